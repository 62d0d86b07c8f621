import { RouletteRules } from '../roulette/RouletteRules';
import type { FrameApi } from '../types';

/** The shared table's schedule and fairness, then the European table's rules and pays. */
export function SharedRouletteRules({ frame }: { frame: FrameApi }) {
  const { t } = frame;
  return (
    <>
      <p>{t('shared.rulesTable')}</p>
      <p>{t('shared.rulesSchedule')}</p>
      <p>{t('shared.rulesFair')}</p>
      <RouletteRules frame={frame} />
    </>
  );
}
