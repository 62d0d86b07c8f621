import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { formatCents, toCents } from '../../shared/money.js';
import { findGrantDifferences } from '../../wallet/index.js';
import type { Op } from './history.js';
import { type Change, type Expectation, MemberModel } from './model.js';
import type { Outcome, Setup } from './run.js';

interface LedgerRow {
  id: number;
  member_id: number;
  type: string;
  class: number;
  amount: string;
  balance_before: string;
  balance_after: string;
  external_ref: string;
}

/** One committed change in commit order: its ledger rows (none for a change that moved no money). */
interface Event {
  order: number;
  member: number;
  ref: string;
  rows: LedgerRow[];
}

const cents = (text: string) => toCents(text) ?? 0n;
const show = (change: Change) => `cash ${formatCents(change.cash)} bonus ${formatCents(change.bonus)}`;

/**
 * Balances against the ledger per class and per grant, the chain of each class, nothing negative, rounds
 * paid once.
 */
async function ledgerFindings(db: Db, memberIds: number[], rows: LedgerRow[]): Promise<string[]> {
  const findings: string[] = [];
  const wallets = await db.selectFrom('wallet').selectAll().where('member_id', 'in', memberIds).execute();
  for (const wallet of wallets) {
    for (const [cls, column] of [
      [1, 'cash'],
      [2, 'bonus'],
      [3, 'gift_bonus'],
    ] as const) {
      const own = rows.filter((row) => row.member_id === wallet.member_id && row.class === cls);
      const total = own.reduce((s, row) => s + cents(row.amount), 0n);
      if (total !== cents(wallet[column])) {
        findings.push(
          `member ${wallet.member_id}: ${column} ${wallet[column]} but its ledger sums to ${formatCents(total)}`,
        );
      }
      if (cents(wallet[column]) < 0n) findings.push(`member ${wallet.member_id}: ${column} negative`);
      let before = 0n;
      for (const row of own) {
        if (cents(row.balance_before) !== before || cents(row.balance_after) !== before + cents(row.amount)) {
          findings.push(`member ${wallet.member_id}: ledger row ${row.id} (class ${cls}) breaks the chain`);
        }
        if (cents(row.balance_after) < 0n) findings.push(`ledger row ${row.id} leaves a negative balance`);
        before = cents(row.balance_after);
      }
    }
  }
  for (const grant of await findGrantDifferences(db)) {
    if (memberIds.includes(grant.memberId)) {
      findings.push(
        `member ${grant.memberId}: grant ${grant.grantId} (${grant.status}) holds ${grant.ledger} of class ${grant.class} in the ledger`,
      );
    }
  }
  const rounds = await sql<{ member_id: number; round_id: string; wins: number; live: number }>`
    select member_id, round_id, count(*) filter (where kind = 'WIN')::int as wins,
      count(*) filter (where kind = 'BET' and not rolled_back)::int as live
    from vendor_transaction where member_id in (${sql.join(memberIds)})
    group by member_id, round_id
    having count(*) filter (where kind = 'WIN') > 1
      or (count(*) filter (where kind = 'WIN') = 1 and count(*) filter (where kind = 'BET' and not rolled_back) = 0
        and count(*) filter (where kind = 'BET') > 0)`.execute(db);
  for (const round of rounds.rows) {
    findings.push(
      round.wins > 1
        ? `round ${round.round_id} (member ${round.member_id}) paid ${round.wins} wins`
        : `round ${round.round_id} (member ${round.member_id}) paid a win and gave every stake back`,
    );
  }
  return findings;
}

/**
 * The committed changes per member in commit order. The wallet row lock orders one member's
 * changes, and each takes its ledger ids while holding it, so ledger ids are that order. A
 * conversion is part of the bet that met the wagering, and the share of a win or rollback that reached
 * no balance (":forfeit") part of that win or rollback. A change that wrote no ledger row (a win of
 * nothing, a forfeit of nothing) is placed where its caller saw it return.
 */
function eventsOf(rows: LedgerRow[], extra: Event[]): Event[] {
  const events: Event[] = [];
  const last = new Map<number, Event>();
  for (const row of rows) {
    const previous = last.get(row.member_id);
    const joins =
      previous !== undefined &&
      (previous.ref === row.external_ref ||
        (row.external_ref === `${previous.ref}:forfeit` && previous.ref.startsWith('vendor:')) ||
        (/^bonus:\d+:convert$/.test(row.external_ref) && /^vendor:HOUSE:b/.test(previous.ref)));
    if (joins && previous !== undefined) {
      previous.rows.push(row);
      continue;
    }
    const event = { order: row.id, member: row.member_id, ref: row.external_ref, rows: [row] };
    events.push(event);
    last.set(row.member_id, event);
  }
  return [...events, ...extra].sort((a, b) => a.order - b.order);
}

/** Which of issue 25's findings a finding is an instance of, for the summary line. */
export function findingKind(finding: string): string {
  if (/paid \d+ wins|gave every stake back|second win|no live stake|last stake returned/.test(finding)) {
    return 'round paid twice (finding 1)';
  }
  if (/without a conversion/.test(finding)) {
    return /CONVERTED/.test(finding)
      ? 'bonus share paid to cash past conversion and cap (finding 3)'
      : 'bonus money paid as cash (finding 2)';
  }
  if (/routed by time/.test(finding)) return 'bonus share routed to the wrong owner (finding 2)';
  if (/ledger sums|breaks the chain|negative/.test(finding)) return 'balance against ledger';
  if (/:forfeit:|bonus:\d+:convert/.test(finding))
    return 'forfeit took bonus money of another owner (finding 2)';
  if (/vendor:HOUSE:b/.test(finding))
    return 'bet decided on a view older than its wallet lock (grant, wagering, conversion)';
  if (/final cash/.test(finding)) return 'final state differs from the commit-order replay';
  return 'differs from the model';
}

export interface Report {
  findings: string[];
  replayed: number;
  refusals: Map<string, number>;
  crashes: string[];
}

/** Every check: the database's own invariants, then the replay of the committed history. */
export async function check(db: Db, setup: Setup, outcomes: Outcome[]): Promise<Report> {
  const { memberIds } = setup;
  const rows = await db
    .selectFrom('wallet_ledger')
    .select(['id', 'member_id', 'type', 'class', 'amount', 'balance_before', 'balance_after', 'external_ref'])
    .where('member_id', 'in', memberIds)
    .orderBy('id')
    .execute();
  const findings = await ledgerFindings(db, memberIds, rows);

  const byTx = new Map<string, Op>();
  const byRef = new Map<string, Op>();
  for (const { op } of outcomes) {
    if ('tx' in op) byTx.set(op.tx, op);
    if (op.kind === 'deposit') byRef.set(`checker:deposit:${op.ref}`, op);
    if (op.kind === 'adjust') byRef.set(`adjustment:${op.ref}`, op);
  }
  const grants = await db.selectFrom('bonus_grant').selectAll().where('member_id', 'in', memberIds).execute();
  const grantOps = new Map<number, Op>();
  for (const grant of grants) {
    const op = outcomes.find((o) => o.op.kind === 'grant' && `checker:${o.op.key}` === grant.grant_key)?.op;
    if (op !== undefined) grantOps.set(Number(grant.id), op);
  }
  const vendorRows = await db
    .selectFrom('vendor_transaction')
    .select(['transaction_id', 'kind', 'member_id'])
    .where('member_id', 'in', memberIds)
    .execute();
  const withRows = new Set(rows.map((row) => row.external_ref));
  const extra: Event[] = [];
  const seen = (tx: string) => outcomes.find((o) => 'tx' in o.op && o.op.tx === tx)?.seenAfter ?? 0;
  for (const v of vendorRows) {
    const ref = `vendor:HOUSE:${v.transaction_id}`;
    if (!withRows.has(ref) && byTx.has(v.transaction_id) && v.kind !== 'VOID') {
      extra.push({ order: seen(v.transaction_id) + 0.5, member: v.member_id, ref, rows: [] });
    }
  }
  for (const grant of grants) {
    const ref = `bonus:${grant.id}:forfeit`;
    if ((grant.status === 'FORFEITED' || grant.status === 'EXPIRED') && !withRows.has(ref)) {
      const when = outcomes.find((o) => o.closedGrants?.includes(Number(grant.id)))?.seenAfter ?? 0;
      extra.push({ order: when + 0.5, member: grant.member_id, ref, rows: [] });
    }
  }

  // Two replays: a pure one for the final state, one that takes each disagreement as booked so every
  // operation is judged on its own.
  const models = new Map(memberIds.map((id) => [id, new MemberModel()]));
  const judges = new Map(memberIds.map((id) => [id, new MemberModel()]));
  const withdrawals = new Map(
    outcomes
      .filter((o) => o.withdrawalId !== undefined && o.op.kind === 'cashOutApply')
      .map((o) => [o.withdrawalId as number, o.op]),
  );
  let replayed = 0;
  for (const event of eventsOf(rows, extra)) {
    const judge = judges.get(event.member) as MemberModel;
    const observed: Change = { cash: 0n, bonus: 0n };
    for (const row of event.rows) {
      if (row.class === 1) observed.cash += cents(row.amount);
      if (row.class === 2) observed.bonus += cents(row.amount);
    }
    const lookup = { byTx, byRef, grantOps, grants, withdrawals };
    replay(models.get(event.member) as MemberModel, event, observed, lookup);
    const expected = replay(judge, event, observed, lookup);
    replayed += 1;
    const what = `member ${event.member} ${event.ref}`;
    if (expected === undefined) {
      findings.push(`${what}: a change the checker did not make (${show(observed)})`);
      judge.resync(observed);
      continue;
    }
    if (expected.refused !== undefined) findings.push(`${what}: committed although ${expected.refused}`);
    if (observed.cash !== expected.cash || observed.bonus !== expected.bonus) {
      const toCash =
        expected.refused === undefined &&
        observed.cash > expected.cash &&
        /^vendor:HOUSE:[wx]/.test(event.ref);
      const settles = expected.refused === undefined && /^vendor:HOUSE:[wx]/.test(event.ref);
      const label = toCash
        ? 'bonus money paid to cash without a conversion: '
        : settles
          ? 'bonus share routed by time, not by its stake: '
          : '';
      findings.push(
        `${what}: ${label}booked ${show(observed)}, ` +
          `the model ${show(expected)}${expected.owners ? ` (stake's bonus: ${expected.owners})` : ''}`,
      );
      judge.resync({ cash: observed.cash - expected.cash, bonus: observed.bonus - expected.bonus });
    }
  }
  const wallets = await db.selectFrom('wallet').selectAll().where('member_id', 'in', memberIds).execute();
  for (const wallet of wallets) {
    const model = models.get(wallet.member_id) as MemberModel;
    if (cents(wallet.cash) !== model.cash || cents(wallet.bonus) !== model.bonusTotal) {
      findings.push(
        `member ${wallet.member_id}: final cash ${wallet.cash} bonus ${wallet.bonus}; replayed in commit order: ${show({ cash: model.cash, bonus: model.bonusTotal })}`,
      );
    }
  }
  const refusals = new Map<string, number>();
  const crashes: string[] = [];
  for (const o of outcomes) {
    if (o.refusal !== undefined)
      refusals.set(`${o.op.kind}: ${o.refusal}`, (refusals.get(`${o.op.kind}: ${o.refusal}`) ?? 0) + 1);
    if (o.crash !== undefined) crashes.push(`${o.op.kind}: ${o.crash}`);
  }
  return { findings, replayed, refusals, crashes };
}

interface Lookup {
  byTx: Map<string, Op>;
  byRef: Map<string, Op>;
  grantOps: Map<number, Op>;
  grants: {
    id: string | number;
    win_cap: string | null;
    max_counted_bet: string;
    contributions: unknown;
    status: string;
  }[];
  withdrawals: Map<number, Op>;
}

function replay(model: MemberModel, event: Event, observed: Change, lookup: Lookup): Expectation | undefined {
  const ref = event.ref;
  if (ref.startsWith('test:deposit:')) return model.deposit(observed.cash);
  if (ref.startsWith('cashback:')) return model.deposit(observed.cash);
  const vendor = /^vendor:HOUSE:(.+)$/.exec(ref);
  if (vendor !== null) {
    const op = lookup.byTx.get(vendor[1] as string);
    if (op?.kind === 'bet') return model.bet(op.round, op.tx, op.cents);
    if (op?.kind === 'win') return model.win(op.round, op.cents);
    if (op?.kind === 'rollback') return model.rollback(op.round, op.bet);
    if (op?.kind === 'jackpot') return model.jackpot(op.round, observed.cash);
    return undefined;
  }
  const op = lookup.byRef.get(ref);
  if (op?.kind === 'deposit') return model.deposit(op.cents);
  if (op?.kind === 'adjust') {
    if (op.cls === 2) return model.bonusGift(op.cents);
    return op.direction === 'credit' ? model.deposit(op.cents) : model.cashDebit(op.cents);
  }
  const bonus = /^bonus:(\d+)(:forfeit|:convert)?$/.exec(ref);
  if (bonus !== null) {
    const id = Number(bonus[1]);
    const row = lookup.grants.find((grant) => Number(grant.id) === id);
    if (row === undefined) return undefined;
    if (bonus[2] === ':forfeit') return model.end(id, row.status === 'EXPIRED' ? 'EXPIRED' : 'FORFEITED');
    if (bonus[2] === ':convert')
      return { cash: 0n, bonus: 0n, refused: 'a conversion with no bet that met the wagering' };
    const grantOp = lookup.grantOps.get(id);
    if (grantOp?.kind !== 'grant') return undefined;
    const contributions = (
      typeof row.contributions === 'string' ? JSON.parse(row.contributions) : row.contributions
    ) as Record<string, number>;
    return model.grant(id, grantOp.cents, grantOp.wagering, {
      cap: row.win_cap === null ? null : cents(row.win_cap),
      maxCountedBet: cents(row.max_counted_bet),
      contribution: BigInt(contributions.slot ?? contributions['*'] ?? 100),
    });
  }
  const withdraw = /^withdraw:(\d+)(:rollback)?$/.exec(ref);
  if (withdraw !== null) {
    const id = Number(withdraw[1]);
    if (withdraw[2] === ':rollback') return model.cancelCashOut(id);
    const apply = lookup.withdrawals.get(id);
    return apply?.kind === 'cashOutApply' ? model.cashOut(id, BigInt(apply.units) * 100n) : undefined;
  }
  return undefined;
}
