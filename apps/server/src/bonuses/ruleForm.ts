import { invalid } from '../http/envelope.js';
import type { MessageKey } from '../i18n/index.js';
import { formatCents, toCents } from '../shared/money.js';
import { type BonusRules, bonusPresets, bonusRulesFrom, defaultBonusRules } from './rules.js';

/**
 * The bonus terms as the back office edits them (issue 32 item 17): every figure a field, money as
 * decimal strings, the per-type and per-level tables as rows. What is saved is only what differs
 * from the chosen preset, so a preset still decides every figure the operator did not change.
 */
export interface BonusRuleForm {
  preset: string;
  wageringMultiplier: number;
  wageringIncludesDeposit: boolean;
  maxCountedBet: string;
  contributions: { gameType: string; percent: number }[];
  defaultContribution: number;
  inactivityDays: number;
  signUp: { amount: string; winCap: string };
  firstDeposit: { percent: number; maxBonus: string; minimumDeposit: string; validDays: number };
  cashbackMinimum: string;
  cashbackPercent: { level: string; percent: number }[];
  friday: { level: string; minDeposit: string; realBalanceUnder: string; bonus: string }[];
}

export function formOf(preset: string, rules: BonusRules): BonusRuleForm {
  return {
    preset,
    wageringMultiplier: rules.wageringMultiplier,
    wageringIncludesDeposit: rules.wageringIncludesDeposit,
    maxCountedBet: formatCents(rules.maxCountedBetCents),
    contributions: Object.entries(rules.contributions).map(([gameType, percent]) => ({ gameType, percent })),
    defaultContribution: rules.defaultContribution,
    inactivityDays: rules.inactivityDays,
    signUp: { amount: formatCents(rules.signUp.amountCents), winCap: formatCents(rules.signUp.winCapCents) },
    firstDeposit: {
      percent: rules.firstDeposit.percent,
      maxBonus: formatCents(rules.firstDeposit.maxBonusCents),
      minimumDeposit: formatCents(rules.firstDeposit.minimumDepositCents),
      validDays: rules.firstDeposit.validDays,
    },
    cashbackMinimum: formatCents(rules.cashbackMinimumCents),
    cashbackPercent: Object.entries(rules.cashbackPercent).map(([level, percent]) => ({ level, percent })),
    friday: Object.entries(rules.friday).map(([level, row]) => ({
      level,
      minDeposit: formatCents(row.minDepositCents),
      realBalanceUnder: formatCents(row.realBalanceUnderCents),
      bonus: formatCents(row.bonusCents),
    })),
  };
}

/** The form of the stored settings, as the bonuses domain applies them. */
export function storedForm(preset: string | undefined, overridesJson: string | undefined): BonusRuleForm {
  const name = preset !== undefined && Object.hasOwn(bonusPresets, preset) ? preset : 'default';
  return formOf(name, bonusRulesFrom(name, overridesJson));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const MONEY_CEILING = 100_000_000n;

/** Readers that refuse with the section's message, so the operator reads which part is wrong. */
function readers(key: MessageKey) {
  const refuse = () => invalid(key);
  return {
    whole(value: unknown, min: number, max: number): number {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw refuse();
      return value;
    },
    cents(value: unknown, min = 0n): bigint {
      const cents = typeof value === 'string' ? toCents(value) : undefined;
      if (cents === undefined || cents < min || cents > MONEY_CEILING) throw refuse();
      return cents;
    },
    rows(value: unknown, max: number): Record<string, unknown>[] {
      if (!Array.isArray(value) || value.length > max || !value.every(isRecord)) throw refuse();
      return value;
    },
    name(value: unknown, seen: Set<string>): string {
      if (typeof value !== 'string' || !/^[a-z][a-z0-9_]{0,29}$/.test(value) || seen.has(value))
        throw refuse();
      seen.add(value);
      return value;
    },
    record(value: unknown): Record<string, unknown> {
      if (!isRecord(value)) throw refuse();
      return value;
    },
  };
}

/** The form as the back office sends it, checked part by part; a refusal names the part. */
export function checkRuleForm(body: Record<string, unknown>): { preset: string; rules: BonusRules } {
  const preset = typeof body.preset === 'string' ? body.preset : '';
  if (!Object.hasOwn(bonusPresets, preset)) throw invalid('settings.bonusPreset');
  const wagering = readers('settings.bonusWagering');
  if (typeof body.wageringIncludesDeposit !== 'boolean') throw invalid('settings.bonusWagering');
  const share = readers('settings.bonusContributions');
  const seenTypes = new Set<string>();
  const contributions = Object.fromEntries(
    share
      .rows(body.contributions, 30)
      .map((row) => [share.name(row.gameType, seenTypes), share.whole(row.percent, 0, 100)]),
  );
  const days = readers('settings.bonusDays');
  const signUpRead = readers('settings.bonusSignUp');
  const signUp = signUpRead.record(body.signUp);
  const firstRead = readers('settings.bonusFirstDeposit');
  const first = firstRead.record(body.firstDeposit);
  const cash = readers('settings.bonusCashback');
  const seenLevels = new Set<string>();
  const cashbackPercent = Object.fromEntries(
    cash
      .rows(body.cashbackPercent, 20)
      .map((row) => [cash.name(row.level, seenLevels), cash.whole(row.percent, 0, 100)]),
  );
  const friday = readers('settings.bonusFriday');
  const fridayLevels = new Set<string>();
  return {
    preset,
    rules: {
      wageringMultiplier: wagering.whole(body.wageringMultiplier, 1, 1000),
      wageringIncludesDeposit: body.wageringIncludesDeposit,
      maxCountedBetCents: wagering.cents(body.maxCountedBet, 1n),
      contributions,
      defaultContribution: share.whole(body.defaultContribution, 0, 100),
      inactivityDays: days.whole(body.inactivityDays, 1, 3650),
      signUp: { amountCents: signUpRead.cents(signUp.amount), winCapCents: signUpRead.cents(signUp.winCap) },
      firstDeposit: {
        percent: firstRead.whole(first.percent, 0, 1000),
        maxBonusCents: firstRead.cents(first.maxBonus),
        minimumDepositCents: firstRead.cents(first.minimumDeposit),
        validDays: days.whole(first.validDays, 1, 3650),
      },
      cashbackPercent,
      cashbackMinimumCents: cash.cents(body.cashbackMinimum),
      friday: Object.fromEntries(
        friday.rows(body.friday, 20).map((row) => [
          friday.name(row.level, fridayLevels),
          {
            minDepositCents: friday.cents(row.minDeposit),
            realBalanceUnderCents: friday.cents(row.realBalanceUnder),
            bonusCents: friday.cents(row.bonus),
          },
        ]),
      ),
    },
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The overrides (the `bonusRules` setting's JSON, read by bonusRulesFrom) that turn the preset into
 * these rules: only the parts that differ, so the text stays short and the preset keeps the rest.
 */
export function overridesFor(preset: string, rules: BonusRules): string {
  const base = formOf(preset, { ...defaultBonusRules, ...(bonusPresets[preset] ?? {}) });
  const wanted = formOf(preset, rules);
  const out: Record<string, unknown> = {};
  const scalar = [
    'wageringMultiplier',
    'wageringIncludesDeposit',
    'maxCountedBet',
    'defaultContribution',
    'inactivityDays',
    'cashbackMinimum',
  ] as const;
  for (const key of scalar) if (!same(base[key], wanted[key])) out[key] = wanted[key];
  if (!same(base.signUp, wanted.signUp)) out.signUp = wanted.signUp;
  if (!same(base.firstDeposit, wanted.firstDeposit)) out.firstDeposit = wanted.firstDeposit;
  if (!same(base.contributions, wanted.contributions)) {
    out.contributions = Object.fromEntries(wanted.contributions.map((row) => [row.gameType, row.percent]));
  }
  if (!same(base.cashbackPercent, wanted.cashbackPercent)) {
    out.cashbackPercent = Object.fromEntries(wanted.cashbackPercent.map((row) => [row.level, row.percent]));
  }
  const changedFriday = wanted.friday.filter((row) => !base.friday.some((other) => same(other, row)));
  if (changedFriday.length > 0) {
    out.friday = Object.fromEntries(changedFriday.map(({ level, ...row }) => [level, row]));
  }
  return Object.keys(out).length === 0 ? '' : JSON.stringify(out);
}
