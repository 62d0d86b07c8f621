import { Amount, type MoneyFormat } from '../Amount/Amount';
import { Button } from '../Button/Button';
import { StatusBadge, type StatusBadgeProps } from '../StatusBadge/StatusBadge';
import * as styles from './HistoryRow.css';

export interface HistoryRowProps extends MoneyFormat {
  /** Already formatted for the player's language and time zone. */
  date: string;
  /** What happened: a transaction type, a game name or a cash-out method. */
  label: string;
  /** A second line, e.g. the balance after a transaction or the stake of a round. */
  detail?: string;
  /** A small decorative image before the text, e.g. a game's cover. */
  thumbnail?: string;
  /** Decimal string as the API sends it. */
  amount: string;
  /** The balance fell (a bet, a cash-out): the amount shows a minus sign (spec 002 §4). */
  fell?: boolean;
  status?: StatusBadgeProps;
  /** Offered only where the app allows it (a cash-out still in its initial status). */
  cancel?: { label: string; onCancel: () => void; pending?: boolean };
}

export function HistoryRow({
  date,
  label,
  detail,
  thumbnail,
  amount,
  currency,
  fell,
  status,
  cancel,
  locale,
}: HistoryRowProps) {
  return (
    <li className={thumbnail ? styles.rowWithThumbnail : styles.row}>
      {thumbnail && <img className={styles.thumbnail} src={thumbnail} alt="" width={48} height={48} />}
      <div className={styles.main}>
        <span className={styles.label}>{label}</span>
        {detail && <span className={styles.detail}>{detail}</span>}
        <span className={styles.date}>{date}</span>
      </div>
      <div className={styles.side}>
        <Amount
          className={styles.amount}
          value={amount}
          currency={currency}
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
