import { useIntl } from 'react-intl';
import { AppDialog } from '../shell/AppDialog';
import { common } from '../shell/messages';
import { ActiveBonus } from './ActiveBonus';
import * as styles from './bonus.css';
import { FirstDepositNotice, FirstDepositRefused, useFirstDepositOffer } from './FirstDepositBonus';
import { bonusMessages as m } from './messages';
import { SignUpOffer } from './SignUpOffer';
import { useBonusSummary } from './useBonusSummary';

/**
 * The member's bonus (issue 18): the wagering meter of the active one with the way to leave it, or
 * the sign-up bonus a newcomer can take and the first-deposit bonus their first deposit will earn.
 */
export default function BonusDialog() {
  const t = useIntl().formatMessage;
  const { summary, setSummary, error } = useBonusSummary();
  const { offer: firstDeposit, refusal } = useFirstDepositOffer();
  const current = summary?.current;
  return (
    <AppDialog title={t(m.title)} size="medium">
      <div className={styles.stack}>
        <p className={styles.offerText}>{t(m.oneAtATime)}</p>
        {!summary ? (
          <p role="status">{error ?? t(common.loading)}</p>
        ) : (
          <>
            {current ? (
              <ActiveBonus grant={current} onChange={setSummary} />
            ) : (
              <p role="status">{t(m.none)}</p>
            )}
            {summary.signUpOffer.eligible && <SignUpOffer offer={summary.signUpOffer} onTaken={setSummary} />}
            {refusal && <FirstDepositRefused reason={refusal} />}
            {firstDeposit && (!current || current.kind === 'SIGN_UP') && (
              <FirstDepositNotice offer={firstDeposit} />
            )}
          </>
        )}
      </div>
    </AppDialog>
  );
}
