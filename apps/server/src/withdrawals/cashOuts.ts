import { timingSafeEqual } from 'node:crypto';
import { NewsType, notifyMember } from '../content/index.js';
import type { Db } from '../db/database.js';
import { ApiError, ErrorCode, refused } from '../http/envelope.js';
import { moneyParam } from '../i18n/index.js';
import { attachDocuments, findMemberById, findMemberByLogin } from '../members/index.js';
import { findCashoutMethod, readWithdrawConfig } from '../payments/index.js';
import { findCurrency } from '../reference/index.js';
import { formatMinor } from '../shared/money.js';
import { hashToken, newToken } from '../shared/tokens.js';
import {
  holdCashOut,
  inTransaction,
  largestDeposit,
  lockWalletForCashOut,
  returnCashOut,
} from '../wallet/index.js';
import {
  changeStatus,
  findByLookup,
  findOwnWithdrawal,
  findWithdrawal,
  hasPending,
  insertLookup,
  insertWithdrawal,
  lastSubmittedAt,
  latestOfMember,
  lockLookupsOf,
  lockWithdrawal,
  monthTotalCents,
  recentLookupFailures,
  recordLookupFailure,
  type WithdrawalRow,
} from './repository.js';
import {
  accountHint,
  cancelOutcome,
  cashOutConfigIn,
  cashoutMethodCodes,
  checkApplication,
  checkDocumentsApproved,
  checkMonthlyCap,
  checkNotTooSoon,
  LOOKUP_FAILURES_PER_HOUR,
  memberNewsOf,
  monthlyCapCents,
  newLookupCode,
  normalizeLookupCode,
  type ReviewAction,
  returnsMoney,
  reviewOutcome,
  type WithdrawApplication,
  WithdrawStatus,
} from './rules.js';

/** A lookup token reads its cash-out for this long (contract: withdrawQueryLogin). */
export const LOOKUP_MINUTES = 15;

const notFound = () => new ApiError(ErrorCode.notFound, 'withdraw.notFound');

/** Ids are integer columns: anything outside them is a request nobody can have. */
export function withdrawalId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647
    ? id
    : undefined;
}

const orNull = (text: string) => (text === '' ? null : text);

/**
 * A member's cash-out request (contract applyWithdraw). One transaction: the wallet row is locked
 * first, so a double click, a second tab or a bet in flight is checked against the balance the first
 * one left; the request row, the attached proofs and the WITHDRAW ledger row commit together or not
 * at all.
 */
export async function applyCashOut(
  db: Db,
  memberId: number,
  application: WithdrawApplication,
): Promise<{ row: WithdrawalRow; lookupCode: string; email: string; username: string }> {
  return db.transaction().execute(async (trx) => {
    const wallet = await lockWalletForCashOut(trx, memberId);
    const member = await findMemberById(trx, memberId);
    if (member === undefined) throw new ApiError(ErrorCode.session, 'common.sessionExpired');
    const cap = (await readWithdrawConfig(trx)).monthlyPayoutCap;
    const [capCurrency, memberCurrency] = await Promise.all([
      findCurrency(trx, cap.currency),
      findCurrency(trx, member.currency),
    ]);
    if (capCurrency === undefined || memberCurrency === undefined) {
      throw new Error(`no exchange rate for ${cap.currency} or ${member.currency}`);
    }
    // The figures in the account's currency: a BTC account's minimum is satoshi, not 200 bitcoins.
    const config = cashOutConfigIn(
      await readWithdrawConfig(trx, member.currency),
      member.currency,
      String(memberCurrency.exchange_rate),
    );
    checkNotTooSoon(await lastSubmittedAt(trx, memberId), new Date(), config);
    if (member.activated !== 1) throw refused('withdraw.notActivated');
    if (await hasPending(trx, memberId)) throw refused('withdraw.pendingExists');
    const method =
      application.paymentMethod === '' ? undefined : await findCashoutMethod(trx, application.paymentMethod);
    const checked = checkApplication(application, {
      config,
      largestDeposit: await largestDeposit(trx, memberId),
      currency: member.currency,
      rollingAmount: wallet.rollingAmount,
      withdrawable: wallet.withdrawable,
      wageredAmount: wallet.wageredAmount,
      method,
      documentsOnFile: { idcardProofId: member.idcard_proof_id, paymentProofId: member.payment_proof_id },
    });
    checkMonthlyCap(
      checked.amountCents,
      await monthTotalCents(trx, memberId, wallet.exponent),
      monthlyCapCents(cap.amount, capCurrency.exchange_rate, memberCurrency.exchange_rate, wallet.exponent),
      member.currency,
    );
    await attachDocuments(trx, member, application.proofs);
    const lookupCode = newLookupCode();
    const row = await insertWithdrawal(
      trx,
      {
        member_id: memberId,
        amount: formatMinor(checked.amountCents, wallet.exponent),
        currency: member.currency,
        payment_method: checked.method,
        account_name: orNull(application.accountName),
        dni: orNull(application.dni),
        account_number: orNull(application.accountNumber),
        interbank_account_number: orNull(application.interbankAccountNumber),
        email: orNull(application.email),
        routing_number: orNull(application.routingNumber),
        cpf: orNull(application.cpf),
        payout_account_name: orNull(application.payoutData.accountName),
        payout_to_account: orNull(application.payoutData.toAccount),
        account_hint: accountHint(checked.method, application),
        lookup_code_hash: hashToken(normalizeLookupCode(lookupCode)),
      },
      'member',
    );
    await holdCashOut(trx, { memberId, withdrawalId: row.id, amount: row.amount });
    return { row, lookupCode, email: member.email, username: member.username };
  });
}

/**
 * The member cancels a pending request (contract cancelWithdraw): status 1 and the amount back as a
 * WITHDRAW_ROLLBACK row in one transaction. Locks the wallet, then the request, as every cash-out
 * change does, so concurrent cancels queue and the second finds it already cancelled.
 */
export async function cancelCashOut(db: Db, memberId: number, id: number): Promise<WithdrawalRow> {
  return db.transaction().execute(async (trx) => {
    await lockWalletForCashOut(trx, memberId);
    const row = await lockWithdrawal(trx, id, memberId);
    if (row === undefined) throw notFound();
    if (cancelOutcome(row.status) === 'already') return row;
    const updated = await changeStatus(trx, row, WithdrawStatus.canceled, 'member');
    await returnCashOut(trx, { memberId, withdrawalId: row.id, amount: row.amount });
    return updated;
  });
}

/**
 * The operator moves a request on (the back office and the review command). Reject, fail and refund
 * return the amount in the same transaction (a fail after payment holds it instead); pass needs the
 * member's proof of ID and payment proof approved; repeating a move that was already made changes
 * nothing. A rejection names its reason, which the member reads in the news; every move the member
 * must hear about posts news in the same transaction, so it exists exactly when the move does. Runs
 * in the caller's transaction when given one, so the back office's audit row commits with the move.
 */
export async function reviewCashOut(
  db: Db,
  id: number,
  action: ReviewAction,
  note: string | null = null,
): Promise<{ row: WithdrawalRow; before: WithdrawalRow; changed: boolean }> {
  const reason = note?.trim() ?? '';
  if (action === 'reject' && reason === '') throw new RangeError('a rejection needs a reason');
  return inTransaction(db, async (trx) => {
    const found = await findWithdrawal(trx, id);
    if (found === undefined) throw notFound();
    await lockWalletForCashOut(trx, found.member_id);
    const row = (await lockWithdrawal(trx, id))!;
    const to = reviewOutcome(action, row.status);
    if (to === 'already') return { row, before: row, changed: false };
    if (action === 'pass') {
      const member = (await findMemberById(trx, row.member_id))!;
      checkDocumentsApproved({
        idcardProofStatus: member.idcard_proof_status,
        paymentProofStatus: member.payment_proof_status,
      });
    }
    const updated = await changeStatus(trx, row, to, 'operator', note);
    if (returnsMoney(updated.status)) {
      await returnCashOut(trx, { memberId: row.member_id, withdrawalId: row.id, amount: row.amount });
    }
    const news = memberNewsOf(updated.status);
    if (news !== null) {
      await notifyMember(trx, row.member_id, NewsType.withdraw, news, {
        id: row.id,
        amount: moneyParam(row.amount, row.currency),
        reason,
      });
    }
    return { row: updated, before: row, changed: true };
  });
}

/**
 * Opens a lookup of one cash-out by username (or e-mail, as login accepts), id and the lookup code
 * shown and mailed when it was made. Any mismatch answers the same error 3 after the same queries,
 * so nobody learns which accounts or ids exist; each is counted against the login name as typed,
 * and after LOOKUP_FAILURES_PER_HOUR in an hour its lookups are refused (error 4), from any address.
 */
export async function openLookup(
  db: Db,
  username: string,
  id: number | undefined,
  code: string,
): Promise<{ queryToken: string; expiresAt: string }> {
  const login = username.trim().toLowerCase();
  const outcome = await db.transaction().execute(async (trx) => {
    // One lookup per login name at a time, so 50 parallel guesses cannot all pass the count.
    await lockLookupsOf(trx, login);
    if ((await recentLookupFailures(trx, login)) >= LOOKUP_FAILURES_PER_HOUR) return 'tooMany';
    const member = await findMemberByLogin(trx, username);
    const row = await findOwnWithdrawal(trx, id ?? 0, member?.id ?? 0);
    const given = Buffer.from(hashToken(normalizeLookupCode(code)));
    const stored = Buffer.from(row?.lookup_code_hash ?? '0'.repeat(given.length));
    if (row === undefined || row.lookup_code_hash === null || !timingSafeEqual(given, stored)) {
      await recordLookupFailure(trx, login);
      return 'noMatch';
    }
    const token = newToken();
    const expiresAt = new Date(Date.now() + LOOKUP_MINUTES * 60_000);
    await insertLookup(trx, hashToken(token), row.id, expiresAt);
    return { queryToken: token, expiresAt: expiresAt.toISOString() };
  });
  if (outcome === 'tooMany') throw new ApiError(ErrorCode.tooManyAttempts, 'withdraw.queryTooMany');
  if (outcome === 'noMatch') throw new ApiError(ErrorCode.notFound, 'withdraw.queryNoMatch');
  return outcome;
}

/** The cash-out a live lookup token reads; an expired or unknown token is refused (error 2). */
export async function readLookup(db: Db, token: string): Promise<WithdrawalRow> {
  const row = await findByLookup(db, hashToken(token));
  if (row === undefined) throw refused('withdraw.queryExpired');
  return row;
}

/**
 * The whole cash balance back to the player when the account is self-excluded or closed (issue 30):
 * no minimum, no wait since the last request and no wagering hold, since the player may not play it
 * off. Paid like any request from the review queue, to the details of the player's latest cash-out
 * (an operator completes them when there is none). A request already pending keeps the rest in the
 * wallet for the operator, as the one-pending rule of the table demands.
 */
export async function closingCashOut(
  db: Db,
  memberId: number,
  note: string,
): Promise<WithdrawalRow | undefined> {
  return inTransaction(db, async (trx) => {
    const wallet = await lockWalletForCashOut(trx, memberId);
    const amountCents = wallet.cash;
    if (amountCents <= 0n || (await hasPending(trx, memberId))) return undefined;
    const member = await findMemberById(trx, memberId);
    if (member === undefined) return undefined;
    const [latest] = await latestOfMember(trx, memberId, 1);
    const row = await insertWithdrawal(
      trx,
      {
        member_id: memberId,
        amount: formatMinor(amountCents, wallet.exponent),
        currency: member.currency,
        payment_method: latest?.payment_method ?? cashoutMethodCodes[0],
        account_name: latest?.account_name ?? null,
        dni: latest?.dni ?? null,
        account_number: latest?.account_number ?? null,
        interbank_account_number: latest?.interbank_account_number ?? null,
        email: latest?.email ?? member.email,
        routing_number: latest?.routing_number ?? null,
        cpf: latest?.cpf ?? null,
        payout_account_name: latest?.payout_account_name ?? null,
        payout_to_account: latest?.payout_to_account ?? null,
        account_hint: latest?.account_hint ?? null,
        lookup_code_hash: hashToken(newToken()),
      },
      'member',
    );
    await trx
      .updateTable('withdrawal_status_change')
      .set({ note })
      .where('withdrawal_id', '=', row.id)
      .execute();
    await holdCashOut(trx, { memberId, withdrawalId: row.id, amount: row.amount });
    return row;
  });
}
