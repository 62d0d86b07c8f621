import { type FormatMoneyOptions, formatMoney, type MoneyFormat } from '@casino/ui';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../session/useSession';

type MoneyOptions = Partial<Omit<FormatMoneyOptions, 'locale'>>;

/**
 * The member's money format: their currency, written as their language writes money. The one way
 * the app shows an amount (packages/ui formatMoney), so the top bar, every dialog and the ticker agree.
 */
export function useMoneyFormat(currency?: string): MoneyFormat {
  const { user } = useSession();
  const { locale } = useIntl();
  return useMemo(
    () => ({ currency: currency ?? user?.currency ?? 'EUR', locale }),
    [currency, user?.currency, locale],
  );
}

/** `money('1234.5')` → '1234,50 €' for a Spanish member in euros; another currency or a sign on request. */
export function useMoney(): (value: string, options?: MoneyOptions) => string {
  const format = useMoneyFormat();
  return useCallback((value, options = {}) => formatMoney(value, { ...format, ...options }), [format]);
}
