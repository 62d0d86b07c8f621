import type { Game } from './gameLists';
import * as styles from './games.css';

interface Props {
  games: readonly Game[];
  onPlay: (game: Game) => void;
}

export function GameGrid({ games, onPlay }: Props) {
  return (
    <ul className={styles.grid}>
      {games.map((game) => (
        <li key={game.id}>
          <button type="button" className={styles.card} onClick={() => onPlay(game)}>
            <img className={styles.cover} src={game.cover} alt="" loading="lazy" />
            <span className={styles.name}>{game.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
