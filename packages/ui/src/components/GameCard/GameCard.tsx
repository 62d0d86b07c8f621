import { type ComponentPropsWithoutRef, forwardRef, useState } from 'react';
import { visuallyHidden } from '../../css/reset.css';
import { classNames } from '../private/classNames';
import * as styles from './GameCard.css';

export interface GameCardProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children'> {
  name: string;
  /** Cover image address; when it is missing or fails, the name's first letter stands in. */
  cover?: string;
}

/* A game in a list: the whole card is one button that starts the game. */
export const GameCard = forwardRef<HTMLButtonElement, GameCardProps>(
  ({ name, cover, className, type = 'button', ...props }, ref) => {
    const [failedCover, setFailedCover] = useState<string | null>(null);
    const showImage = cover !== undefined && cover !== failedCover;
    return (
      <button ref={ref} type={type} className={classNames(styles.card, className)} {...props}>
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
