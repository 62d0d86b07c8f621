import type { FrameApi } from '../types';

/** The table's rules as the engine plays them (README: Blackjack Six Decks). */
export function BlackjackRules({ frame }: { frame: FrameApi }) {
  const { t } = frame;
  return (
    <ul>
      {['shoe', 'dealer', 'pays', 'double', 'split', 'insurance'].map((rule) => (
        <li key={rule}>{t(`blackjack.rules.${rule}`)}</li>
      ))}
    </ul>
  );
}
