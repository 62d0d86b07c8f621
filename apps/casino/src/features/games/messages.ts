import { defineMessage, defineMessages } from 'react-intl';

export const slideOf = defineMessage<{ position: number; count: number }>({
  id: 'game.slideOf',
  defaultMessage: 'Slide {position} of {count}',
});

/** The progressive jackpot's value on a jackpot game's tile. */
export const jackpotOf = defineMessage<{ amount: string }>({
  id: 'game.jackpot',
  defaultMessage: 'Jackpot {amount}',
});

/** A table game's stakes on its tile (issue 32 §14: the cover carries no words). */
export const stakesOf = defineMessage<{ min: string; max: string }>({
  id: 'game.stakes',
  defaultMessage: 'Bets {min} – {max}',
});

/** A game's stated return on its tile, from its game's definition (issue 29); `rtp` in the locale's digits. */
export const rtpOf = defineMessage<{ rtp: string }>({
  id: 'game.rtp',
  defaultMessage: 'RTP {rtp} %',
});

/** A game's volatility on its tile, as its definition declares it. */
export const volatilityOf = defineMessages({
  low: { id: 'game.volatility.low', defaultMessage: 'Low volatility' },
  medium: { id: 'game.volatility.medium', defaultMessage: 'Medium volatility' },
  high: { id: 'game.volatility.high', defaultMessage: 'High volatility' },
});

export const gameMessages = defineMessages({
  categories: { id: 'game.categories', defaultMessage: 'Game categories' },
  top: { id: 'game.top', defaultMessage: 'Top' },
  all: { id: 'game.all', defaultMessage: 'All' },
  slots: { id: 'game.slots', defaultMessage: 'Slots Games' },
  table: { id: 'game.table', defaultMessage: 'Table Games' },
  fun: { id: 'game.fun', defaultMessage: 'Fun' },
  treasure: { id: 'game.treasure', defaultMessage: 'Treasure' },
  recently: { id: 'game.recently', defaultMessage: 'Recently played' },
  live: { id: 'game.live', defaultMessage: 'Live Casino' },
  launchFailed: { id: 'game.launchFailed', defaultMessage: 'Fail to launch game' },
  blockAmount: {
    id: 'withdraw.blockAmount',
    defaultMessage: 'As an ordinary member your balance is full. Please cash out before continuing to play.',
  },
  banners: { id: 'game.banners', defaultMessage: 'Promotions' },
  previous: { id: 'game.previous', defaultMessage: 'Previous' },
});
