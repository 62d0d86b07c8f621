import { Amount, type MoneyFormat } from '../Amount/Amount';
import { Button } from '../Button/Button';
import * as styles from './InviteGrid.css';

export interface InviteCell {
  id: string;
  personCount: number;
  /** Decimal string. */
  bonusAmount: string;
  /** Already localized, e.g. 'Invite 3 friends'. */
  personText: string;
  /** The member has at least personCount invitees (spec 002 §4). */
  active: boolean;
  /** Get is enabled: active and treasureIndex still below personCount (spec 002 §4). */
  claimable: boolean;
  claimed: boolean;
}

export interface InviteGridProps extends MoneyFormat {
  cells: readonly InviteCell[];
  getLabel: string;
  claimedLabel: string;
  onClaim: (id: string) => void;
  /** The id of the cell whose claim is under way: its button waits. */
  claimingId?: string;
  'aria-label': string;
}

/* The invitation rewards: the rules that enable each Get button are the app's, passed in per cell. */
export function InviteGrid({
  cells,
  currency,
  getLabel,
  claimedLabel,
  onClaim,
  claimingId,
  'aria-label': ariaLabel,
  locale,
}: InviteGridProps) {
  return (
    <ul className={styles.grid} aria-label={ariaLabel}>
      {cells.map((cell) => (
        <li
          key={cell.id}
          className={styles.cell}
          data-active={cell.active ? '' : undefined}
          data-claimed={cell.claimed ? '' : undefined}
        >
          <span className={styles.persons}>{cell.personText}</span>
          <Amount className={styles.bonus} value={cell.bonusAmount} currency={currency} locale={locale} />
          <Button
            className={styles.action}
            size="small"
            variant={cell.claimable ? 'primary' : 'secondary'}
            disabled={!cell.claimable || cell.claimed || claimingId === cell.id}
            onClick={() => onClaim(cell.id)}
          >
            {cell.claimed ? claimedLabel : getLabel}
          </Button>
        </li>
      ))}
    </ul>
  );
}
