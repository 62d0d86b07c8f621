import type { FastifyBaseLogger } from 'fastify';
import { recordSignal } from '../bonuses/index.js';
import type { Db } from '../db/database.js';
import { ApiError, ErrorCode, refused } from '../http/envelope.js';
import { emailUnproven, findMemberById } from '../members/index.js';
import { depositMinimum, findDepositMethod } from '../payments/index.js';
import { depositRefusal, recordLimitHit } from '../protection/index.js';
import type { ShortLived } from '../shared/shortLived.js';
import { inTransaction } from '../wallet/index.js';
import { type Card, checkAmount } from './checks.js';
import type { BtcpayProvider } from './providers/btcpay/btcpay.js';
import type { HostedPaymentProvider } from './providers/hostedPayment/hostedPayment.js';
import type { PaypalProvider } from './providers/paypal/paypal.js';
import type { PixProvider } from './providers/pix/pix.js';
import { type ProviderReading, ProviderUnavailable } from './providers/provider.js';
import { CardRefused, NothingCharged, type StripeProvider } from './providers/stripe/stripe.js';
import {
  type DepositOrder,
  depositedWithin,
  insertOrder,
  lockMemberOrders,
  newOrderId,
  ordersOpenedWithin,
  updateOrder,
} from './repository.js';
import { applyReading } from './settle.js';
import { isFinal } from './status.js';

export interface Providers {
  stripe: StripeProvider | undefined;
  paypal: PaypalProvider | undefined;
  cash: HostedPaymentProvider | undefined;
  cpay: HostedPaymentProvider | undefined;
  pingpong: HostedPaymentProvider | undefined;
  pix: PixProvider | undefined;
  btcpay: BtcpayProvider | undefined;
}

export interface FlowContext {
  db: Db;
  log: FastifyBaseLogger;
  providers: Providers;
  publicUrl: string;
  /** The member's device id (`X-Device-Id`), when the app sent a well-formed one. */
  deviceId?: string;
  /** The player chose the first-deposit bonus with this deposit (the form's `bonus`, issue 32 §2). */
  bonusChosen?: boolean;
}

/** The hosted-checkout return address the app reads (001 §2): order_id and status. */
export const returnUrl = (publicUrl: string, orderId: string, status: string) =>
  `${publicUrl}/#/?payStatus=${status === 'false' ? 'payCancel' : 'payReturn'}&order_id=${orderId}&status=${status}`;

/** New orders a member may open in 10 minutes: each is a call to a provider and a row reconciliation reads. */
export const MAX_ORDERS_PER_10_MINUTES = 20;

/** Method enabled, member known, amount and fields checked in the spec's order: the order row, not yet at a provider. */
export async function openOrder(
  ctx: FlowContext,
  memberId: number,
  method: string,
  provider: string,
  rawAmount: unknown,
  options: { capped?: boolean; thenCheck?: () => void } = {},
): Promise<DepositOrder> {
  const found = await findDepositMethod(ctx.db, method);
  if (found === undefined || found.enabled !== 1) throw refused('deposit.methodDisabled');
  const member = await findMemberById(ctx.db, memberId);
  if (member === undefined) throw refused('deposit.methodDisabled');
  // A Facebook sign-up whose e-mail is not proven yet deposits nothing (issue 26 finding 12).
  if (emailUnproven(member)) throw refused('register.emailUnproven');
  const amount = checkAmount(rawAmount, {
    minimum: await depositMinimum(ctx.db, member.currency),
    currency: member.currency,
    capped: options.capped ?? true,
  });
  // The method's own fields come after the amount (001 §5), and before any order exists.
  options.thenCheck?.();
  // An enabled method whose provider has no keys would leave an order nobody can ever read or pay.
  if (ctx.providers[provider as keyof Providers] === undefined) throw refused('deposit.providerUnavailable');
  const opened = await inTransaction(ctx.db, async (trx) => {
    // One order of a member at a time past this point, so parallel orders cannot each pass the limit.
    await lockMemberOrders(trx, memberId);
    if ((await ordersOpenedWithin(trx, memberId, 10)) >= MAX_ORDERS_PER_10_MINUTES)
      return new ApiError(ErrorCode.tooManyAttempts, 'common.tooManyAttempts');
    const refusal = await depositRefusal(trx, memberId, amount, member.currency, (hours) =>
      depositedWithin(trx, memberId, hours),
    );
    if (refusal !== undefined) return refusal;
    // One offer per person (issue 18): the device the deposit came from.
    if (ctx.deviceId !== undefined) await recordSignal(trx, memberId, 'DEVICE', ctx.deviceId);
    return insertOrder(trx, {
      id: newOrderId(),
      memberId,
      method,
      provider,
      amount,
      currency: member.currency,
      bonusChosen: ctx.bonusChosen === true,
    });
  });
  if (opened instanceof ApiError) {
    if (opened.code !== ErrorCode.tooManyAttempts) await recordLimitHit(ctx.db, memberId, opened, amount);
    throw opened;
  }
  return opened;
}

export function stripeOf(ctx: FlowContext): StripeProvider {
  if (ctx.providers.stripe === undefined) throw refused('deposit.providerUnavailable');
  return ctx.providers.stripe;
}

/**
 * An order at a hosted-payment-page provider: the cash app (the member's name as the note, 001 §2),
 * CPAY (the card with the order; a declined card fails at once) or PingPong (the card typed on its page).
 */
export async function createHostedOrder(
  ctx: FlowContext,
  order: DepositOrder,
  provider: HostedPaymentProvider | undefined,
  extra: { note?: string; card?: Card },
): Promise<{ id: string; payUrl: string }> {
  if (provider === undefined) throw refused('deposit.providerUnavailable');
  let created: Awaited<ReturnType<HostedPaymentProvider['createOrder']>>;
  try {
    created = await provider.createOrder(order, extra);
  } catch (error) {
    if (error instanceof ProviderUnavailable) return unknownOutcome(ctx, order, error);
    throw error;
  }
  await updateOrder(ctx.db, order.id, { provider_payment_id: created.id, pay_url: created.payUrl });
  if (created.reading.status === 'failed') {
    await applyReading(ctx.db, order.id, created.reading, 'create');
    throw refused(
      created.reading.reason === 'insufficient_funds' ? 'deposit.insufficientFunds' : 'deposit.declined',
    );
  }
  await applyReading(ctx.db, order.id, { status: 'awaiting_customer' }, 'create');
  return created;
}

/** A Pix charge for the order, in reais: its location (the page a bank app opens) and its BR Code. */
export async function createPixCharge(ctx: FlowContext, order: DepositOrder) {
  const pix = ctx.providers.pix;
  if (pix === undefined) throw refused('deposit.providerUnavailable');
  try {
    const charge = await pix.createCharge(order);
    await updateOrder(ctx.db, order.id, { provider_payment_id: charge.txid, pay_url: charge.location });
    await applyReading(ctx.db, order.id, { status: 'awaiting_customer' }, 'create');
    return charge;
  } catch (error) {
    if (error instanceof ProviderUnavailable) return unknownOutcome(ctx, order, error);
    throw error;
  }
}

export function btcpayOf(ctx: FlowContext): BtcpayProvider {
  if (ctx.providers.btcpay === undefined) throw refused('deposit.providerUnavailable');
  return ctx.providers.btcpay;
}

/** A BTCPay invoice for a crypto order (CRYPTO: four coins, CRYPT: one), the rate locked while it is open. */
export async function createCryptoInvoice(ctx: FlowContext, order: DepositOrder, methods: string[]) {
  const btcpay = btcpayOf(ctx);
  try {
    const invoice = await btcpay.createInvoice(order, methods);
    await updateOrder(ctx.db, order.id, { provider_payment_id: invoice.invoiceId });
    await applyReading(ctx.db, order.id, { status: 'awaiting_customer' }, 'create');
    return invoice;
  } catch (error) {
    if (error instanceof ProviderUnavailable) return unknownOutcome(ctx, order, error);
    throw error;
  }
}

/** A PayPal order for the deposit (PAYP and PAYPAL_POLL): the approval page the member opens. */
export async function createPaypalOrder(ctx: FlowContext, order: DepositOrder) {
  const paypal = ctx.providers.paypal;
  if (paypal === undefined) throw refused('deposit.providerUnavailable');
  try {
    const created = await paypal.createOrder(
      order,
      returnUrl(ctx.publicUrl, order.id, 'true'),
      returnUrl(ctx.publicUrl, order.id, 'false'),
    );
    await updateOrder(ctx.db, order.id, {
      provider_payment_id: created.paypalOrderId,
      pay_url: created.approveUrl,
    });
    await applyReading(ctx.db, order.id, { status: 'awaiting_customer' }, 'create');
    return created;
  } catch (error) {
    if (error instanceof ProviderUnavailable) return unknownOutcome(ctx, order, error);
    throw error;
  }
}

/**
 * A provider that did not answer clearly leaves the outcome unknown: the order goes to review for the
 * reconciliation run, and the member reads "try later".
 */
async function unknownOutcome(ctx: FlowContext, order: DepositOrder, error: unknown): Promise<never> {
  ctx.log.warn(
    { orderId: order.id, provider: order.provider, err: error },
    'deposit provider did not answer',
  );
  await applyReading(ctx.db, order.id, { status: 'review', reason: 'provider did not answer' }, 'create');
  throw refused('deposit.providerUnavailable');
}

export async function createCheckout(ctx: FlowContext, order: DepositOrder): Promise<{ iframe: string }> {
  const stripe = stripeOf(ctx);
  try {
    const session = await stripe.createCheckout(order, (status) =>
      returnUrl(ctx.publicUrl, order.id, status),
    );
    await updateOrder(ctx.db, order.id, { provider_payment_id: session.sessionId, pay_url: session.url });
    await applyReading(ctx.db, order.id, { status: 'awaiting_customer' }, 'create');
    return { iframe: session.url };
  } catch (error) {
    if (error instanceof ProviderUnavailable) return unknownOutcome(ctx, order, error);
    throw error;
  }
}

/**
 * Charges the card for the order. Approved: credited now (status 10). 3-D Secure: status 5 and the
 * challenge page. Declined: the order fails and the member reads why (error 2).
 */
export async function chargeCard(
  ctx: FlowContext,
  order: DepositOrder,
  card: Card | string,
): Promise<{ depositId: string; status: DepositOrder['status']; payUrl: string | null }> {
  const stripe = stripeOf(ctx);
  let reading: ProviderReading;
  let payUrl: string | null = null;
  try {
    const charge = await stripe.charge(order, card, returnUrl(ctx.publicUrl, order.id, 'true'), (intentId) =>
      updateOrder(ctx.db, order.id, { provider_payment_id: intentId }).then(() => undefined),
    );
    reading = charge.reading;
    payUrl = charge.payUrl;
  } catch (error) {
    if (error instanceof CardRefused) {
      await applyReading(ctx.db, order.id, error.reading, 'create');
      throw refused(error.reason === 'insufficientFunds' ? 'deposit.insufficientFunds' : 'deposit.declined');
    }
    if (error instanceof NothingCharged) {
      await applyReading(
        ctx.db,
        order.id,
        { status: 'failed', reason: 'provider did not answer; nothing charged' },
        'create',
      );
      throw refused('deposit.providerUnavailable');
    }
    if (error instanceof ProviderUnavailable) return unknownOutcome(ctx, order, error);
    throw error;
  }
  if (payUrl !== null) await updateOrder(ctx.db, order.id, { pay_url: payUrl });
  const applied = await applyReading(ctx.db, order.id, reading, 'create');
  const status = applied?.order.status ?? order.status;
  if (status === 'failed') throw refused('deposit.declined');
  return { depositId: order.id, status, payUrl };
}

/**
 * The spec's polling calls settle too (issue 15 §2): an open order is re-read from its provider. A
 * provider that does not answer changes nothing; the member keeps polling.
 */
export async function refresh(ctx: FlowContext, order: DepositOrder): Promise<DepositOrder> {
  return (await refreshReading(ctx, order)).order;
}

/**
 * As refresh, answering also what the provider said. `inReview` reads an order held for review too
 * (changing nothing: only reconciliation or an operator moves it), for what a screen shows of it.
 */
export async function refreshReading(
  ctx: FlowContext,
  order: DepositOrder,
  { inReview = false } = {},
): Promise<{ order: DepositOrder; reading?: ProviderReading }> {
  if (isFinal(order.status) || (order.status === 'review' && !inReview)) return { order };
  const provider = ctx.providers[order.provider as keyof Providers];
  if (provider === undefined) return { order };
  try {
    const reading = await provider.read(order);
    if (order.status === 'review') return { order, reading };
    return { order: (await applyReading(ctx.db, order.id, reading, 'poll'))?.order ?? order, reading };
  } catch (error) {
    ctx.log.warn({ orderId: order.id, err: error }, 'deposit poll could not read the provider');
    return { order };
  }
}

/** How long the second card variant's token stays payable between its two steps. */
const cardTokenMs = 15 * 60_000;
const tokenKey = (orderId: string) => `deposit:cardToken:${orderId}`;

/**
 * Second card variant (001 §4, cattl), first step: the card goes to the provider at once and only its
 * token is kept (in the shared short-lived store, so the second step may reach any instance), never
 * the card. The token is gone after 15 minutes, and the order then cannot be paid.
 */
export async function tokenizeCard(ctx: FlowContext, order: DepositOrder, card: Card, store: ShortLived) {
  const stripe = stripeOf(ctx);
  let token: string;
  try {
    token = await stripe.tokenize(card);
  } catch (error) {
    if (error instanceof CardRefused) {
      await applyReading(ctx.db, order.id, error.reading, 'create');
      throw refused('deposit.declined');
    }
    if (error instanceof ProviderUnavailable) return unknownOutcome(ctx, order, error);
    throw error;
  }
  await store.put(tokenKey(order.id), token, cardTokenMs);
}

/** The second step's token, once: a second pay call finds none. */
export function takeCardToken(store: ShortLived, orderId: string): Promise<string | undefined> {
  return store.take(tokenKey(orderId));
}
