import { createContext, useContext, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../app';
import { useMoney } from '../money/money';
import * as styles from './bonus.css';
import { type FirstDepositOffer, firstDepositPreview } from './bonusRules';
import {
  bonusKindMessages,
  firstDepositBelowMinimum,
  firstDepositForced,
  firstDepositOffer,
  firstDepositTerms,
  firstDepositPreview as previewMessage,
} from './messages';

/** The offer the deposit pop-up read, for the amount field of whichever flow is chosen. */
export const FirstDepositOfferContext = createContext<FirstDepositOffer | null>(null);

/** Spec 001 maxBonusInfo: the first-deposit bonus the next deposit would earn, while eligible. */
export function useFirstDepositOffer(): FirstDepositOffer | null {
  const [offer, setOffer] = useState<FirstDepositOffer | null>(null);
  useEffect(() => {
    let live = true;
    void api.call('/sys/depositPaymentMethod/maxBonusInfo', undefined, { loading: false }).then((result) => {
      if (live && result.ok && result.data.eligible) setOffer(result.data);
    });
    return () => {
      live = false;
    };
  }, []);
  return offer;
}

/** The first-deposit bonus and its terms at the top of the deposit pop-up. */
export function FirstDepositNotice({ offer, forced }: { offer: FirstDepositOffer; forced: boolean }) {
  const t = useIntl().formatMessage;
  const money = useMoney();
  return (
    <section className={styles.offer} aria-labelledby="first-deposit-offer">
      <h3 id="first-deposit-offer" className={styles.offerTitle}>
        {t(bonusKindMessages.FIRST_DEPOSIT)}
      </h3>
      <p className={styles.offerText}>
        {t(firstDepositOffer, {
          percent: offer.percentage,
          max: money(offer.maxBonus),
          min: money(offer.minimumDeposit),
        })}
      </p>
      <p className={styles.terms}>
        {t(firstDepositTerms, { multiplier: offer.wageringMultiplier, days: offer.validDays })}
      </p>
      {forced && <p className={styles.terms}>{t(firstDepositForced)}</p>}
    </section>
  );
}

/** Under the amount: what this amount would earn, or the minimum that earns the bonus. */
export function FirstDepositAmountNote({ amount }: { amount: number | null }) {
  const offer = useContext(FirstDepositOfferContext);
  const t = useIntl().formatMessage;
  const money = useMoney();
  if (!offer || amount === null) return null;
  const preview = firstDepositPreview(String(amount), offer);
  return (
    <p className={styles.terms} aria-live="polite">
      {preview
        ? t(previewMessage, { bonus: money(preview.bonus), wagering: money(preview.wagering) })
        : t(firstDepositBelowMinimum, { min: money(offer.minimumDeposit) })}
    </p>
  );
}
