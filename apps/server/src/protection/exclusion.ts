import { revokeMemberSessions } from '../auth/index.js';
import { forfeitBonus, normalizeEmail, signalHashesOf } from '../bonuses/index.js';
import type { Db } from '../db/database.js';
import { ApiError, refused } from '../http/envelope.js';
import { findMemberById } from '../members/index.js';
import { inTransaction } from '../wallet/index.js';
import { closingCashOut } from '../withdrawals/index.js';
import { activeBreak, type BreakView, type ExclusionPeriod, startExclusion } from './breaks.js';
import { recordEvent } from './events.js';
import { type NationalRegister, type Person, signalsOf } from './register.js';
import type { SignalKind } from './schema.js';

/** The person behind an account, normalised as the bonus signals are. */
export function personOf(member: { email: string; mobile_prefix: string; mobile: string }): Person {
  const mobile = member.mobile.replace(/\D/g, '');
  return {
    email: normalizeEmail(member.email),
    phone: mobile.length >= 6 ? `${member.mobile_prefix.replace(/\D/g, '')}${mobile}` : '',
  };
}

/**
 * Self-exclusion or closure, at once (SR code 3.5.3): the break, the person's signals kept so a new
 * account is refused, every session ended, the bonus forfeited, then the whole cash balance sent out
 * through a cash-out that skips the usual wait.
 */
export async function excludeAccount(
  db: Db,
  memberId: number,
  kind: 'selfExclusion' | 'closure',
  period: ExclusionPeriod | null,
  now = new Date(),
): Promise<BreakView> {
  const member = await findMemberById(db, memberId);
  if (member === undefined) throw refused('protection.noBreakToEnd');
  const started = await inTransaction(db, async (trx) => {
    const row = await startExclusion(trx, memberId, kind, period, now);
    const signals = [...signalsOf(personOf(member)), ...(await signalHashesOf(trx, memberId))].filter(
      (signal): signal is { kind: SignalKind; valueHash: string } => signal.kind !== 'DEVICE',
    );
    for (const signal of signals)
      await trx
        .insertInto('excluded_signal')
        .values({ member_id: memberId, kind: signal.kind, value_hash: signal.valueHash })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    await revokeMemberSessions(trx, memberId);
    return row;
  });
  try {
    await forfeitBonus(db, memberId);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
  const cashOut = await closingCashOut(db, memberId, kind);
  await recordEvent(db, memberId, 'balanceReturned', {
    withdrawalId: cashOut?.id ?? null,
    amount: cashOut?.amount ?? '0.00',
  });
  return started;
}

/**
 * A new account of a person excluded here (by e-mail, phone or a payment account already seen) or on
 * the national register is refused, naming when the exclusion ends where it has one.
 */
export async function refuseExcludedPerson(
  db: Db,
  register: NationalRegister,
  person: Person,
  now = new Date(),
) {
  const signals = signalsOf(person);
  if (signals.length > 0) {
    const matches = await db
      .selectFrom('excluded_signal')
      .select('member_id')
      .where((eb) =>
        eb.or(signals.map((s) => eb.and([eb('kind', '=', s.kind), eb('value_hash', '=', s.valueHash)]))),
      )
      .execute();
    for (const match of matches) {
      const active = await activeBreak(db, match.member_id, now);
      if (active !== undefined && active.kind !== 'timeOut') throw refused('protection.personExcluded');
    }
  }
  const until = await register.excludedUntil(person, now);
  if (until !== undefined) throw refused('protection.nationalRegister', { until: until.toISOString() });
}

/** A payment account seen on an excluded account: a new account paying from it is refused too. */
export async function paymentAccountExcluded(db: Db, valueHash: string, now = new Date()): Promise<boolean> {
  const matches = await db
    .selectFrom('excluded_signal')
    .select('member_id')
    .where('kind', '=', 'PAYMENT_ACCOUNT')
    .where('value_hash', '=', valueHash)
    .execute();
  for (const match of matches) {
    const active = await activeBreak(db, match.member_id, now);
    if (active !== undefined && active.kind !== 'timeOut') return true;
  }
  return false;
}
