import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { readSeedJson } from '../db/seedFile.js';
import { fetchAll, type ListQuery } from '../http/listQuery.js';

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
}

export interface CashoutPaymentMethodTable {
  code: string;
  name: string;
  icon: string;
  enabled: number;
  sort_index: number;
  /** Cash-out entity fields this method needs, in validation order. */
  required_fields: string[];
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
}

declare module '../db/schema.js' {
  interface Database {
    deposit_payment_method: DepositPaymentMethodTable;
    cashout_payment_method: CashoutPaymentMethodTable;
    payment_config: PaymentConfigTable;
  }
}

const depositColumns = ['code', 'name', 'icon', 'enabled', 'visibility', 'sort_index'] as const;

function toDepositMethod(row: Pick<DepositPaymentMethodTable, (typeof depositColumns)[number]>) {
  return {
    code: row.code,
    name: row.name,
    icon: row.icon,
    enabled: row.enabled,
    visibility: row.visibility,
    sortIndex: row.sort_index,
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

export async function listDepositMethods(db: Db, visibilities: number[], list: ListQuery) {
  const rows = await fetchAll(
    db.selectFrom('deposit_payment_method').select(depositColumns).where('visibility', 'in', visibilities),
    list,
  );
  return rows.map(toDepositMethod);
}

export async function listCashoutMethods(db: Db, list: ListQuery) {
  const rows = await fetchAll(db.selectFrom('cashout_payment_method').selectAll(), list);
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    icon: row.icon,
    enabled: row.enabled,
    sortIndex: row.sort_index,
    requiredFields: row.required_fields,
  }));
}

/** One cash-out method by code, enabled or not, for the cash-out request's method check. */
export async function findCashoutMethod(db: Db, code: string) {
  const row = await db
    .selectFrom('cashout_payment_method')
    .select(['code', 'name', 'enabled'])
    .where('code', '=', code)
    .executeTakeFirst();
  return row && { code: row.code, name: row.name, enabled: row.enabled };
}

/** The operator's deposit amounts; cash-out and deposit domains read them here. */
export async function readDepositConfig(db: Db): Promise<DepositConfig> {
  const row = await db
    .selectFrom('payment_config')
    .select('config')
    .where('kind', '=', 'deposit')
    .executeTakeFirstOrThrow();
  return row.config as DepositConfig;
}

export async function readWithdrawConfig(db: Db): Promise<WithdrawConfig> {
  const row = await db
    .selectFrom('payment_config')
    .select('config')
    .where('kind', '=', 'withdraw')
    .executeTakeFirstOrThrow();
  return row.config as WithdrawConfig;
}

interface DepositMethodSeed {
  code: string;
  name: string;
  icon: string;
  enabled: number;
  visibility: number;
  sortIndex: number;
  provider: string;
}
interface CashoutMethodSeed {
  code: string;
  name: string;
  icon: string;
  enabled: number;
  sortIndex: number;
  requiredFields: string[];
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
