import { Button, Checkbox } from '@casino/ui';
import { createContext, useContext, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../app';
import { exponentOf } from '../money/amounts';
import { useMoney, useMoneyFormat } from '../money/money';
import * as styles from './bonus.css';
import { type FirstDepositOffer, firstDepositPreview } from './bonusRules';
import {
  bonusKindMessages,
  firstDepositBelowMinimum,
  firstDepositCarries,
  firstDepositChoose,
  firstDepositMeaning,
  firstDepositNotChosen,
  firstDepositOffer,
  firstDepositTerms,
  firstDepositTermsButton,
  firstDepositUnavailable,
  firstDepositWhere,
  firstDepositPreview as previewMessage,
} from './messages';

/** The offer the deposit pop-up read and whether the player chose it, for whichever flow is chosen. */
export interface FirstDepositChoiceState {
  offer: FirstDepositOffer;
  chosen: boolean;
}
export const FirstDepositOfferContext = createContext<FirstDepositChoiceState | null>(null);

/** The deposit order's `bonus` field: 1 only when the player chose the offer (issue 32 §2). */
export function useBonusField(): { bonus: 0 | 1 } {
  return { bonus: useContext(FirstDepositOfferContext)?.chosen ? 1 : 0 };
}

/**
 * Spec 001 maxBonusInfo: the first-deposit bonus the next deposit would earn, while eligible; otherwise
 * why not, in the member's language, unless it is only that the first deposit was made (issue 32 §3).
 */
export function useFirstDepositOffer(): { offer: FirstDepositOffer | null; refusal: string | null } {
  const [answer, setAnswer] = useState<{ offer: FirstDepositOffer | null; refusal: string | null }>({
    offer: null,
    refusal: null,
  });
  useEffect(() => {
    let live = true;
    void api.call('/sys/depositPaymentMethod/maxBonusInfo', undefined, { loading: false }).then((result) => {
      if (!live || !result.ok) return;
      const { refusal } = result.data;
      setAnswer({
        offer: result.data.eligible ? result.data : null,
        refusal: refusal && refusal.reason !== 'DEPOSITED' ? refusal.message : null,
      });
    });
    return () => {
      live = false;
    };
  }, []);
  return answer;
}

/** The offer refused for this account, with the server's reason: it never silently vanishes. */
export function FirstDepositRefused({ reason }: { reason: string }) {
  const t = useIntl().formatMessage;
  const titleId = useId();
  return (
    <section className={styles.offer} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.offerTitle}>
        {t(bonusKindMessages.FIRST_DEPOSIT)}
      </h3>
      <p className={styles.offerText}>{t(firstDepositUnavailable, { reason })}</p>
    </section>
  );
}

/**
 * The first-deposit bonus at the top of the deposit pop-up, as a choice: off unless the player ticks it,
 * its terms and what it means for their cash one tap away (issue 32 §2; CMA undertakings).
 */
export function FirstDepositChoice({
  offer,
  chosen,
  onChosenChange,
  signUpActive,
}: {
  offer: FirstDepositOffer;
  chosen: boolean;
  onChosenChange: (chosen: boolean) => void;
  signUpActive: boolean;
}) {
  const t = useIntl().formatMessage;
  const money = useMoney();
  const [termsOpen, setTermsOpen] = useState(false);
  const termsId = useId();
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
      <Checkbox
        checked={chosen}
        onCheckedChange={(value) => onChosenChange(value === true)}
        label={t(firstDepositChoose)}
      />
      <div>
        <Button
          variant="ghost"
          size="small"
          aria-expanded={termsOpen}
          aria-controls={termsId}
          onClick={() => setTermsOpen((open) => !open)}
        >
          {t(firstDepositTermsButton)}
        </Button>
      </div>
      {termsOpen && (
        <div id={termsId} className={styles.termsBox}>
          <p className={styles.terms}>
            {t(firstDepositTerms, { multiplier: offer.wageringMultiplier, days: offer.validDays })}
          </p>
          <p className={styles.terms}>{t(firstDepositMeaning)}</p>
        </div>
      )}
      <p className={styles.terms} aria-live="polite">
        {chosen ? signUpActive && t(firstDepositCarries) : t(firstDepositNotChosen)}
      </p>
    </section>
  );
}

/** The offer as news in the bonus pop-up: what it gives and where to choose it. */
export function FirstDepositNotice({ offer }: { offer: FirstDepositOffer }) {
  const t = useIntl().formatMessage;
  const money = useMoney();
  return (
    <section className={styles.offer} aria-labelledby="first-deposit-notice">
      <h3 id="first-deposit-notice" className={styles.offerTitle}>
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
      <p className={styles.terms}>{t(firstDepositWhere)}</p>
    </section>
  );
}

/** Under the amount, once the bonus is chosen: what this amount would earn, or the minimum that earns it. */
export function FirstDepositAmountNote({ amount }: { amount: string | null }) {
  const choice = useContext(FirstDepositOfferContext);
  const t = useIntl().formatMessage;
  const money = useMoney();
  const { currency } = useMoneyFormat();
  if (!choice?.chosen || amount === null) return null;
  const preview = firstDepositPreview(amount, choice.offer, exponentOf(currency));
  return (
    <p className={styles.terms} aria-live="polite">
      {preview
        ? t(previewMessage, { bonus: money(preview.bonus), wagering: money(preview.wagering) })
        : t(firstDepositBelowMinimum, { min: money(choice.offer.minimumDeposit) })}
    </p>
  );
}
