/** Stripe's public test cards (docs.stripe.com/testing) and what the sandbox does with each. */
export type CardBehaviour =
  | { kind: 'success' }
  | { kind: 'decline'; declineCode: string }
  | { kind: 'challenge'; afterAuth: 'success' | 'decline' };

const cards: Record<string, CardBehaviour> = {
  '4242424242424242': { kind: 'success' },
  '4000000000000002': { kind: 'decline', declineCode: 'generic_decline' },
  '4000000000009995': { kind: 'decline', declineCode: 'insufficient_funds' },
  '4000000000003220': { kind: 'challenge', afterAuth: 'success' },
  '4000002760003184': { kind: 'challenge', afterAuth: 'success' },
  '4000008400001629': { kind: 'challenge', afterAuth: 'decline' },
};

/** Any other number is approved, as Stripe's test mode approves any valid-looking card. */
export function behaviourOf(number: string): CardBehaviour {
  return cards[number] ?? { kind: 'success' };
}
