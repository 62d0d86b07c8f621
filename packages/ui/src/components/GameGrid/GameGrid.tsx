import { Children, type ComponentPropsWithoutRef, forwardRef } from 'react';
import { classNames } from '../private/classNames';
import * as styles from './GameGrid.css';

export type GameGridProps = ComponentPropsWithoutRef<'ul'>;

/* Lays out GameCards; each child becomes one list item so the count is announced. */
export const GameGrid = forwardRef<HTMLUListElement, GameGridProps>(
  ({ children, className, ...props }, ref) => (
    <ul ref={ref} className={classNames(styles.grid, className)} {...props}>
      {Children.map(children, (child) => (child === null || child === undefined ? null : <li>{child}</li>))}
    </ul>
  ),
);
GameGrid.displayName = 'GameGrid';
