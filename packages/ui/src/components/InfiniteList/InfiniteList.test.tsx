import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { InfiniteList } from './InfiniteList';

/* A 300 px scroll box holding one 2000 px tall page, so the sentinel starts 1700 px below the fold. */
function ScrollHarness({ threshold, onLoadMore }: { threshold: number; onLoadMore: () => void }) {
  return (
    <div style={{ height: 300 }}>
      <InfiniteList
        scroll="self"
        threshold={threshold}
        hasMore
        loading={false}
        loadingText="Loading"
        onLoadMore={onLoadMore}
      >
        <div data-testid="page" style={{ height: 2000 }} />
      </InfiniteList>
    </div>
  );
}

function LastPageHarness({ onLoadMore }: { onLoadMore: () => void }) {
  const [state, setState] = useState({ loading: true, hasMore: true });
  return (
    <>
      <button type="button" onClick={() => setState({ loading: false, hasMore: false })}>
        last page arrived
      </button>
      <InfiniteList
        threshold={30}
        hasMore={state.hasMore}
        loading={state.loading}
        loadingText="Loading"
        endText="No more records"
        onLoadMore={onLoadMore}
      >
        <p>short page</p>
      </InfiniteList>
    </>
  );
}

const scrollBoxOf = (element: Element) => element.parentElement as HTMLElement;
const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe('InfiniteList', () => {
  test('asks for the next page only once the end comes within the threshold', async () => {
    const onLoadMore = vi.fn();
    const screen = await render(<ScrollHarness threshold={500} onLoadMore={onLoadMore} />);
    const box = scrollBoxOf(screen.getByTestId('page').element());

    // 2000 - 300 - 1150 = 550 px still below the fold: outside 500.
    box.scrollTop = 1150;
    await nextFrames();
    await nextFrames();
    expect(onLoadMore).not.toHaveBeenCalled();

    // 2000 - 300 - 1250 = 450 px below the fold: inside 500.
    box.scrollTop = 1250;
    await expect.poll(() => onLoadMore.mock.calls.length).toBe(1);
  });

  test('a larger threshold asks earlier', async () => {
    const onLoadMore = vi.fn();
    const screen = await render(<ScrollHarness threshold={1150} onLoadMore={onLoadMore} />);
    const box = scrollBoxOf(screen.getByTestId('page').element());
    box.scrollTop = 600;
    await expect.poll(() => onLoadMore.mock.calls.length).toBe(1);
  });

  test('does not ask while a page loads or after the last page, and says which', async () => {
    const onLoadMore = vi.fn();
    const screen = await render(<LastPageHarness onLoadMore={onLoadMore} />);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading');
    await screen.getByRole('button', { name: 'last page arrived' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('No more records');
    await nextFrames();
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  test('a short page that leaves the end in view asks again as soon as it has loaded', async () => {
    const onLoadMore = vi.fn();
    const screen = await render(
      <InfiniteList threshold={30} hasMore loading={false} loadingText="Loading" onLoadMore={onLoadMore}>
        <p>short page</p>
      </InfiniteList>,
    );
    await expect.poll(() => onLoadMore.mock.calls.length).toBe(1);
    await screen.rerender(
      <InfiniteList threshold={30} hasMore loading loadingText="Loading" onLoadMore={onLoadMore}>
        <p>short page</p>
      </InfiniteList>,
    );
    await screen.rerender(
      <InfiniteList threshold={30} hasMore loading={false} loadingText="Loading" onLoadMore={onLoadMore}>
        <p>short page</p>
        <p>second page</p>
      </InfiniteList>,
    );
    await expect.poll(() => onLoadMore.mock.calls.length).toBe(2);
  });
});
