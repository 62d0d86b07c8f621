import type { Country, CurrencyOption, Subdivision } from '@casino/ui';
import { useEffect, useState } from 'react';
import { api } from '../app';

/** The join form's pickers: countries, dialling codes, currencies, and the chosen country's states. */
export function useReferenceData(countryCode: string | undefined) {
  const [countries, setCountries] = useState<Country[]>([]);
  const [prefixes, setPrefixes] = useState<string[]>([]);
  const [currencies, setCurrencies] = useState<CurrencyOption[]>([]);
  const [states, setStates] = useState<Subdivision[]>([]);

  useEffect(() => {
    void Promise.all([
      api.call('/base/country/listAll', { status: 1 }, { loading: false }),
      api.call('/sys/country/listTelNum', { status: 1, telNum_0: 'ASC' }, { loading: false }),
      api.call('/base/currency/listAll', { enabled: 1 }, { loading: false }),
    ]).then(([countryList, telNums, currencyList]) => {
      if (countryList.ok)
        setCountries(countryList.data.map((c) => ({ code: c.isoCode2, englishName: c.enName })));
      if (telNums.ok) setPrefixes([...new Set(telNums.data)]);
      if (currencyList.ok) setCurrencies(currencyList.data.map((c) => ({ code: c.code, symbol: c.symbol })));
    });
  }, []);

  useEffect(() => {
    setStates([]);
    if (!countryCode) return;
    void api
      .call('/base/state/listAll', { status: 1, countryIsoCode2: countryCode }, { loading: false })
      .then((result) => {
        if (result.ok) setStates(result.data.map((s) => ({ code: s.code, name: s.name })));
      });
  }, [countryCode]);

  return { countries, prefixes, currencies, states };
}
