import { Button } from '@casino/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api, session } from '../app';
import { useMoney } from '../money/money';
import { notify } from '../shell/notify';
import * as styles from './bonus.css';
import { bonusKindMessages, bonusMessages as m, signUpOffer, signUpTerms } from './messages';
import type { BonusSummary } from './useBonusSummary';

/**
 * Spec 002 §9: the free no-deposit sign-up bonus for a newcomer; taking it ties the first deposit to the
 * first-deposit bonus (002 §4), which the terms say before the member takes it.
 */
export function SignUpOffer({
  offer,
  onTaken,
}: {
  offer: BonusSummary['signUpOffer'];
  onTaken: (summary: BonusSummary) => void;
}) {
  const t = useIntl().formatMessage;
  const money = useMoney();
  const [busy, setBusy] = useState(false);

  const take = async () => {
    setBusy(true);
    const result = await api.call('/sys/bonus/signUp/receive');
    setBusy(false);
    if (!result.ok) return notify(result.message);
    notify(t(m.signUpTaken), 'positive');
    onTaken(result.data);
    await session.refresh();
  };

  return (
    <section className={styles.offer} aria-labelledby="sign-up-offer">
      <h3 id="sign-up-offer" className={styles.offerTitle}>
        {t(bonusKindMessages.SIGN_UP)}
      </h3>
      <p className={styles.offerText}>{t(signUpOffer, { amount: money(offer.amount) })}</p>
      <p className={styles.terms}>
        {t(signUpTerms, { multiplier: offer.wageringMultiplier, cap: money(offer.winCap) })}
      </p>
      <Button variant="primary" disabled={busy} onClick={() => void take()}>
        {t(m.signUpTake)}
      </Button>
    </section>
  );
}
