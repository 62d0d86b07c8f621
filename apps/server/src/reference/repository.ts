import type { Db } from '../db/database.js';
import { fetchAll, type ListQuery } from '../http/listQuery.js';

export interface CountryTable {
  iso_code2: string;
  iso_code3: string;
  en_name: string;
  /** Dialling code digits without the plus (several countries share one). */
  tel_num: number;
  status: number;
}

export interface StateTable {
  /** Full ISO 3166-2 code (`BR-SP`): short codes repeat across countries. */
  code: string;
  country_iso_code2: string;
  name: string;
  status: number;
}

export interface CurrencyTable {
  code: string;
  symbol: string;
  name: string;
  enabled: number;
  exchange_rate: string;
  decimals: number;
}

declare module '../db/schema.js' {
  interface Database {
    country: CountryTable;
    state: StateTable;
    currency: CurrencyTable;
  }
}

export interface Country {
  isoCode2: string;
  enName: string;
  telNum: string;
  status: number;
}

export interface State {
  code: string;
  name: string;
  countryIsoCode2: string;
  status: number;
}

export interface Currency {
  code: string;
  symbol: string;
  name: string;
  exchangeRate: string;
  enabled: number;
}

const countryColumns = ['iso_code2', 'en_name', 'tel_num', 'status'] as const;

function toCountry(row: Pick<CountryTable, (typeof countryColumns)[number]>): Country {
  return { isoCode2: row.iso_code2, enName: row.en_name, telNum: String(row.tel_num), status: row.status };
}

/** The contract's state code is the part after the country prefix (`SP` of `BR-SP`). */
function toState(row: StateTable): State {
  const prefix = `${row.country_iso_code2}-`;
  return {
    code: row.code.startsWith(prefix) ? row.code.slice(prefix.length) : row.code,
    name: row.name,
    countryIsoCode2: row.country_iso_code2,
    status: row.status,
  };
}

export async function listCountries(db: Db, list: ListQuery): Promise<Country[]> {
  return (await fetchAll(db.selectFrom('country').select(countryColumns), list)).map(toCountry);
}

export async function findCountry(db: Db, isoCode2: string): Promise<Country | undefined> {
  const row = await db
    .selectFrom('country')
    .select(countryColumns)
    .where('iso_code2', '=', isoCode2.toUpperCase())
    .executeTakeFirst();
  return row && toCountry(row);
}

/** Distinct dialling codes; the list's order and filters apply to the grouped codes. */
export async function listTelNums(db: Db, list: ListQuery): Promise<string[]> {
  const rows = await fetchAll(db.selectFrom('country').select('tel_num').distinct(), list);
  return rows.map((row) => String(row.tel_num));
}

export async function listStates(db: Db, list: ListQuery): Promise<State[]> {
  return (await fetchAll(db.selectFrom('state').selectAll(), list)).map(toState);
}

/**
 * A state by its short code within a country, or by its full code (`BR-SP`); without a country the
 * first match in country order answers (the contract's rule).
 */
export async function findState(db: Db, code: string, countryIsoCode2?: string): Promise<State | undefined> {
  const wanted = code.trim().toUpperCase();
  let query = db.selectFrom('state').selectAll();
  if (countryIsoCode2 !== undefined) {
    const country = countryIsoCode2.toUpperCase();
    query = query
      .where('country_iso_code2', '=', country)
      .where((eb) => eb.or([eb('code', '=', `${country}-${wanted}`), eb('code', '=', wanted)]));
  } else {
    query = query.where((eb) =>
      eb.or([
        eb('code', '=', wanted),
        eb(eb.fn('split_part', ['code', eb.val('-'), eb.lit(2)]), '=', wanted),
      ]),
    );
  }
  const row = await query.orderBy('country_iso_code2').orderBy('code').executeTakeFirst();
  return row && toState(row);
}

export async function listCurrencies(db: Db, list: ListQuery): Promise<Currency[]> {
  const rows = await fetchAll(db.selectFrom('currency').selectAll(), list);
  return rows.map((row) => ({
    code: row.code,
    symbol: row.symbol,
    name: row.name,
    exchangeRate: row.exchange_rate,
    enabled: row.enabled,
  }));
}

/** The account currencies on offer, alphabetically: the back office sets amounts for each. */
export async function enabledCurrencyCodes(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('currency')
    .select('code')
    .where('enabled', '=', 1)
    .orderBy('code')
    .execute();
  return rows.map((row) => row.code);
}

/** One currency's rate (US dollars per unit, as the seed holds them) and whether it is offered. */
export async function findCurrency(db: Db, code: string) {
  return db
    .selectFrom('currency')
    .select(['code', 'enabled', 'exchange_rate'])
    .where('code', '=', code)
    .executeTakeFirst();
}
