import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSeedJson } from '../db/seedFile.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { expectRefusesAll, invalidRequests } from '../test/invalidPayloads.js';
import { seedReference } from './seed.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function call(url: string, payload: object, json = true, lang = 'en') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { 'x-fe-lang': lang },
    ...(json
      ? { payload }
      : {
          payload: new URLSearchParams(payload as Record<string, string>).toString(),
          headers: { 'x-fe-lang': lang, 'content-type': 'application/x-www-form-urlencoded' },
        }),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('seeding', () => {
  it('fills every ISO country, the states and the four currencies on first start', async () => {
    const counts = await t.db
      .selectNoFrom((eb) => [
        eb.selectFrom('country').select(eb.fn.countAll<number>().as('n')).as('countries'),
        eb.selectFrom('state').select(eb.fn.countAll<number>().as('n')).as('states'),
        eb.selectFrom('currency').select(eb.fn.countAll<number>().as('n')).as('currencies'),
      ])
      .executeTakeFirstOrThrow();
    expect(Number(counts.countries)).toBe(249);
    expect(Number(counts.states)).toBe(readSeedJson<unknown[]>('states.json').length);
    expect(Number(counts.currencies)).toBe(4);
  });

  it('leaves filled tables alone on the next start', async () => {
    await t.db
      .updateTable('country')
      .set({ en_name: 'Spain (renamed by operator)' })
      .where('iso_code2', '=', 'ES')
      .execute();
    await seedReference(t.db);
    const spain = await call('/base/country/find', { isoCode2: 'ES' }, false);
    expect(spain.data.enName).toBe('Spain (renamed by operator)');
    await t.db.updateTable('country').set({ en_name: 'Spain' }).where('iso_code2', '=', 'ES').execute();
  });
});

describe('countries', () => {
  it('lists enabled countries by English name with dialling codes without the plus', async () => {
    const answer = await call('/base/country/listAll', { status: 1 });
    expect(answer.error).toBe(0);
    expect(answer.data).toHaveLength(249);
    expect(answer.data[0]).toEqual({ isoCode2: 'AF', enName: 'Afghanistan', telNum: '93', status: 1 });
    const names = answer.data.map((country: { enName: string }) => country.enName);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('sorts by iso code descending and filters out disabled countries', async () => {
    await t.db.updateTable('country').set({ status: 0 }).where('iso_code2', '=', 'ZW').execute();
    const answer = await call('/base/country/listAll', { status: 1, isoCode2_0: 'DESC' });
    expect(answer.data[0].isoCode2).toBe('ZM');
    const disabled = await call('/base/country/listAll', { status: 0 });
    expect(disabled.data.map((country: { isoCode2: string }) => country.isoCode2)).toEqual(['ZW']);
    await t.db.updateTable('country').set({ status: 1 }).where('iso_code2', '=', 'ZW').execute();
  });

  it('finds one country by its code, in any case', async () => {
    const answer = await call('/base/country/find', { isoCode2: 'br' }, false);
    expect(answer).toEqual({
      error: 0,
      message: '',
      data: { isoCode2: 'BR', enName: 'Brazil', telNum: '55', status: 1 },
    });
  });

  it('answers not found (3) for an unknown code, localized', async () => {
    expect(await call('/base/country/find', { isoCode2: 'QQ' }, false, 'es')).toMatchObject({
      error: 3,
      data: null,
    });
  });

  it('names the missing or malformed code', async () => {
    const missing = await call('/base/country/find', {}, false);
    expect(missing).toMatchObject({ error: 1, message: 'isoCode2 required' });
    const long = await call('/base/country/find', { isoCode2: 'BRA' }, false);
    expect(long).toMatchObject({ error: 1, message: 'isoCode2 is too long' });
  });
});

describe('dialling codes', () => {
  it('lists each code once in numeric order', async () => {
    const answer = await call('/sys/country/listTelNum', { status: 1, telNum_0: 'ASC' });
    expect(answer.data.slice(0, 4)).toEqual(['1', '7', '20', '27']);
    expect(new Set(answer.data).size).toBe(answer.data.length);
    expect(answer.data.indexOf('34')).toBeLessThan(answer.data.indexOf('351'));
    const descending = await call('/sys/country/listTelNum', { status: 1, telNum_0: 'DESC' });
    expect(descending.data[descending.data.length - 1]).toBe('1');
  });
});

describe('states', () => {
  it('lists the states of one country by name, with the short code of the contract', async () => {
    const answer = await call('/base/state/listAll', { countryIsoCode2: 'ES', status: 1 });
    expect(answer.data).toHaveLength(19);
    expect(answer.data[0]).toEqual({ code: 'AN', name: 'Andalusia', countryIsoCode2: 'ES', status: 1 });
    const byEnabled = await call('/base/state/listAll', { countryIsoCode2: 'ES', enabled: 1 });
    expect(byEnabled.data).toEqual(answer.data);
  });

  it('sorts by code when asked', async () => {
    const answer = await call('/base/state/listAll', { countryIsoCode2: 'US', status: 1, code_0: 'ASC' });
    expect(answer.data.slice(0, 2).map((state: { code: string }) => state.code)).toEqual(['AK', 'AL']);
  });

  it('finds a state by short code within a country, by full code, or first in country order', async () => {
    expect((await call('/base/state/find', { code: 'AL', countryIsoCode2: 'BR' })).data).toMatchObject({
      code: 'AL',
      name: 'Alagoas',
      countryIsoCode2: 'BR',
    });
    expect((await call('/base/state/find', { code: 'US-AL' })).data.name).toBe('Alabama');
    // Benin's Alibori (BJ-AL) comes before Brazil's Alagoas in country order.
    expect((await call('/base/state/find', { code: 'AL' })).data.countryIsoCode2).toBe('BJ');
  });

  it('answers 3 for an unknown state and names the missing code first', async () => {
    expect(await call('/base/state/find', { code: 'ZZ', countryIsoCode2: 'ES' })).toMatchObject({ error: 3 });
    expect(await call('/base/state/find', { countryIsoCode2: 'E' })).toMatchObject({
      error: 1,
      message: 'code required',
    });
    expect(await call('/base/state/find', { code: 'MD', countryIsoCode2: 'E' })).toMatchObject({
      error: 1,
      message: 'countryIsoCode2 is invalid',
    });
  });
});

describe('currencies', () => {
  it('lists enabled currencies by exchange rate with their symbols, BTC offered (issue 25)', async () => {
    const answer = await call('/base/currency/listAll', { enabled: '1', exchangeRate_0: 'ASC' }, false);
    expect(answer.data.map((c: { code: string; symbol: string }) => `${c.code}${c.symbol}`)).toEqual([
      'BRL$',
      'USD$',
      'EUR€',
      'BTCB',
    ]);
    expect(answer.data.find((c: { code: string }) => c.code === 'BTC')).toMatchObject({
      enabled: 1,
      exchangeRate: '60000.0000000000',
    });
    expect(answer.data[0]).toEqual({
      code: 'BRL',
      symbol: '$',
      name: 'Brazilian Real',
      exchangeRate: '0.1800000000',
      enabled: 1,
    });
  });
});

describe('generated invalid payloads', () => {
  for (const operationId of [
    'listCountries',
    'findCountry',
    'listTelNums',
    'listStates',
    'findState',
    'listCurrencies',
  ]) {
    it(`${operationId} refuses every one without writing`, async () => {
      await expectRefusesAll(t.app, t.db, invalidRequests(operationId));
    });
  }
});
