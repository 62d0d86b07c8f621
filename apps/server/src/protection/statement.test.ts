import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../i18n/index.js';
import { formatCents, money, toCents } from '../shared/money.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { postTestEvent } from '../test/ledger.js';
import { call } from '../test/members.js';
import { memberWithSession } from '../test/sessionFor.js';
import { credit, debit } from '../wallet/ledger.js';
import { TransactionClass, type TransactionType } from '../wallet/schema.js';
import { statementGroups } from './statement.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 });
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** A year of a player's money, some rows moved back into earlier months and one beyond the 12 months. */
async function playerWithHistory() {
  const { memberId, token } = await memberWithSession(t.db);
  const ref = (name: string) => `test:${memberId}:${name}`;
  const cash = TransactionClass.cash;
  const at = async (externalRef: string, daysAgo: number) => {
    await sql`update wallet_ledger set created_at = now() - make_interval(days => ${daysAgo})
      where external_ref = ${externalRef}`.execute(t.db);
  };
  const game = async (name: string, type: TransactionType, cents: bigint, daysAgo: number) => {
    await postTestEvent(t.db, {
      memberId,
      type,
      externalRef: ref(name),
      entries: [{ class: cash, amount: cents }],
    });
    await at(ref(name), daysAgo);
  };
  await credit(t.db, { memberId, type: 'DEPOSIT', class: cash, amount: '300.00', externalRef: ref('d0') });
  await at(ref('d0'), 400);
  await credit(t.db, { memberId, type: 'DEPOSIT', class: cash, amount: '250.00', externalRef: ref('d1') });
  await at(ref('d1'), 70);
  await game('b1', 'GAME_BET', -1_250n, 69);
  await game('w1', 'GAME_WIN', 3_075n, 69);
  await credit(t.db, { memberId, type: 'DEPOSIT', class: cash, amount: '100.10', externalRef: ref('d2') });
  await at(ref('d2'), 35);
  await game('b2', 'GAME_BET', -999n, 34);
  await game('r2', 'GAME_ROLLBACK', 999n, 34);
  await credit(t.db, { memberId, type: 'PROMOTION', class: cash, amount: '10.00', externalRef: ref('p1') });
  await credit(t.db, {
    memberId,
    type: 'GIFT',
    class: cash,
    amount: '5.55',
    externalRef: `adjustment:${memberId}-statement`,
  });
  await debit(t.db, { memberId, type: 'WITHDRAW', class: cash, amount: '120.00', externalRef: ref('c1') });
  await game('b3', 'GAME_BET', -2_001n, 0);
  return { memberId, token };
}

const groupOf = (row: { type: string; external_ref: string }) =>
  row.type === 'DEPOSIT'
    ? 'deposits'
    : row.type.startsWith('WITHDRAW')
      ? 'cashOuts'
      : row.type === 'GAME_BET' || row.type === 'GAME_ROLLBACK'
        ? 'stakes'
        : row.type === 'GAME_WIN'
          ? 'wins'
          : row.external_ref.startsWith('adjustment:')
            ? 'adjustments'
            : 'bonuses';

/** The test's own sums: every ledger row of the member since a year ago, added up in cents here. */
async function ledgerSums(memberId: number) {
  const rows = await t.db
    .selectFrom('wallet_ledger')
    .select(['type', 'amount', 'external_ref', 'created_at'])
    .where('member_id', '=', memberId)
    .execute();
  const from = new Date();
  from.setUTCFullYear(from.getUTCFullYear() - 1);
  const sums = Object.fromEntries(statementGroups.map((group) => [group, 0n])) as Record<string, bigint>;
  const months = new Set<string>();
  let count = 0;
  for (const row of rows.filter((candidate) => candidate.created_at >= from)) {
    sums[groupOf(row)]! += toCents(money(row.amount)) ?? 0n;
    months.add(row.created_at.toISOString().slice(0, 7));
    count += 1;
  }
  const totals = Object.fromEntries(
    Object.entries(sums).map(([group, cents]) => [group, formatCents(cents)]),
  );
  return { totals, net: formatCents(sums.deposits! + sums.cashOuts!), months: months.size, count };
}

describe('activity statement', () => {
  it('sums the last 12 months of the ledger per group and month, with the net deposits; older rows are left out', async () => {
    const player = await playerWithHistory();
    const expected = await ledgerSums(player.memberId);
    const answer = await call(t.app, '/sys/protection/statement', { pageSize: '3' }, { token: player.token });
    expect(answer.error).toBe(0);
    expect(answer.data.totals).toEqual(expected.totals);
    expect(answer.data.totals).toMatchObject({
      deposits: '350.10',
      cashOuts: '-120.00',
      adjustments: '5.55',
    });
    expect(answer.data.netDeposits).toBe(expected.net);
    expect(answer.data.netDeposits).toBe('230.10');
    expect(answer.data.total).toBe(expected.count);
    expect(answer.data.rows).toHaveLength(3);
    expect(answer.data.months).toHaveLength(expected.months);
    // The months add up to the period.
    for (const group of statementGroups) {
      const cents = answer.data.months.reduce(
        (sum: bigint, month: Record<string, string>) => sum + (toCents(month[group]!) ?? 0n),
        0n,
      );
      expect(formatCents(cents)).toBe(expected.totals[group]);
    }
  });

  it('adds a BTC account in satoshis: every total and row keeps its 8 decimals', async () => {
    const { memberId, token } = await memberWithSession(t.db);
    await t.db.updateTable('member').set({ currency: 'BTC' }).where('id', '=', memberId).execute();
    const ref = (name: string) => `test:${memberId}:${name}`;
    const cash = TransactionClass.cash;
    await credit(t.db, {
      memberId,
      type: 'DEPOSIT',
      class: cash,
      amount: '0.01000001',
      externalRef: ref('d'),
    });
    await credit(t.db, {
      memberId,
      type: 'DEPOSIT',
      class: cash,
      amount: '0.00000009',
      externalRef: ref('e'),
    });
    await debit(t.db, {
      memberId,
      type: 'WITHDRAW',
      class: cash,
      amount: '0.00512345',
      externalRef: ref('c'),
    });
    const answer = await call(t.app, '/sys/protection/statement', {}, { token });
    expect(answer.error).toBe(0);
    expect(answer.data).toMatchObject({
      currency: 'BTC',
      totals: { deposits: '0.01000010', cashOuts: '-0.00512345', stakes: '0.00000000' },
      netDeposits: '0.00487665',
    });
    expect(answer.data.months[0]).toMatchObject({ deposits: '0.01000010' });
    expect(answer.data.rows.map((row: { amount: string }) => row.amount)).toEqual([
      '-0.00512345',
      '0.00000009',
      '0.01000001',
    ]);
  });

  it('downloads as CSV and as a PDF in the player language whose text holds the totals', async () => {
    const player = await playerWithHistory();
    const expected = await ledgerSums(player.memberId);
    const file = async (format: string, lang: string) => {
      const answer = await call(
        t.app,
        '/sys/protection/statement/file',
        { format },
        { token: player.token, lang },
      );
      expect(answer.error).toBe(0);
      return { ...answer.data, bytes: Buffer.from(answer.data.base64, 'base64') };
    };
    const csv = await file('csv', 'de');
    expect(csv.contentType).toBe('text/csv');
    const text = csv.bytes.toString('utf8');
    expect(text).toContain('Netto-Einzahlungen,230.10');
    expect(text).toContain(`Summe,${statementGroups.map((group) => expected.totals[group]).join(',')}`);
    expect(text.split('\r\n').filter((line: string) => /^\d{4}-\d\d-\d\dT/.test(line))).toHaveLength(
      expected.count,
    );

    const { currency } = (await call(t.app, '/sys/protection/statement', {}, { token: player.token })).data;
    for (const lang of ['en', 'ja', 'tr'] as const) {
      const pdf = await file('pdf', lang);
      expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const document = await getDocumentProxy(new Uint8Array(pdf.bytes));
      const { text: pages } = await extractText(document, { mergePages: true });
      for (const group of statementGroups)
        expect(pages).toContain(formatMoney(lang, expected.totals[group]!, currency));
      expect(pages).toContain(formatMoney(lang, expected.net, currency));
      expect(pages).toContain({ en: 'Net deposits', ja: '純入金額', tr: 'Net yatırım' }[lang]);
    }
  });

  it('refuses a format it does not make', async () => {
    const player = await memberWithSession(t.db);
    const answer = await call(
      t.app,
      '/sys/protection/statement/file',
      { format: 'xls' },
      { token: player.token },
    );
    expect(answer.error).not.toBe(0);
  });
});
