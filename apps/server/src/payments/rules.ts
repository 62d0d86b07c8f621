import { catalogues, type Lang } from '../i18n/index.js';

/**
 * Which deposit methods a member sees (001 §2): visibility 0 always, plus 10 once the member has
 * deposited (credited 1), otherwise 20.
 */
export function visibleTo(credited: number): number[] {
  return [0, credited === 1 ? 10 : 20];
}

/**
 * The configuration keeps money as decimal strings; the app's amount fields take whole currency units
 * (conventions), so "200.00" is answered as 200. A fractional configured amount is rounded up, so the
 * app never offers less than the operator's minimum.
 */
export function wholeUnits(amount: string): number {
  const [units = '0', cents = ''] = amount.split('.');
  return Number(units) + (/[1-9]/.test(cents) ? 1 : 0);
}

/**
 * A method's name in the player's language (issue 32 §14): the names the seeds give are in the server's
 * catalogues; a brand (PayPal, Pix) has no entry and reads as given, and a name the operator changed is
 * theirs and is kept as they wrote it.
 */
export function methodName(lang: Lang, kind: 'deposit' | 'cashout', code: string, name: string): string {
  const key = `paymentMethod.${kind}.${code}`;
  const seeded = (catalogues.en as Record<string, string>)[key];
  if (seeded === undefined || seeded !== name) return name;
  return (catalogues[lang] as Record<string, string>)[key] ?? name;
}
