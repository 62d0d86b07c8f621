import { exactBetReturn, ROULETTE_PAYS } from '../../../../src/games/roulette/engine';
import type { FrameApi } from '../types';

const SHOWN = [
  'straight',
  'split',
  'street',
  'corner',
  'sixLine',
  'column',
  'dozen',
  'red',
  'odd',
  'low',
] as const;

/** Rules and payouts of the European and the French table. */
export function RouletteRules({ frame }: { frame: FrameApi }) {
  const { t, locale } = frame;
  const french = frame.session.game.ruleSet === 'french';
  const percent = (kind: 'red' | 'straight') =>
    exactBetReturn(kind === 'red' ? { kind } : { kind, numbers: [17] }, 'french').percent.toLocaleString(
      locale,
      { maximumFractionDigits: 3 },
    );
  return (
    <>
      <p>{t(french ? 'roulette.rulesWheelFrench' : 'roulette.rulesWheel')}</p>
      <p>{t('roulette.rulesBets')}</p>
      {french ? (
        <>
          <p>{t('roulette.rulesPartage', { rtp: percent('red'), other: percent('straight') })}</p>
          <p>{t('roulette.rulesCalled')}</p>
          <ul>
            {(['voisins', 'tiers', 'orphelins'] as const).map((kind) => (
              <li key={kind}>{t(`roulette.rulesCalled.${kind}`)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('roulette.rulesZero')}</p>
      )}
      <ul>
        {SHOWN.map((kind) => (
          <li key={kind}>
            {t(`roulette.pay.${kind}`)}: {ROULETTE_PAYS[kind]}:1
          </li>
        ))}
      </ul>
    </>
  );
}
