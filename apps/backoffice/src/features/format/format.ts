import { formatMoney } from '@casino/ui';
import { defineMessages } from 'react-intl';
import { currentLanguage } from '../i18n/i18n';
import { labelOf } from './words';

/**
 * An amount as the app writes money (issue 32 §15, §16): the one formatter of packages/ui, in the
 * operator's language and the amount's currency ('€12,345.50' in English, '12.345,50 €' in Spanish),
 * from the server's exact decimal string, never a float. Without a currency (a sum over several),
 * the number alone, grouped as the operator's language groups it.
 */
export function money(amount: string | null | undefined, currency?: string): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const locale = currentLanguage();
  if (currency) return formatMoney(amount, { currency, locale });
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount as Intl.StringNumericLiteral,
  );
}

/**
 * A language or country the server sends as a code ('pt', 'BR'), named in the operator's language
 * ('Portuguese', 'portugués'); a code the browser cannot name reads as it is.
 */
export function languageName(code: string | null | undefined): string {
  return displayName('language', code);
}

export function countryName(code: string | null | undefined): string {
  return displayName('region', code);
}

function displayName(type: 'language' | 'region', code: string | null | undefined): string {
  if (!code) return '—';
  try {
    return new Intl.DisplayNames([currentLanguage()], { type, fallback: 'code' }).of(code) ?? code;
  } catch {
    // A malformed code (RangeError): shown as the server sent it.
    return code;
  }
}

/** An ISO time as the operator reads it: UTC, to the second. */
export function time(iso: string | null | undefined): string {
  if (!iso) return '—';
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

/** Cash-out statuses, with the labels of spec 002 §3 (and the internal 35). */
export const cashOutStatusLabels = defineMessages({
  0: { id: 'cashOut.status.0', defaultMessage: 'Pending review' },
  1: { id: 'cashOut.status.1', defaultMessage: 'Canceled' },
  10: { id: 'cashOut.status.10', defaultMessage: 'Rejected' },
  20: { id: 'cashOut.status.20', defaultMessage: 'Pending payment' },
  29: { id: 'cashOut.status.29', defaultMessage: 'Payment in progress' },
  30: { id: 'cashOut.status.30', defaultMessage: 'Payment successful' },
  35: { id: 'cashOut.status.35', defaultMessage: 'Reconciling (failed after payment)' },
  40: { id: 'cashOut.status.40', defaultMessage: 'Completed' },
  50: { id: 'cashOut.status.50', defaultMessage: 'Failed' },
});
export const cashOutStatus = (status: number): string => labelOf(cashOutStatusLabels, status);

/** Document statuses (spec 002 §3). */
export const documentStatusLabels = defineMessages({
  0: { id: 'document.status.0', defaultMessage: 'Not uploaded' },
  10: { id: 'document.status.10', defaultMessage: 'Under review' },
  20: { id: 'document.status.20', defaultMessage: 'Approved' },
  30: { id: 'document.status.30', defaultMessage: 'Refused' },
});
export const documentStatus = (status: number): string => labelOf(documentStatusLabels, status);

export const documentNameLabels = defineMessages({
  idcardProofId: { id: 'document.name.idcardProofId', defaultMessage: 'Proof of ID' },
  idcardHoldProofId: { id: 'document.name.idcardHoldProofId', defaultMessage: 'Hand-held ID photo' },
  addressProofId: { id: 'document.name.addressProofId', defaultMessage: 'Proof of address' },
  paymentProofId: { id: 'document.name.paymentProofId', defaultMessage: 'Payment-method proof' },
  sourceOfWealthProofId: { id: 'document.name.sourceOfWealthProofId', defaultMessage: 'Source of wealth' },
});
export const documentName = (field: string): string => labelOf(documentNameLabels, field);

/** A fresh id for a change that must happen once however often it is sent (an adjustment). */
export function requestId(): string {
  return crypto.randomUUID();
}
