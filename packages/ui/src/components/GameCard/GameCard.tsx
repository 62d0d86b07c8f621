import { type ComponentPropsWithoutRef, forwardRef, useId, useState } from 'react';
import { visuallyHidden } from '../../css/reset.css';
import { classNames } from '../private/classNames';
import * as styles from './GameCard.css';

export const gameVolatilities = ['low', 'medium', 'high'] as const;
export type GameVolatility = (typeof gameVolatilities)[number];

export interface GameCardProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children'> {
  name: string;
  /** Cover image address; when it is missing or fails, the name's first letter stands in. */
  cover?: string;
  /** The game's stated return as the app words it, e.g. 'RTP 96.12 %'. */
  rtp?: string;
  /** The game's volatility: as many of three bars lit as its level, beside the app's words for it. */
  volatility?: { level: GameVolatility; label: string };
}

/*
 * A game in a list: the whole card is one button that starts the game, named by the game's name. The
 * return and volatility sit under it, outside the button (its name stays the game's, as players and
 * tests find it), and describe it.
 */
export const GameCard = forwardRef<HTMLButtonElement, GameCardProps>(
  (
    { name, cover, rtp, volatility, className, type = 'button', 'aria-describedby': describedBy, ...props },
    ref,
  ) => {
    const [failedCover, setFailedCover] = useState<string | null>(null);
    const showImage = cover !== undefined && cover !== failedCover;
    const factsId = useId();
    const hasFacts = rtp !== undefined || volatility !== undefined;
    return (
      <>
        <button
          ref={ref}
          type={type}
          className={classNames(styles.card, className)}
          aria-describedby={
            [describedBy, hasFacts ? factsId : undefined].filter(Boolean).join(' ') || undefined
          }
          {...props}
        >
          <span className={styles.cover} aria-hidden="true">
            {showImage ? (
              <img
                className={styles.image}
                src={cover}
                alt=""
                loading="lazy"
                onError={() => setFailedCover(cover)}
              />
            ) : (
              name.trim().charAt(0).toUpperCase()
            )}
          </span>
          <span className={styles.name}>{name}</span>
        </button>
        {hasFacts && (
          <span id={factsId} className={styles.facts}>
            {rtp !== undefined && <span>{rtp}</span>}
            {volatility !== undefined && (
              <span className={styles.volatility}>
                <span className={styles.bars} aria-hidden="true">
                  {gameVolatilities.map((level, index) => (
                    <span
                      key={level}
                      className={
                        styles.bar[index <= gameVolatilities.indexOf(volatility.level) ? 'lit' : 'unlit']
                      }
                    />
                  ))}
                </span>
                {volatility.label}
              </span>
            )}
          </span>
        )}
      </>
    );
  },
);
GameCard.displayName = 'GameCard';

export interface GameCardPlaceholderProps {
  /** Announced to screen readers while the list loads, e.g. 'Loading games'. */
  label: string;
}

/* Keeps the grid's shape while a page of games loads. */
export function GameCardPlaceholder({ label }: GameCardPlaceholderProps) {
  return (
    <span className={styles.card} role="status">
      <span className={classNames(styles.cover, styles.loadingCover)} />
      <span className={styles.loadingName} />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
