/** A stake as the page sends it: a decimal string, checked by parseMoney in the vendor. */
export const moneySchema = { type: 'string', maxLength: 16 } as const;

/** One roulette placement as the page sends it, for the RNG tables and the shared table alike. */
export interface RouletteBetsBody {
  bets: { kind: string; numbers?: number[]; index?: number; amount: string }[];
}

export const rouletteBetsSchema = {
  type: 'object',
  required: ['bets'],
  properties: {
    bets: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        required: ['kind', 'amount'],
        properties: {
          kind: { type: 'string', maxLength: 16 },
          numbers: { type: 'array', maxItems: 6, items: { type: 'integer' } },
          index: { type: 'integer' },
          amount: moneySchema,
        },
      },
    },
  },
} as const;
