import { GameCard, GameGrid } from '@casino/ui';
import type { Game } from './gameLists';

interface Props {
  games: readonly Game[];
  onPlay: (game: Game) => void;
}

/** A list of games as ui cards (5 columns desktop, 3 mobile); a card click starts the game rules. */
export function GameTiles({ games, onPlay }: Props) {
  return (
    <GameGrid>
      {games.map((game) => (
        <GameCard key={game.id} name={game.name} cover={game.cover} onClick={() => onPlay(game)} />
      ))}
    </GameGrid>
  );
}
