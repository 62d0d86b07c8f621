import type { components } from '@casino/api-client';
import { Button, HistoryRow, KeyFigures, StatementTable } from '@casino/ui';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../app';
import { useMoney, useMoneyFormat } from '../money/money';
import { useSession } from '../session/useSession';
import { notify } from '../shell/notify';
import * as styles from './protection.css';
import { statementMessages as m, periodMessage } from './statementMessages';

type Statement = components['schemas']['ActivityStatement'];
type Row = Statement['rows'][number];

const groups = ['deposits', 'cashOuts', 'stakes', 'wins', 'bonuses', 'adjustments'] as const;
const PAGE_SIZE = 20;

/** Saves a file the server sent in its envelope (base64), under the name it gave. */
function save(file: components['schemas']['StatementFile']) {
  const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Issue 30: the last 12 months of the member's money, totals per month, net deposits, CSV and PDF. */
export function StatementPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useMoney();
  const moneyFormat = useMoneyFormat();
  const { user } = useSession();
  const [statement, setStatement] = useState<Statement | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [page, setPage] = useState(1);

  const load = useCallback(async (pageNum: number) => {
    const result = await api.call('/sys/protection/statement', { pageNum, pageSize: PAGE_SIZE });
    if (!result.ok) return notify(result.message);
    setStatement(result.data);
    setRows((current) => (pageNum === 1 ? result.data.rows : [...current, ...result.data.rows]));
    setPage(pageNum);
  }, []);
  useEffect(() => {
    if (user) void load(1);
  }, [user, load]);

  const download = async (format: 'csv' | 'pdf') => {
    const result = await api.call('/sys/protection/statement/file', { format });
    if (!result.ok) return notify(result.message);
    save(result.data);
  };

  if (!user) return null;
  const day = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  const monthName = (month: string) =>
    intl.formatDate(`${month}-01T00:00:00Z`, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (
    <section className={styles.page}>
      <h1>{t(m.title)}</h1>
      {statement && (
        <>
          <p>{t(periodMessage, { from: day(statement.from), to: day(statement.to) })}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void download('csv')}>
              {t(m.csv)}
            </Button>
            <Button variant="secondary" onClick={() => void download('pdf')}>
              {t(m.pdf)}
            </Button>
          </div>
          <KeyFigures
            aria-label={t(m.total)}
            figures={[
              { id: 'net', label: t(m.netDeposits), value: money(statement.netDeposits), emphasis: true },
              { id: 'deposits', label: t(m.deposits), value: money(statement.totals.deposits) },
              { id: 'cashOuts', label: t(m.cashOuts), value: money(statement.totals.cashOuts) },
            ]}
          />
          <h2>{t(m.byMonth)}</h2>
          <StatementTable
            caption={t(m.byMonth)}
            headings={[t(m.month), ...groups.map((group) => t(m[group]))]}
            rows={statement.months.map((month) => ({
              id: month.month,
              cells: [monthName(month.month), ...groups.map((group) => money(month[group]))],
            }))}
            total={[t(m.total), ...groups.map((group) => money(statement.totals[group]))]}
          />
          <h2>{t(m.transactions)}</h2>
          {rows.length === 0 && <p>{t(m.empty)}</p>}
          <ul className={styles.rows}>
            {rows.map((row) => (
              <HistoryRow
                key={row.id}
                date={intl.formatDate(row.at, { dateStyle: 'medium', timeStyle: 'short' })}
                label={t(m[row.group])}
                amount={row.amount}
                fell={row.amount.startsWith('-')}
                {...moneyFormat}
              />
            ))}
          </ul>
          {rows.length < statement.total && (
            <Button variant="ghost" onClick={() => void load(page + 1)}>
              {t(m.more)}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
