import type { Domain } from '../http/domain.js';
import { ApiError, ErrorCode } from '../http/envelope.js';
import { type ListSpec, parseListQuery } from '../http/listQuery.js';
import * as repository from './repository.js';
import { seedReference } from './seed.js';

const flag = { type: 'integer' } as const;

/** What each list operation accepts (contract descriptions); everything else in a body is ignored. */
export const listSpecs = {
  countries: {
    filters: { status: { column: 'status', ...flag } },
    sorts: { enName: 'en_name', isoCode2: 'iso_code2' },
    defaultOrder: [['en_name', 'asc']],
    tieBreaker: 'iso_code2',
  },
  telNums: {
    filters: { status: { column: 'status', ...flag } },
    sorts: { telNum: 'tel_num' },
    defaultOrder: [['tel_num', 'asc']],
  },
  states: {
    // enabled and status mean the same for states: the app sends either.
    filters: {
      countryIsoCode2: { column: 'country_iso_code2', type: 'string' },
      enabled: { column: 'status', ...flag },
      status: { column: 'status', ...flag },
    },
    sorts: { name: 'name', code: 'code' },
    defaultOrder: [['name', 'asc']],
    tieBreaker: 'code',
  },
  currencies: {
    filters: { enabled: { column: 'enabled', ...flag } },
    sorts: { exchangeRate: 'exchange_rate' },
    tieBreaker: 'code',
  },
} satisfies Record<string, ListSpec>;

interface FindCountryBody {
  isoCode2: string;
}
interface FindStateBody {
  code: string;
  countryIsoCode2?: string;
}

const notFound = () => new ApiError(ErrorCode.notFound, 'common.notFound');

export const reference: Domain = {
  name: 'reference',
  plugin: async (app) => {
    await seedReference(app.db);
  },
  handlers: {
    listCountries: async (request) =>
      repository.listCountries(request.server.db, parseListQuery(request.body, listSpecs.countries)),
    findCountry: async (request) => {
      const { isoCode2 } = request.body as FindCountryBody;
      const country = await repository.findCountry(request.server.db, isoCode2);
      if (country === undefined) throw notFound();
      return country;
    },
    listTelNums: async (request) =>
      repository.listTelNums(request.server.db, parseListQuery(request.body, listSpecs.telNums)),
    listStates: async (request) =>
      repository.listStates(request.server.db, parseListQuery(request.body, listSpecs.states)),
    findState: async (request) => {
      const { code, countryIsoCode2 } = request.body as FindStateBody;
      const state = await repository.findState(request.server.db, code, countryIsoCode2);
      if (state === undefined) throw notFound();
      return state;
    },
    listCurrencies: async (request) =>
      repository.listCurrencies(request.server.db, parseListQuery(request.body, listSpecs.currencies)),
  },
};
