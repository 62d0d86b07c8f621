import type { Db } from '../db/database.js';
import { readSetting } from '../db/siteSettings.js';
import { findCurrency } from '../reference/index.js';
import { exponentOf, formatMinor } from '../shared/money.js';
import type { LimitKind } from './schema.js';

/**
 * What a jurisdiction asks of the protection centre (setting `protectionJurisdiction`): how long an
 * increase or removal of a limit waits, and the deposit limits a new account starts with (in the
 * preset's currency, converted at the reference rates). Spain's 3 business days are held as 72 hours,
 * a weekend making it shorter than the law's count only when asked on a Thursday or Friday; an
 * operator there sets `limitCoolingHours` to 120 to stay on the safe side.
 */
export interface Jurisdiction {
  name: string;
  coolingHours: number;
  currency: string;
  defaults: Partial<Record<LimitKind, number>>;
}

export const jurisdictions: Record<string, Jurisdiction> = {
  UK: { name: 'UK', coolingHours: 24, currency: 'GBP', defaults: {} },
  ES: {
    name: 'ES',
    coolingHours: 72,
    currency: 'EUR',
    defaults: { depositDay: 600, depositWeek: 1500, depositMonth: 3000 },
  },
  SE: { name: 'SE', coolingHours: 72, currency: 'SEK', defaults: {} },
  ON: { name: 'ON', coolingHours: 24, currency: 'CAD', defaults: {} },
};

export async function jurisdictionOf(db: Db): Promise<Jurisdiction> {
  const preset =
    jurisdictions[(await readSetting(db, 'protectionJurisdiction'))?.trim() ?? ''] ?? jurisdictions.UK!;
  const hours = Number.parseInt((await readSetting(db, 'limitCoolingHours')) ?? '', 10);
  // The setting may only lengthen the wait the jurisdiction asks for.
  return Number.isInteger(hours) && hours > preset.coolingHours ? { ...preset, coolingHours: hours } : preset;
}

const RATE_SCALE = 100_000_000n;
function rateUnits(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole) * RATE_SCALE + BigInt(`${fraction}00000000`.slice(0, 8));
}

/** A new account's starting limits: the preset's amounts in the member's currency, to its decimals (satoshi for BTC). */
export async function defaultLimits(
  db: Db,
  currency: string,
): Promise<{ kind: LimitKind; amount: string }[]> {
  const preset = await jurisdictionOf(db);
  const entries = Object.entries(preset.defaults) as [LimitKind, number][];
  if (entries.length === 0) return [];
  const [from, to] = await Promise.all([findCurrency(db, preset.currency), findCurrency(db, currency)]);
  if (from === undefined || to === undefined) return [];
  const exponent = exponentOf(currency);
  const scale = 10n ** BigInt(exponent);
  return entries.map(([kind, units]) => ({
    kind,
    amount: formatMinor(
      currency === preset.currency
        ? BigInt(units) * scale
        : (BigInt(units) * scale * rateUnits(String(from.exchange_rate))) /
            rateUnits(String(to.exchange_rate)),
      exponent,
    ),
  }));
}
