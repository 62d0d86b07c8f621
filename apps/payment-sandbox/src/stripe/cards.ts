import { createHash, randomBytes } from 'node:crypto';

/** Stripe's public test cards (docs.stripe.com/testing) and what the sandbox does with each. */
export type CardBehaviour =
  | { kind: 'success' }
  | { kind: 'decline'; declineCode: string }
  | { kind: 'challenge'; afterAuth: 'success' | 'decline' };

const cards: Record<string, CardBehaviour> = {
  '4242424242424242': { kind: 'success' },
  '5555555555554444': { kind: 'success' },
  '2223003122003222': { kind: 'success' },
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

/**
 * A card's fingerprint, the same for every payment with one number as Stripe's is. Stripe's documented
 * numbers above are typed by every tester, so each payment with one stands for a different test card
 * (a fingerprint of its own); any other number keeps one fingerprint, to show two payments by one card.
 */
export function fingerprintOf(number: string): string {
  const seed = number in cards ? randomBytes(16).toString('hex') : number;
  return createHash('sha256').update(`fingerprint:${seed}`).digest('base64url').slice(0, 16);
}

/** The brand Stripe reports, from the number's prefix (the brands the casino's card forms accept). */
export function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

/** A card as Stripe's API receives it (card[number], card[exp_month], ...), its object, and its behaviour. */
export function cardMethod(card: Record<string, unknown>, id: string, created: number) {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const number = text(card.number);
  if (number === '') return undefined;
  return {
    method: {
      id,
      object: 'payment_method' as const,
      type: 'card' as const,
      card: {
        brand: brandOf(number),
        last4: number.slice(-4),
        exp_month: Number(text(card.exp_month)),
        exp_year: Number(text(card.exp_year)),
        fingerprint: fingerprintOf(number),
      },
      created,
      livemode: false as const,
    },
    behaviour: behaviourOf(number),
  };
}
