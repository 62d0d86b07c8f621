import { createHash } from 'node:crypto';
import type { Generated } from 'kysely';
import type { Db } from '../db/database.js';
import type { BonusKind } from './schema.js';

export type SignalKind = 'EMAIL' | 'PHONE' | 'DEVICE' | 'PAYMENT_ACCOUNT';

declare module '../db/schema.js' {
  interface Database {
    bonus_signal: { member_id: number; kind: SignalKind; value_hash: string; created_at: Generated<Date> };
    bonus_refusal: {
      id: Generated<string>;
      member_id: number;
      grant_kind: string;
      signal_kind: SignalKind;
      other_member_id: number;
      created_at: Generated<Date>;
    };
  }
}

/**
 * The same person behind two accounts writes their e-mail differently: case, a +tag, and for Gmail the
 * dots are all ignored by the mailbox.
 */
export function normalizeEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const base = local.split('+')[0] ?? '';
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${gmail ? base.replaceAll('.', '') : base}@${gmail ? 'gmail.com' : domain}`;
}

const hash = (kind: SignalKind, value: string) =>
  createHash('sha256').update(`${kind}:${value}`).digest('hex');

/**
 * The player app's device id (`X-Device-Id`): a random UUID it generated once and keeps in local
 * storage, not a fingerprint of the browser. Anything else is ignored, never refused: a missing or
 * tampered id only loses the signal.
 */
export function deviceIdOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers['x-device-id'];
  if (typeof value !== 'string') return undefined;
  const id = value.trim().toLowerCase();
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id) ? id : undefined;
}

/** Records one signal of a member (hashed); empty values are not signals. */
export async function recordSignal(db: Db, memberId: number, kind: SignalKind, value: string): Promise<void> {
  const normalized = kind === 'EMAIL' ? normalizeEmail(value) : value.trim();
  if (normalized === '' || normalized === '@') return;
  await db
    .insertInto('bonus_signal')
    .values({ member_id: memberId, kind, value_hash: hash(kind, normalized) })
    .onConflict((conflict) => conflict.columns(['member_id', 'kind', 'value_hash']).doNothing())
    .execute();
}

/** The device a registration or a deposit came from, when the app sent a well-formed id. */
export async function recordDevice(
  db: Db,
  memberId: number,
  headers: Record<string, string | string[] | undefined>,
): Promise<void> {
  const device = deviceIdOf(headers);
  if (device !== undefined) await recordSignal(db, memberId, 'DEVICE', device);
}

/** The account's own signals: its e-mail and its phone (prefix and number, digits only). */
export async function recordMemberSignals(db: Db, memberId: number): Promise<void> {
  const member = await db
    .selectFrom('member')
    .select(['email', 'mobile_prefix', 'mobile'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (member === undefined) return;
  await recordSignal(db, memberId, 'EMAIL', member.email);
  const mobile = member.mobile.replace(/\D/g, '');
  if (mobile.length >= 6)
    await recordSignal(db, memberId, 'PHONE', `${member.mobile_prefix.replace(/\D/g, '')}${mobile}`);
}

/**
 * Another member who shares a signal with this one and already had an offer of this kind (sign-up or
 * first-deposit bonus): the offer is refused and, with `record`, the match is kept for the operator.
 */
export async function sharedOfferHolder(db: Db, memberId: number, kind: BonusKind, record = true) {
  await recordMemberSignals(db, memberId);
  const match = await db
    .selectFrom('bonus_signal as mine')
    .innerJoin('bonus_signal as theirs', (join) =>
      join
        .onRef('theirs.kind', '=', 'mine.kind')
        .onRef('theirs.value_hash', '=', 'mine.value_hash')
        .onRef('theirs.member_id', '<>', 'mine.member_id'),
    )
    .innerJoin('bonus_grant', 'bonus_grant.member_id', 'theirs.member_id')
    .select(['theirs.member_id as otherMemberId', 'mine.kind as signal'])
    .where('mine.member_id', '=', memberId)
    .where('bonus_grant.kind', '=', kind)
    .executeTakeFirst();
  if (match !== undefined && record) {
    await db
      .insertInto('bonus_refusal')
      .values({
        member_id: memberId,
        grant_kind: kind,
        signal_kind: match.signal,
        other_member_id: match.otherMemberId,
      })
      .execute();
  }
  return match;
}

/** A member's hashed signals, for the protection domain to keep when the member self-excludes. */
export async function signalHashesOf(
  db: Db,
  memberId: number,
): Promise<{ kind: SignalKind; valueHash: string }[]> {
  const rows = await db
    .selectFrom('bonus_signal')
    .select(['kind', 'value_hash'])
    .where('member_id', '=', memberId)
    .where('kind', '!=', 'DEVICE')
    .execute();
  return rows.map((row) => ({ kind: row.kind, valueHash: row.value_hash }));
}
