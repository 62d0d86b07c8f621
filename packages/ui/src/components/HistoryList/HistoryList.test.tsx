import { describe, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { HistoryRow } from '../HistoryRow/HistoryRow';
import { HistoryList } from './HistoryList';

const listProps = {
  'aria-label': 'Cash-out history',
  emptyText: 'No more cash withdrawal records',
  loadingText: 'Loading',
  endText: 'No more records',
  onLoadMore: () => {},
};

describe('HistoryList', () => {
  test('an empty history says so instead of showing a list', async () => {
    const screen = await render(
      <HistoryList {...listProps} isEmpty hasMore={false} loading={false}>
        {null}
      </HistoryList>,
    );
    await expect.element(screen.getByText('No more cash withdrawal records')).toBeVisible();
    await expect.element(screen.getByRole('list')).not.toBeInTheDocument();
  });

  test('rows show minus-signed amounts when the balance fell, and cancel only where offered', async () => {
    const onCancel = vi.fn();
    const screen = await render(
      <HistoryList {...listProps} isEmpty={false} hasMore={false} loading={false}>
        <HistoryRow
          date="2026-11-21"
          label="Bank transfer"
          amount="300"
          currency="EUR"
          locale="en"
          fell
          status={{ kind: 'withdraw', status: 0, label: 'Pending review' }}
          cancel={{ label: 'Cancel', onCancel }}
        />
        <HistoryRow date="2026-11-20" label="Deposit" amount="25.5" currency="EUR" locale="en" />
      </HistoryList>,
    );
    const rows = screen.getByRole('listitem');
    await expect.element(rows.nth(0)).toHaveTextContent('-€300.00');
    await expect.element(rows.nth(1)).toHaveTextContent('€25.50');
    await expect.element(rows.nth(1)).not.toHaveTextContent('-€');
    await expect.element(screen.getByRole('status')).toHaveTextContent('No more records');

    await screen.getByRole('button', { name: 'Cancel' }).click();
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Cancel' }).elements()).toHaveLength(1);
  });
});
