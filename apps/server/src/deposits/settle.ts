import { onDepositCredited, recordSignal } from '../bonuses/index.js';
import { NewsType, notifyMember } from '../content/index.js';
import type { Db } from '../db/database.js';
import { moneyParam } from '../i18n/index.js';
import { markCredited } from '../members/index.js';
import { exponentOf, formatMinor, toMinor } from '../shared/money.js';
import { credit, inTransaction, TransactionClass } from '../wallet/index.js';
import type { ProviderReading } from './providers/provider.js';
import { type DepositOrder, lockOrder, logChange, updateOrder } from './repository.js';
import { canMove, isFinal, type OrderStatus, reopensOnPayment, type Source } from './status.js';

export interface Applied {
  order: DepositOrder;
  changed: boolean;
}

/** A success for another amount or currency is not credited: a person looks at it (issue 15 §1). */
export function targetOf(
  order: DepositOrder,
  reading: ProviderReading,
): { status: OrderStatus; note: string | null } {
  if (reading.status !== 'succeeded') return { status: reading.status, note: reading.reason ?? null };
  // Exact in the order's currency: cents for fiat, satoshi for BTC.
  const exponent = exponentOf(order.currency);
  const paid = reading.amount === undefined ? undefined : toMinor(reading.amount, exponent);
  if (paid === undefined || paid !== toMinor(order.amount, exponent)) {
    return { status: 'review', note: `paid ${reading.amount ?? '?'} for an order of ${order.amount}` };
  }
  if (reading.currency === undefined || reading.currency.toUpperCase() !== order.currency.toUpperCase()) {
    return { status: 'review', note: `paid in ${reading.currency ?? '?'} for an order in ${order.currency}` };
  }
  return { status: 'succeeded', note: reading.reason ?? null };
}

/**
 * Moves an order to what its provider says, under the order's row lock. Entering succeeded books the
 * one DEPOSIT ledger row (keyed by provider and provider payment id) and the member's credited flag
 * in the same transaction; whichever caller comes second finds the order final and changes nothing.
 */
export async function applyReading(
  db: Db,
  orderId: string,
  reading: ProviderReading,
  source: Source,
): Promise<Applied | undefined> {
  return inTransaction(db, async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (order === undefined) return undefined;
    const reopened = reopensOnPayment(order.status, reading.status);
    const target = reopened
      ? {
          status: 'review' as const,
          note: `reported ${reading.status === 'succeeded' ? 'paid' : (reading.reason ?? 'a payment')} after the order was ${order.status}`,
        }
      : targetOf(order, reading);
    if (!reopened && !canMove(order.status, target.status, source)) return { order, changed: false };
    const providerPaymentId = order.provider_payment_id ?? reading.providerPaymentId ?? null;
    const updated = await updateOrder(trx, order.id, {
      status: target.status,
      provider_payment_id: providerPaymentId,
      review_reason: target.status === 'review' ? target.note : order.review_reason,
      settled_at: isFinal(target.status) ? new Date() : null,
    });
    await logChange(trx, order.id, order.status, target.status, source, target.note);
    if (target.status === 'succeeded') {
      await credit(trx, {
        memberId: order.member_id,
        type: 'DEPOSIT',
        class: TransactionClass.cash,
        amount: order.amount,
        externalRef: `deposit:${order.provider}:${providerPaymentId ?? order.id}`,
        referenceRef: order.id,
      });
      await markCredited(trx, order.member_id);
      await notifyMember(trx, order.member_id, NewsType.deposit, 'news.depositCredited', {
        amount: moneyParam(order.amount, order.currency),
      });
      // One offer per person (issue 18): the paying account, before the first deposit's bonus looks
      // for another member who paid with it; that bonus is credited in the same transaction.
      if (reading.payerAccount !== undefined)
        await recordSignal(
          trx,
          order.member_id,
          'PAYMENT_ACCOUNT',
          `${order.provider}:${reading.payerAccount}`,
        );
      // The first-deposit bonus only when the player chose it on this order (issue 32 §2), in the
      // order's currency: the bonus terms are converted to it (bonusRulesIn).
      if (order.bonus_chosen)
        await onDepositCredited(
          trx,
          order.member_id,
          toMinor(order.amount, exponentOf(order.currency)) ?? 0n,
        );
    } else if (target.status === 'review') {
      // The member would otherwise see a payment taken and no balance: say it is being checked.
      // Paid short (issue 32 §4): the news names what arrived, not the amount the order asked for.
      const received = arrived(order, reading);
      if (received === undefined)
        await notifyMember(trx, order.member_id, NewsType.deposit, 'news.depositHeld', {
          amount: moneyParam(order.amount, order.currency),
        });
      else
        await notifyMember(trx, order.member_id, NewsType.deposit, 'news.depositPaidShort', {
          amount: moneyParam(order.amount, order.currency),
          received: moneyParam(received, order.currency),
        });
    }
    return { order: updated, changed: true };
  });
}

/**
 * What the provider says arrived, in the order's currency, when it is less than the order: a crypto
 * invoice's shortfall (its value at the invoice's rate), else a smaller amount paid.
 */
function arrived(order: DepositOrder, reading: ProviderReading): string | undefined {
  const value = reading.shortfall?.receivedValue ?? reading.amount;
  const currency = reading.shortfall?.currency ?? reading.currency;
  if (value === undefined || currency?.toUpperCase() !== order.currency.toUpperCase()) return undefined;
  const exponent = exponentOf(order.currency);
  const paid = toMinor(value, exponent);
  const asked = toMinor(order.amount, exponent);
  return paid !== undefined && asked !== undefined && paid > 0n && paid < asked
    ? formatMinor(paid, exponent)
    : undefined;
}
