import type { FrameApi } from '../types';
import { PayTable } from './PayTable';

/** Jacks or Better's rules as the engine plays them, the pay table and the exact return with the best hold. */
export function VideoPokerRules({ frame }: { frame: FrameApi }) {
  const { t, locale, session } = frame;
  const rtp = Number(session.game.rtp).toLocaleString(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  });
  return (
    <>
      <p>{t('videopoker.rules.deck')}</p>
      <p>{t('videopoker.rules.stake')}</p>
      <PayTable t={t} coins={0} />
      <p>{t('videopoker.rules.royal')}</p>
      <p data-rtp="best-hold">{t('videopoker.rules.rtp', { rtp })}</p>
      <p>{t('videopoker.rules.abandoned')}</p>
    </>
  );
}
