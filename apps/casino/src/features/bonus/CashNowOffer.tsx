import { Button, ConfirmDialog } from '@casino/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { exponentOf, fromUnits, toUnits } from '../money/amounts';
import { useMoney } from '../money/money';
import { useSession } from '../session/useSession';
import * as styles from './bonus.css';
import { leaveBonus } from './leaveBonus';
import { cashNowText, leaveMessage, bonusMessages as m } from './messages';
import type { BonusGrant, BonusSummary } from './useBonusSummary';

/**
 * On the cash-out screen while a bonus is being wagered: the player's own cash can always be withdrawn
 * at once by leaving the bonus, and this says so, with what is lost (issue 32 §1; CMA undertakings).
 */
export function CashNowOffer({
  grant,
  onLeft,
}: {
  grant: BonusGrant;
  onLeft: (summary: BonusSummary) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useMoney();
  const { user } = useSession();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  // The member's own money: what can be played less the bonus (contract: UserInfo.availableBalance).
  // in the account's minor units (a BTC account's satoshis)
  const exponent = exponentOf(user?.currency);
  const units = user ? toUnits(user.availableBalance, exponent) - toUnits(user.bonusBalance, exponent) : 0n;
  if (units <= 0n) return null;
  const cash = money(fromUnits(units, exponent));
  const leave = async () => {
    setBusy(true);
    const summary = await leaveBonus(intl);
    setBusy(false);
    if (summary) onLeft(summary);
  };
  return (
    <section className={styles.offer} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.offerTitle}>
        {t(m.cashNowTitle)}
      </h3>
      <p className={styles.offerText}>
        {t(cashNowText, { cash, bonus: money(grant.bonusBalance), rolling: money(grant.rollingAmount) })}
      </p>
      <Button variant="primary" fullWidth disabled={busy} onClick={() => setConfirming(true)}>
        {t(m.cashNowAction)}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(m.leaveTitle)}
        message={t(leaveMessage, { cash, bonus: money(grant.bonusBalance) })}
        confirmLabel={t(m.leave)}
        cancelLabel={t(m.stay)}
        tone="critical"
        onConfirm={() => void leave()}
      />
    </section>
  );
}
