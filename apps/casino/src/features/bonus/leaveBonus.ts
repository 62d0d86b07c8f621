import type { IntlShape } from 'react-intl';
import { api, session } from '../app';
import { notify } from '../shell/notify';
import { bonusMessages as m } from './messages';
import type { BonusSummary } from './useBonusSummary';

/** The player leaves their bonus (/sys/bonus/forfeit): its money and winnings go, their cash stays. */
export async function leaveBonus(intl: IntlShape): Promise<BonusSummary | undefined> {
  const result = await api.call('/sys/bonus/forfeit');
  if (!result.ok) {
    notify(result.message);
    return undefined;
  }
  notify(intl.formatMessage(m.left), 'positive');
  await session.refresh();
  return result.data;
}
