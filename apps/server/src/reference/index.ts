// The reference data's public surface; its list operations are in routes.ts.
export { enabledCurrencyCodes, findCountry, findCurrency, findState } from './repository.js';
