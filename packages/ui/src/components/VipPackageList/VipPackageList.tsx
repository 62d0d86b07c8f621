import { Amount, type MoneyFormat } from '../Amount/Amount';
import { Button } from '../Button/Button';
import * as styles from './VipPackageList.css';

export interface VipPackageItem {
  id: string;
  /** The package's level in the player's language, and its colour. */
  levelName: string;
  levelColour: string;
  /** The price as read, e.g. '500 points'. */
  pointsText: string;
  /** The bonus it credits, a decimal string. */
  bonus: string;
}

export interface VipPackageListProps extends MoneyFormat {
  /** The packages the app lists (its rule: the member's level or lower, within their points). */
  packages: readonly VipPackageItem[];
  redeemLabel: string;
  onRedeem: (id: string) => void;
  /** The package whose redemption is under way: every button waits for it. */
  redeemingId?: string;
  'aria-label': string;
}

/* The VIP store's packages, each with the points it costs, the bonus it gives and a Redeem button. */
export function VipPackageList({
  packages,
  currency,
  redeemLabel,
  onRedeem,
  redeemingId,
  'aria-label': ariaLabel,
  locale,
}: VipPackageListProps) {
  return (
    <ul className={styles.list} aria-label={ariaLabel}>
      {packages.map((item) => (
        <li key={item.id} className={styles.item} style={{ borderLeftColor: item.levelColour }}>
          <div className={styles.details}>
            <span className={styles.level}>
              <span className={styles.swatch} style={{ background: item.levelColour }} />
              {item.levelName}
            </span>
            <Amount className={styles.bonus} value={item.bonus} currency={currency} locale={locale} />
            <span className={styles.points}>{item.pointsText}</span>
          </div>
          <Button
            size="small"
            disabled={redeemingId !== undefined}
            aria-busy={redeemingId === item.id || undefined}
            onClick={() => onRedeem(item.id)}
          >
            {redeemLabel}
          </Button>
        </li>
      ))}
    </ul>
  );
}
