export interface Player {
  memberId: number;
  token: string;
}

export const gameId = 1;

/**
 * Call n: player n mod P, alternately a bet and the win closing its round (1.00 each), so every
 * balance stays put however long the run is.
 */
export function callFor(prefix: string, all: Player[], n: number) {
  const player = all[n % all.length]!;
  const turn = Math.floor(n / all.length);
  return {
    kind: turn % 2 === 0 ? ('bet' as const) : ('win' as const),
    player,
    body: {
      transactionId: `${prefix}-${n}`,
      sessionToken: player.token,
      gameId,
      roundId: `${prefix}-${player.memberId}-${Math.floor(turn / 2)}`,
      amount: '1.00',
      currency: 'USD',
    },
  };
}
