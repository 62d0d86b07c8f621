import { defineMessages } from 'react-intl';
import { labelOf } from '../format/words';
import { t } from '../i18n/i18n';

/** The names the games screen receives (engines, bets, volatility, how a slot reads wins), in words. */
export const engineLabels = defineMessages({
  slot: { id: 'games.engine.slot', defaultMessage: 'Fruit slot' },
  studio: { id: 'games.engine.studio', defaultMessage: 'Studio slot' },
  blackjack: { id: 'games.engine.blackjack', defaultMessage: 'Blackjack' },
  roulette: { id: 'games.engine.roulette', defaultMessage: 'Roulette' },
  baccarat: { id: 'games.engine.baccarat', defaultMessage: 'Baccarat' },
  videopoker: { id: 'games.engine.videopoker', defaultMessage: 'Video poker' },
  sharedroulette: { id: 'games.engine.sharedroulette', defaultMessage: 'Shared roulette table' },
});

export const volatilityLabels = defineMessages({
  low: { id: 'games.volatility.low', defaultMessage: 'Low' },
  medium: { id: 'games.volatility.medium', defaultMessage: 'Medium' },
  high: { id: 'games.volatility.high', defaultMessage: 'High' },
});

export const betLabels = defineMessages({
  numbers: { id: 'games.bet.numbers', defaultMessage: 'Numbers, splits, dozens and every other bet' },
  evenMoney: {
    id: 'games.bet.evenMoney',
    defaultMessage: 'Even-money bets (red, black, odd, even, 1-18, 19-36)',
  },
  banker: { id: 'games.bet.banker', defaultMessage: 'Banker (5 % commission)' },
  player: { id: 'games.bet.player', defaultMessage: 'Player' },
  tie: { id: 'games.bet.tie', defaultMessage: 'Tie (pays 8 to 1)' },
  main: { id: 'games.bet.main', defaultMessage: 'The game, best play' },
});

export const rulesLabels = defineMessages({
  european: { id: 'games.rules.european', defaultMessage: 'European, single zero' },
  french: { id: 'games.rules.french', defaultMessage: 'French, la partage and called bets' },
  classic: { id: 'games.rules.classic', defaultMessage: 'Six decks, hole card and peek' },
  enhc: { id: 'games.rules.enhc', defaultMessage: 'European, no hole card' },
});

export const readingLabels = defineMessages({
  lines: { id: 'games.reading.lines', defaultMessage: '{count} paylines' },
  ways: { id: 'games.reading.ways', defaultMessage: 'Ways (every left-to-right combination)' },
  clusters: { id: 'games.reading.clusters', defaultMessage: 'Cluster pays with cascades' },
});

export const label = (labels: Parameters<typeof labelOf>[0], name: string | null | undefined): string =>
  name ? labelOf(labels, name) : '—';

/** A percent the server sends as a decimal string, shown as it is: never rounded through a float. */
export const percent = (value: string | null | undefined): string => (value ? `${value} %` : '—');

const m = defineMessages({
  oneIn: { id: 'games.oneIn', defaultMessage: '{percent} % (1 in {n})' },
});

/** A chance as a percent and as "1 in n" rounds. */
export function chance(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  if (value === 0) return '0 %';
  return t(m.oneIn, { percent: (value * 100).toFixed(2), n: Math.round(1 / value).toLocaleString() });
}
