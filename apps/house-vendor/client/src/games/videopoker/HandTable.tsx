import type { Application } from 'pixi.js';
import type { Translate } from '../../i18n';
import { PixiStage } from '../../stage/PixiStage';
import { useWide } from '../../stage/useWide';
import { rankOf, suitOf } from '../blackjack/cards';
import type { PokerScene } from './pokerScene';

const loadTable = () => import('./pokerScene');

import * as styles from './videopoker.css';

export interface HandTableProps {
  t: Translate;
  /** The five cards at rest (null: a card's back), as the stage first shows them. */
  cards: (number | null)[];
  held: boolean[];
  /** Whether a tap holds a card now (between the deal and the draw, nothing in flight). */
  canHold: boolean;
  onToggle(position: number): void;
  /** The scene, once its stage is up, for the deal and draw animations. */
  onScene?(scene: PokerScene | null): void;
}

/**
 * The five cards on the PixiJS stage and, over each card's column, a button that holds or releases it:
 * pressed, it shows HELD under the card (the catalogue's word, in the page's own text, not in the art).
 */
export function HandTable({ t, cards, held, canHold, onToggle, onScene }: HandTableProps) {
  const wide = useWide();
  // called once, when the stage is up: later cards arrive through the scene's own animations
  const onReady = (app: Application, table: typeof import('./pokerScene')) => {
    const scene = new table.PokerScene(app);
    scene.show(cards);
    onScene?.(scene);
    return () => onScene?.(null);
  };
  return (
    <div className={styles.table}>
      <PixiStage
        load={loadTable}
        onReady={onReady}
        aspect={wide ? 0.34 : 0.4}
        label={t('videopoker.table')}
      />
      <div className={styles.holds}>
        {cards.map((card, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the five positions are the cards' identity
            key={i}
            type="button"
            className={styles.hold}
            aria-pressed={held[i]}
            disabled={!canHold}
            data-position={i}
            aria-label={t('videopoker.card', {
              position: i + 1,
              card: card === null ? '–' : `${rankOf(card)}${suitOf(card)}`,
            })}
            onClick={() => onToggle(i)}
          >
            {held[i] && <span className={styles.heldLabel}>{t('videopoker.held')}</span>}
          </button>
        ))}
      </div>
    </div>
  );
}
