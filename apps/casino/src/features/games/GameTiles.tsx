import { formatMoney, GameCard, type GameCardProps, GameGrid } from '@casino/ui';
import { useId } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useMoneyFormat } from '../money/money';
import type { Game } from './gameLists';
import * as styles from './games.css';
import { type Jackpot, useJackpots } from './jackpots';
import { jackpotOf, rtpOf, stakesOf, volatilityOf } from './messages';

interface Props {
  games: readonly Game[];
  onPlay: (game: Game) => void;
}

/** A list of games as ui cards (5 columns desktop, 3 mobile); a card click starts the game rules. */
export function GameTiles({ games, onPlay }: Props) {
  const jackpots = useJackpots();
  const intl = useIntl();
  return (
    <GameGrid>
      {games.map((game) => {
        const jackpot = jackpots.get(game.id);
        if (jackpot !== undefined)
          return <JackpotTile key={game.id} game={game} jackpot={jackpot} onPlay={onPlay} />;
        // A slot's stake is chosen in the game; a table's range decides which table a player sits at.
        if (game.gameType !== 'slot') return <StakesTile key={game.id} game={game} onPlay={onPlay} />;
        return <GameCard key={game.id} {...cardOf(game, intl)} onClick={() => onPlay(game)} />;
      })}
    </GameGrid>
  );
}

/**
 * A game's card: its name, cover, and the stated return and volatility its game's definition gives
 * (issue 29), the return written to two decimals in the player's locale.
 */
function cardOf(game: Game, intl: IntlShape): GameCardProps {
  const rtp =
    game.rtp === null
      ? undefined
      : intl.formatMessage(rtpOf, {
          rtp: intl.formatNumber(Number(game.rtp), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
        });
  const volatility =
    game.volatility === null
      ? undefined
      : { level: game.volatility, label: intl.formatMessage(volatilityOf[game.volatility]) };
  return { name: game.name, cover: game.cover, rtp, volatility };
}

/** A jackpot game's card with the pool's current value over its cover, read with the card's name. */
function JackpotTile({ game, jackpot, onPlay }: { game: Game; jackpot: Jackpot; onPlay: Props['onPlay'] }) {
  const intl = useIntl();
  const id = useId();
  const amount = formatMoney(jackpot.amount, { currency: jackpot.currency, locale: intl.locale });
  return (
    <div className={styles.jackpotTile}>
      <GameCard {...cardOf(game, intl)} aria-describedby={id} onClick={() => onPlay(game)} />
      <span id={id} className={styles.jackpotValue}>
        {intl.formatMessage(jackpotOf, { amount })}
      </span>
    </div>
  );
}

/** A table game's card with its stakes under the cover, in the player's money format, read with its name. */
function StakesTile({ game, onPlay }: { game: Game; onPlay: Props['onPlay'] }) {
  const intl = useIntl();
  const id = useId();
  const format = useMoneyFormat();
  const stakes = { min: formatMoney(game.minBet, format), max: formatMoney(game.maxBet, format) };
  return (
    <div className={styles.jackpotTile}>
      <GameCard {...cardOf(game, intl)} aria-describedby={id} onClick={() => onPlay(game)} />
      <span id={id} className={styles.stakesValue}>
        {intl.formatMessage(stakesOf, stakes)}
      </span>
    </div>
  );
}
