import type { components } from '@casino/api-client';
import { DetailList, PaymentStatus } from '@casino/ui';
import { useIntl } from 'react-intl';
import { useMoney } from '../money/money';
import { stack } from './deposit.css';
import { coinsShown } from './depositRules';
import { depositMessages as m } from './messages';

export type Shortfall = components['schemas']['CryptoShortfall'];

/**
 * A crypto deposit paid in part (issue 32 §4), as the server reads it from the provider: what arrived
 * and what is missing, in the coin and in the player's money, then either until when the rest can be
 * sent and what happens otherwise, or, once that time has passed, that the deposit waits for the team.
 */
export function CryptoShortfall({ shortfall }: { shortfall: Shortfall }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useMoney();
  const inCoin = (coins: string, value: string) =>
    t(m.cryptoCoinValue, {
      coins,
      coin: shortfall.coin,
      value: money(value, { currency: shortfall.currency }),
    });
  const arrived = money(shortfall.receivedValue, { currency: shortfall.currency });
  const held = shortfall.outcome === 'heldForReview';
  return (
    <PaymentStatus
      tone="waiting"
      message={t(held ? m.cryptoHeldTitle : m.cryptoPartial)}
      action={
        <div className={stack}>
          <DetailList
            items={[
              {
                label: t(m.cryptoReceived),
                value: inCoin(coinsShown(shortfall.received, 'nearest'), shortfall.receivedValue),
              },
              {
                label: t(m.cryptoMissing),
                value: inCoin(coinsShown(shortfall.missing, 'up'), shortfall.missingValue),
              },
            ]}
          />
          {held ? (
            <p>{t(m.cryptoHeld, { value: arrived })}</p>
          ) : (
            <>
              <p>{t(m.cryptoSendRest, { time: intl.formatTime(shortfall.payBy, { timeStyle: 'short' }) })}</p>
              <p>{t(m.cryptoOtherwise, { value: arrived })}</p>
            </>
          )}
        </div>
      }
    />
  );
}
