import { randomBytes } from 'node:crypto';
import type { CardBehaviour } from './cards';

// Stripe's objects as the sandbox keeps and answers them: the fields the casino reads.

export type Metadata = Record<string, string>;

export interface PaymentError {
  type: 'card_error';
  code: string;
  decline_code?: string;
  message: string;
}

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status:
    | 'requires_payment_method'
    | 'requires_confirmation'
    | 'requires_action'
    | 'processing'
    | 'succeeded'
    | 'canceled';
  metadata: Metadata;
  last_payment_error: PaymentError | null;
  cancellation_reason: 'abandoned' | 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  next_action: {
    type: 'redirect_to_url';
    redirect_to_url: { url: string; return_url: string | null };
  } | null;
  return_url: string | null;
  /** The card paid with; none for the hosted checkout, whose page takes no card in the sandbox. */
  payment_method: string | null;
  created: number;
  livemode: false;
  /** Sandbox only, never answered: what Complete authentication leads to. */
  afterAuth?: 'success' | 'decline';
  /** Sandbox only, never answered: what the card of an intent created unconfirmed does once confirmed. */
  pendingBehaviour?: CardBehaviour | undefined;
}

export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number; fingerprint: string };
  created: number;
  livemode: false;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Metadata;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
}

export const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const now = () => Math.floor(Date.now() / 1000);

/** An intent as Stripe answers it: without the sandbox's own afterAuth and held card. */
export function publicIntent(intent: PaymentIntent) {
  const { afterAuth: _hidden, pendingBehaviour: _pending, ...visible } = intent;
  return visible;
}
