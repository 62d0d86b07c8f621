import type { FrameApi } from '../types';

/**
 * The table's rules as the engine plays them (README: Blackjack), its rule set's dealer and the house
 * edge that follows from the rules (the stated return to player is 100 % less the edge).
 */
export function BlackjackRules({ frame }: { frame: FrameApi }) {
  const { t, locale, session } = frame;
  const enhc = session.game.ruleSet === 'enhc';
  const edge = (100_000 - Math.round(Number(session.game.rtp) * 1000)) / 1000;
  return (
    <>
      <p>{t(enhc ? 'blackjack.ruleSet.enhc' : 'blackjack.ruleSet.classic')}</p>
      <ul>
        {['shoe', enhc ? 'dealerEnhc' : 'dealer', 'pays', 'double', 'split', 'insurance'].map((rule) => (
          <li key={rule}>{t(`blackjack.rules.${rule}`)}</li>
        ))}
      </ul>
      <p>
        {t('blackjack.rules.edge', {
          edge: edge.toLocaleString(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 }),
        })}
      </p>
    </>
  );
}
