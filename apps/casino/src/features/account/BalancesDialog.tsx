import { Amount, StatList, sprinkles } from '@casino/ui';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { session } from '../app';
import { ActiveBonus } from '../bonus/ActiveBonus';
import { GiftBonusOffer } from '../bonus/GiftBonusOffer';
import { useBonusSummary } from '../bonus/useBonusSummary';
import { exponentOf, toUnits } from '../money/amounts';
import { useMoneyFormat } from '../money/money';
import { useSession } from '../session/useSession';
import { AppDialog } from '../shell/AppDialog';
import { balanceMessages as m } from './messages';

const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' });

/** Spec 002 §3 'Balances shown', from the user info, refreshed when the screen opens. */
export default function BalancesDialog() {
  const intl = useIntl();
  const moneyFormat = useMoneyFormat();
  const t = intl.formatMessage;
  const { user } = useSession();
  const { summary, setSummary } = useBonusSummary();

  useEffect(() => {
    void session.refresh();
  }, []);

  if (!user) return null;
  const money = (value: string) => <Amount value={value} {...moneyFormat} />;
  return (
    <AppDialog title={t(m.title)}>
      <div className={stack}>
        <p>
          <FormattedMessage {...m.intro} />
        </p>
        <StatList
          aria-label={t(m.title)}
          items={[
            {
              id: 'withdrawable',
              label: t(m.withdrawable),
              value: money(user.withdrawableBalance),
              hint: t(m.withdrawableHint),
            },
            {
              id: 'wagered',
              label: t(m.wagered),
              value: money(user.wageredAmount ?? '0.00'),
              hint: t(m.wageredHint),
            },
            { id: 'bonus', label: t(m.bonus), value: money(user.bonusBalance) },
            { id: 'gift', label: t(m.gift), value: money(user.giftBonus) },
            {
              id: 'lifetimePoints',
              label: t(m.lifetimePoints),
              value: intl.formatNumber(user.vipLifeTimePoints),
              hint: t(m.lifetimePointsHint),
            },
            {
              id: 'availablePoints',
              label: t(m.availablePoints),
              value: intl.formatNumber(user.vipPoints),
              hint: t(m.availablePointsHint),
            },
          ]}
        />
        {summary?.current && <ActiveBonus grant={summary.current} onChange={setSummary} />}
        {summary && !summary.current && toUnits(user.giftBonus, exponentOf(user.currency)) > 0n && (
          <GiftBonusOffer
            gift={user.giftBonus}
            wageringMultiplier={summary.signUpOffer.wageringMultiplier}
            onChange={setSummary}
          />
        )}
      </div>
    </AppDialog>
  );
}
