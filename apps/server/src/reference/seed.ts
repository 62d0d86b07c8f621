import type { Db } from '../db/database.js';
import { chunks, readSeedJson } from '../db/seedFile.js';

interface CountrySeed {
  isoCode2: string;
  isoCode3: string;
  enName: string;
  telNum: string;
  status: number;
}
interface StateSeed {
  code: string;
  name: string;
  countryIsoCode2: string;
  status: number;
}
interface CurrencySeed {
  code: string;
  symbol: string;
  name: string;
  enabled: number;
  exchangeRate: string;
  decimals: number;
}

async function isEmpty(db: Db, table: 'country' | 'state' | 'currency'): Promise<boolean> {
  const row = await db.selectFrom(table).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/** First start: countries, states and currencies from the seed files; a filled table is left alone. */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await isEmpty(trx, 'country')) {
      const countries = readSeedJson<CountrySeed[]>('countries.json');
      for (const slice of chunks(countries)) {
        await trx
          .insertInto('country')
          .values(
            slice.map((c) => ({
              iso_code2: c.isoCode2,
              iso_code3: c.isoCode3,
              en_name: c.enName,
              tel_num: Number(c.telNum.replace('+', '')),
              status: c.status,
            })),
          )
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
    }
    if (await isEmpty(trx, 'state')) {
      const states = readSeedJson<StateSeed[]>('states.json');
      for (const slice of chunks(states)) {
        await trx
          .insertInto('state')
          .values(
            slice.map((s) => ({
              code: s.code,
              name: s.name,
              country_iso_code2: s.countryIsoCode2,
              status: s.status,
            })),
          )
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
    }
    if (await isEmpty(trx, 'currency')) {
      const currencies = readSeedJson<CurrencySeed[]>('currencies.json');
      await trx
        .insertInto('currency')
        .values(
          currencies.map((c) => ({
            code: c.code,
            symbol: c.symbol,
            name: c.name,
            enabled: c.enabled,
            exchange_rate: c.exchangeRate,
            decimals: c.decimals,
          })),
        )
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  });
}
