import { Amount } from '../Amount/Amount';
import { Button } from '../Button/Button';
import { StatusBadge, type StatusBadgeProps } from '../StatusBadge/StatusBadge';
import * as styles from './HistoryRow.css';

export interface HistoryRowProps {
  /** Already formatted for the player's language and time zone. */
  date: string;
  /** What happened: a transaction type, a game name or a cash-out method. */
  label: string;
  /** Decimal string as the API sends it. */
  amount: string;
  currencySymbol: string;
  /** The balance fell (a bet, a cash-out): the amount shows a minus sign (spec 002 §4). */
  fell?: boolean;
  status?: StatusBadgeProps;
  /** Offered only where the app allows it (a cash-out still in its initial status). */
  cancel?: { label: string; onCancel: () => void; pending?: boolean };
  locale?: string;
}

export function HistoryRow({
  date,
  label,
  amount,
  currencySymbol,
  fell,
  status,
  cancel,
  locale,
}: HistoryRowProps) {
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <span className={styles.label}>{label}</span>
        <span className={styles.date}>{date}</span>
      </div>
      <div className={styles.side}>
        <Amount
          className={styles.amount}
          value={amount}
          currencySymbol={currencySymbol}
          fell={fell}
          tone="signed"
          locale={locale}
        />
        {status && <StatusBadge {...status} />}
        {cancel && (
          <Button variant="secondary" size="small" disabled={cancel.pending} onClick={cancel.onCancel}>
            {cancel.label}
          </Button>
        )}
      </div>
    </li>
  );
}
