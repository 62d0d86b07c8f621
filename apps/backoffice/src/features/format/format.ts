/** '12345.50' and 'EUR' as '12,345.50 EUR': the server's exact decimal string, grouped, never a float. */
export function money(amount: string | null | undefined, currency?: string): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const [whole = '0', decimals = '00'] = amount.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount.startsWith('-') ? '-' : ''}${grouped}.${decimals.padEnd(2, '0')}${currency ? ` ${currency}` : ''}`;
}

/** An ISO time as the operator reads it: UTC, to the second. */
export function time(iso: string | null | undefined): string {
  if (!iso) return '—';
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

/** Cash-out statuses, with the labels of spec 002 §3 (and the internal 35). */
export const cashOutStatus: Record<number, string> = {
  0: 'Pending review',
  1: 'Canceled',
  10: 'Rejected',
  20: 'Pending payment',
  29: 'Payment in progress',
  30: 'Payment successful',
  35: 'Reconciling (failed after payment)',
  40: 'Completed',
  50: 'Failed',
};

/** Document statuses (spec 002 §3). */
export const documentStatus: Record<number, string> = {
  0: 'Not uploaded',
  10: 'Under review',
  20: 'Approved',
  30: 'Refused',
};

export const documentName: Record<string, string> = {
  idcardProofId: 'Proof of ID',
  idcardHoldProofId: 'Hand-held ID photo',
  addressProofId: 'Proof of address',
  paymentProofId: 'Payment-method proof',
  sourceOfWealthProofId: 'Source of wealth',
};

/** A fresh id for a change that must happen once however often it is sent (an adjustment). */
export function requestId(): string {
  return crypto.randomUUID();
}
