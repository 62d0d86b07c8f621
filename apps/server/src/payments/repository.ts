import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { readSeedJson } from '../db/seedFile.js';
import { fetchAll, type ListQuery } from '../http/listQuery.js';
import { exponentOf, formatMinor, type Money, numericText, toMinor } from '../shared/money.js';
import { amountsFor, type CashOutAmounts, type DepositAmounts } from './amounts.js';
import { wholeUnits } from './rules.js';

export interface DepositPaymentMethodTable {
  code: string;
  name: string;
  icon: string;
  enabled: number;
  /** 0 always listed, 10 only to members who deposited (credited 1), 20 only to those who have not. */
  visibility: number;
  sort_index: number;
  /** The server's payment adapter for this method. */
  provider: string;
  /** The account currencies it takes; null takes every one. */
  currencies: string[] | null;
  /** Minutes until a deposit is credited, from and to (0 and 0: at once). */
  processing_min_minutes: number;
  processing_max_minutes: number;
}

export interface CashoutPaymentMethodTable {
  code: string;
  name: string;
  icon: string;
  enabled: number;
  sort_index: number;
  /** Cash-out entity fields this method needs, in validation order. */
  required_fields: string[];
  /** The account currencies it pays out in; null pays out in every one (migration 2152). */
  currencies: string[] | null;
  /** Minutes from approval until the money arrives, from and to. */
  processing_min_minutes: number;
  processing_max_minutes: number;
}

export interface PaymentConfigTable {
  kind: 'deposit' | 'withdraw';
  config: DepositConfig | WithdrawConfig;
}

/** depositConfig.json (seeds README): money as decimal strings. */
export interface DepositConfig {
  minimumAmount: string;
  maximumAmount: string;
  defaultAmount: string;
  paymentAmounts: string;
  cardAmounts: string;
  paymentAllowManualInput: number;
  coins: Record<string, string[]>;
  /** The operator's own figures per account currency (amounts.ts). */
  byCurrency?: Record<string, DepositAmounts>;
}

/** withdrawConfig.json (seeds README): money as decimal strings. */
export interface WithdrawConfig {
  minimumAmount: string;
  alternativeMinimumAmount: string;
  amountMultiple: number;
  withdrawAmounts: string;
  withdrawAllowManualInput: number;
  maxManualAmount: string;
  requiredDepositAmount4Withdraw: string;
  wageredShareLimit: string;
  doubleClickGuardMs: number;
  processingTime: Record<string, string>;
  monthlyPayoutCap: { amount: string; currency: string };
  /** The operator's own figures per account currency (amounts.ts). */
  byCurrency?: Record<string, CashOutAmounts>;
}

declare module '../db/schema.js' {
  interface Database {
    deposit_payment_method: DepositPaymentMethodTable;
    cashout_payment_method: CashoutPaymentMethodTable;
    payment_config: PaymentConfigTable;
  }
}

const depositColumns = [
  'code',
  'name',
  'icon',
  'enabled',
  'visibility',
  'sort_index',
  'processing_min_minutes',
  'processing_max_minutes',
] as const;

const processingTime = (row: { processing_min_minutes: number; processing_max_minutes: number }) => ({
  minMinutes: row.processing_min_minutes,
  maxMinutes: row.processing_max_minutes,
});

function toDepositMethod(row: Pick<DepositPaymentMethodTable, (typeof depositColumns)[number]>) {
  return {
    code: row.code,
    name: row.name,
    icon: row.icon,
    enabled: row.enabled,
    visibility: row.visibility,
    sortIndex: row.sort_index,
    processingTime: processingTime(row),
  };
}

export async function findDepositMethod(db: Db, code: string) {
  const row = await db
    .selectFrom('deposit_payment_method')
    .select(depositColumns)
    .where('code', '=', code)
    .executeTakeFirst();
  return row && toDepositMethod(row);
}

/** Answers whether such a method exists. */
export async function setDepositMethodEnabled(db: Db, code: string, enabled: 0 | 1): Promise<boolean> {
  const result = await db
    .updateTable('deposit_payment_method')
    .set({ enabled })
    .where('code', '=', code)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The methods a member is offered: by visibility, and only those that take the account's currency. */
export async function listDepositMethods(db: Db, visibilities: number[], currency: string, list: ListQuery) {
  const rows = await fetchAll(
    db
      .selectFrom('deposit_payment_method')
      .select(depositColumns)
      .where('visibility', 'in', visibilities)
      .where(sql<boolean>`(currencies is null or ${currency} = any(currencies))`),
    list,
  );
  return rows.map(toDepositMethod);
}

/**
 * The cash-out methods that pay out in the member's currency (a BTC account sees the BTC rail); every
 * method when no currency is named (a guest).
 */
export async function listCashoutMethods(db: Db, currency: string | undefined, list: ListQuery) {
  let query = db.selectFrom('cashout_payment_method').selectAll();
  if (currency !== undefined)
    query = query.where(sql<boolean>`(currencies is null or ${currency} = any(currencies))`);
  const rows = await fetchAll(query, list);
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    icon: row.icon,
    enabled: row.enabled,
    sortIndex: row.sort_index,
    requiredFields: row.required_fields,
    processingTime: processingTime(row),
  }));
}

/** One cash-out method by code, enabled or not, for the cash-out request's method check. */
export async function findCashoutMethod(db: Db, code: string) {
  const row = await db
    .selectFrom('cashout_payment_method')
    .select(['code', 'name', 'enabled', 'currencies'])
    .where('code', '=', code)
    .executeTakeFirst();
  return row && { code: row.code, name: row.name, enabled: row.enabled, currencies: row.currencies };
}

async function readConfig(db: Db, kind: 'deposit' | 'withdraw', lock = false) {
  let query = db.selectFrom('payment_config').select('config').where('kind', '=', kind);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirstOrThrow()).config;
}

/**
 * The operator's deposit amounts, those of the account currency when one is named and it has its
 * own; cash-out and deposit domains read them here.
 */
export async function readDepositConfig(db: Db, currency?: string): Promise<DepositConfig> {
  return amountsFor((await readConfig(db, 'deposit')) as DepositConfig, currency);
}

export async function readWithdrawConfig(db: Db, currency?: string): Promise<WithdrawConfig> {
  return amountsFor((await readConfig(db, 'withdraw')) as WithdrawConfig, currency);
}

/**
 * One currency's own deposit or cash-out figures, replacing those it had; answers the figures that
 * held before and after (call it in the change's transaction: the row is locked until it ends).
 */
async function saveAmounts<C extends DepositConfig | WithdrawConfig>(
  db: Db,
  kind: 'deposit' | 'withdraw',
  currency: string,
  amounts: NonNullable<C['byCurrency']>[string],
): Promise<{ before: C; after: C }> {
  const config = (await readConfig(db, kind, true)) as C;
  const next = { ...config, byCurrency: { ...(config.byCurrency ?? {}), [currency]: amounts } };
  await db
    .updateTable('payment_config')
    .set({ config: sql`${JSON.stringify(next)}::jsonb` })
    .where('kind', '=', kind)
    .execute();
  return { before: amountsFor(config, currency), after: amountsFor(next, currency) };
}

export const saveDepositAmounts = (db: Db, currency: string, amounts: DepositAmounts) =>
  saveAmounts<DepositConfig>(db, 'deposit', currency, amounts);

export const saveCashOutAmounts = (db: Db, currency: string, amounts: CashOutAmounts) =>
  saveAmounts<WithdrawConfig>(db, 'withdraw', currency, amounts);

interface DepositMethodSeed {
  code: string;
  name: string;
  icon: string;
  enabled: number;
  visibility: number;
  sortIndex: number;
  provider: string;
  currencies?: string[];
  processingTime: { minMinutes: number; maxMinutes: number };
}
interface CashoutMethodSeed {
  code: string;
  name: string;
  icon: string;
  enabled: number;
  sortIndex: number;
  requiredFields: string[];
  currencies?: string[];
  processingTime: { minMinutes: number; maxMinutes: number };
}

async function isEmpty(db: Db, table: 'deposit_payment_method' | 'cashout_payment_method'): Promise<boolean> {
  const row = await db.selectFrom(table).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/** First start: both method lists and both configurations; anything present is the operator's. */
export async function seedPayments(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await isEmpty(trx, 'deposit_payment_method')) {
      await trx
        .insertInto('deposit_payment_method')
        .values(
          readSeedJson<DepositMethodSeed[]>('depositPaymentMethods.json').map((m) => ({
            code: m.code,
            name: m.name,
            icon: m.icon,
            enabled: m.enabled,
            visibility: m.visibility,
            sort_index: m.sortIndex,
            provider: m.provider,
            currencies: m.currencies ? sql<string[]>`${sql.val(m.currencies)}::text[]` : null,
            processing_min_minutes: m.processingTime.minMinutes,
            processing_max_minutes: m.processingTime.maxMinutes,
          })),
        )
        .execute();
    }
    if (await isEmpty(trx, 'cashout_payment_method')) {
      await trx
        .insertInto('cashout_payment_method')
        .values(
          readSeedJson<CashoutMethodSeed[]>('cashoutPaymentMethods.json').map((m) => ({
            code: m.code,
            name: m.name,
            icon: m.icon,
            enabled: m.enabled,
            sort_index: m.sortIndex,
            required_fields: sql<string[]>`${sql.val(m.requiredFields)}::text[]`,
            currencies: m.currencies ? sql<string[]>`${sql.val(m.currencies)}::text[]` : null,
            processing_min_minutes: m.processingTime.minMinutes,
            processing_max_minutes: m.processingTime.maxMinutes,
          })),
        )
        .execute();
    }
    for (const [kind, file] of [
      ['deposit', 'depositConfig.json'],
      ['withdraw', 'withdrawConfig.json'],
    ] as const) {
      await trx
        .insertInto('payment_config')
        .values({ kind, config: sql`${JSON.stringify(readSeedJson(file))}::jsonb` })
        .onConflict((conflict) => conflict.column('kind').doNothing())
        .execute();
    }
  });
}

/** Every deposit and cash-out method as the back office edits them. */
export async function allMethods(db: Db) {
  const [deposit, cashout] = await Promise.all([
    db
      .selectFrom('deposit_payment_method')
      .select(['code', 'name', 'enabled', 'visibility', 'sort_index', 'currencies'])
      .orderBy('sort_index')
      .orderBy('code')
      .execute(),
    db
      .selectFrom('cashout_payment_method')
      .select(['code', 'name', 'enabled', 'sort_index', 'currencies'])
      .orderBy('sort_index')
      .orderBy('code')
      .execute(),
  ]);
  return {
    deposit: deposit.map((row) => ({
      kind: 'deposit' as const,
      code: row.code,
      name: row.name,
      enabled: row.enabled,
      visibility: row.visibility as number | null,
      sortIndex: row.sort_index,
      /** Null: every account currency. */
      currencies: row.currencies,
    })),
    cashout: cashout.map((row) => ({
      kind: 'cashout' as const,
      code: row.code,
      name: row.name,
      enabled: row.enabled,
      visibility: null,
      sortIndex: row.sort_index,
      /** Null: every account currency. */
      currencies: row.currencies,
    })),
  };
}

/** Enabled, visibility (deposit methods: 0 all, 10 after a first deposit, 20 before one) and sortIndex. */
export async function updateMethod(
  db: Db,
  kind: 'deposit' | 'cashout',
  code: string,
  changes: { enabled?: 0 | 1; visibility?: 0 | 10 | 20; sortIndex?: number },
) {
  const table = kind === 'deposit' ? 'deposit_payment_method' : 'cashout_payment_method';
  const set = {
    ...(changes.enabled !== undefined ? { enabled: changes.enabled } : {}),
    ...(changes.sortIndex !== undefined ? { sort_index: changes.sortIndex } : {}),
    ...(kind === 'deposit' && changes.visibility !== undefined ? { visibility: changes.visibility } : {}),
  };
  const before = await db
    .selectFrom(table)
    .selectAll()
    .where('code', '=', code)
    .forUpdate()
    .executeTakeFirst();
  if (before === undefined) return undefined;
  if (Object.keys(set).length === 0) return { before, after: before };
  const after = await db
    .updateTable(table)
    .set(set)
    .where('code', '=', code)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { before, after };
}

/**
 * The smallest deposit in the member's currency. A fiat currency without figures of its own takes the
 * top-level figure as it is, in whole units, as it always has; BTC without its own figures takes the
 * top-level figure as an amount of the reference currency (exchange rate 1) converted at its rate and
 * rounded up to the satoshi (issue 25: 10 would otherwise mean ten bitcoins).
 */
export async function depositMinimum(db: Db, currency: string): Promise<Money> {
  const config = await readDepositConfig(db, currency);
  const exponent = exponentOf(currency);
  if (exponent === 2) return String(wholeUnits(config.minimumAmount));
  if (config.byCurrency?.[currency] !== undefined) return config.minimumAmount;
  const { rows } = await sql<{ minimum: string | null }>`
    select (ceil(${config.minimumAmount}::numeric / c.exchange_rate * power(10::numeric, c.decimals))
      / power(10::numeric, c.decimals))::numeric(28, 8)::text as minimum
    from currency c where c.code = ${currency}`.execute(db);
  return formatMinor(toMinor(numericText(rows[0]?.minimum ?? '0'), exponent) ?? 0n, exponent);
}
