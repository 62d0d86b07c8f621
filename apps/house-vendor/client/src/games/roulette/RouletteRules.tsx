import { ROULETTE_PAYS } from '../../../../src/games/roulette/engine';
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

/** Rules and payouts of the European wheel. */
export function RouletteRules({ frame }: { frame: FrameApi }) {
  const { t } = frame;
  return (
    <>
      <p>{t('roulette.rulesWheel')}</p>
      <p>{t('roulette.rulesBets')}</p>
      <p>{t('roulette.rulesZero')}</p>
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
