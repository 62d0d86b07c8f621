import { toCents } from '../shared/money.js';

/**
 * The bonus terms as the operator configures them (settings `bonusPreset` and `bonusRules`). Money is
 * integer cents of the reference currency, or minor units of a member's currency once converted
 * (`rulesConverted`: satoshi for BTC); percentages are whole numbers. The defaults are spec 002 §9's.
 */
export interface BonusRules {
  /** Wagering is this many times the bonus (plus the deposit when the bonus depends on it). */
  wageringMultiplier: number;
  /** The first-deposit bonus's wagering counts the deposit too (spec 002 §9); off where a regulator caps
   * wagering at a multiple of the bonus alone (UKGC: 10x the bonus). */
  wageringIncludesDeposit: boolean;
  /** A bet counts toward wagering at most this much (user agreement: 2.00). */
  maxCountedBetCents: bigint;
  /** Percent of a bet that counts toward wagering, by game type (the game code's prefix). */
  contributions: Record<string, number>;
  /** Game types not listed count this much. */
  defaultContribution: number;
  /** An active bonus expires after this many days without a bet. */
  inactivityDays: number;
  signUp: { amountCents: bigint; winCapCents: bigint };
  firstDeposit: { percent: number; maxBonusCents: bigint; minimumDepositCents: bigint; validDays: number };
  /** Monday cashback percent of the week's net cash loss, by VIP level code. */
  cashbackPercent: Record<string, number>;
  cashbackMinimumCents: bigint;
  friday: Record<string, { minDepositCents: bigint; realBalanceUnderCents: bigint; bonusCents: bigint }>;
}

export const defaultBonusRules: BonusRules = {
  wageringMultiplier: 50,
  wageringIncludesDeposit: true,
  maxCountedBetCents: 200n,
  contributions: { slot: 100, blackjack: 10, roulette: 10 },
  // A game type the terms do not name counts nothing until an operator names it (issue 25 finding 7).
  defaultContribution: 0,
  inactivityDays: 7,
  signUp: { amountCents: 500n, winCapCents: 20000n },
  firstDeposit: { percent: 100, maxBonusCents: 20000n, minimumDepositCents: 1000n, validDays: 90 },
  cashbackPercent: { bronze: 5, silver: 8, gold: 12, platinum: 15, diamond: 20 },
  cashbackMinimumCents: 100n,
  friday: {
    bronze: { minDepositCents: 10000n, realBalanceUnderCents: 1000n, bonusCents: 1000n },
    silver: { minDepositCents: 15000n, realBalanceUnderCents: 2000n, bonusCents: 2000n },
    gold: { minDepositCents: 20000n, realBalanceUnderCents: 3000n, bonusCents: 3000n },
    platinum: { minDepositCents: 25000n, realBalanceUnderCents: 4000n, bonusCents: 4000n },
    diamond: { minDepositCents: 30000n, realBalanceUnderCents: 5000n, bonusCents: 5000n },
  },
};

/**
 * Named starting points; `bonusRules` overrides on top. UKGC from 19 Jan 2026: wagering at most 10x the
 * bonus, so the deposit is not counted in it.
 */
export const bonusPresets: Record<string, Partial<BonusRules>> = {
  default: {},
  uk: { wageringMultiplier: 10, wageringIncludesDeposit: false },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function cents(value: unknown): bigint | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const parsed = toCents(String(value));
  return parsed !== undefined && parsed >= 0n ? parsed : undefined;
}

function whole(value: unknown, max: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max
    ? value
    : undefined;
}

function percents(value: unknown): Record<string, number> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, number> = {};
  for (const [key, percent] of Object.entries(value)) {
    const parsed = whole(percent, 100);
    if (parsed === undefined) return undefined;
    out[key] = parsed;
  }
  return out;
}

/**
 * The operator's overrides (JSON, money as decimal strings: `{"wageringMultiplier": 35,
 * "signUp": {"amount": "10.00"}}`) on top of the preset; an unreadable value keeps the preset's figure,
 * so a typo never grants a bonus on terms nobody chose. The back office writes them from a checked form
 * (ruleForm.ts).
 */
export function bonusRulesFrom(preset: string | undefined, overridesJson: string | undefined): BonusRules {
  const rules: BonusRules = { ...defaultBonusRules, ...(bonusPresets[preset ?? 'default'] ?? {}) };
  let overrides: unknown;
  try {
    overrides = overridesJson === undefined || overridesJson.trim() === '' ? {} : JSON.parse(overridesJson);
  } catch {
    return rules;
  }
  if (!isRecord(overrides)) return rules;
  const o = overrides;
  rules.wageringMultiplier = whole(o.wageringMultiplier, 1000) ?? rules.wageringMultiplier;
  if (typeof o.wageringIncludesDeposit === 'boolean')
    rules.wageringIncludesDeposit = o.wageringIncludesDeposit;
  rules.maxCountedBetCents = cents(o.maxCountedBet) ?? rules.maxCountedBetCents;
  rules.contributions = percents(o.contributions) ?? rules.contributions;
  rules.defaultContribution = whole(o.defaultContribution, 100) ?? rules.defaultContribution;
  rules.inactivityDays = whole(o.inactivityDays, 3650) || rules.inactivityDays;
  if (isRecord(o.signUp)) {
    rules.signUp = {
      amountCents: cents(o.signUp.amount) ?? rules.signUp.amountCents,
      winCapCents: cents(o.signUp.winCap) ?? rules.signUp.winCapCents,
    };
  }
  if (isRecord(o.firstDeposit)) {
    const f = o.firstDeposit;
    rules.firstDeposit = {
      percent: whole(f.percent, 1000) ?? rules.firstDeposit.percent,
      maxBonusCents: cents(f.maxBonus) ?? rules.firstDeposit.maxBonusCents,
      minimumDepositCents: cents(f.minimumDeposit) ?? rules.firstDeposit.minimumDepositCents,
      validDays: whole(f.validDays, 3650) || rules.firstDeposit.validDays,
    };
  }
  rules.cashbackPercent = percents(o.cashbackPercent) ?? rules.cashbackPercent;
  rules.cashbackMinimumCents = cents(o.cashbackMinimum) ?? rules.cashbackMinimumCents;
  if (isRecord(o.friday)) {
    const friday = { ...rules.friday };
    for (const [level, row] of Object.entries(o.friday)) {
      if (!isRecord(row)) continue;
      const minDeposit = cents(row.minDeposit);
      const under = cents(row.realBalanceUnder);
      const bonus = cents(row.bonus);
      if (minDeposit !== undefined && under !== undefined && bonus !== undefined) {
        friday[level] = { minDepositCents: minDeposit, realBalanceUnderCents: under, bonusCents: bonus };
      }
    }
    rules.friday = friday;
  }
  return rules;
}

/**
 * The terms with every money figure in another currency's minor units, each converted by `convert`
 * (a figure rounds down where it is paid or allowed, up where it must be reached): percentages,
 * multipliers and days stay as they are.
 */
export function rulesConverted(
  rules: BonusRules,
  convert: (cents: bigint, rounding: 'down' | 'up') => bigint,
): BonusRules {
  const down = (cents: bigint) => convert(cents, 'down');
  const up = (cents: bigint) => convert(cents, 'up');
  return {
    ...rules,
    maxCountedBetCents: down(rules.maxCountedBetCents),
    signUp: { amountCents: down(rules.signUp.amountCents), winCapCents: down(rules.signUp.winCapCents) },
    firstDeposit: {
      ...rules.firstDeposit,
      maxBonusCents: down(rules.firstDeposit.maxBonusCents),
      minimumDepositCents: up(rules.firstDeposit.minimumDepositCents),
    },
    cashbackMinimumCents: up(rules.cashbackMinimumCents),
    friday: Object.fromEntries(
      Object.entries(rules.friday).map(([level, row]) => [
        level,
        {
          minDepositCents: up(row.minDepositCents),
          realBalanceUnderCents: down(row.realBalanceUnderCents),
          bonusCents: down(row.bonusCents),
        },
      ]),
    ),
  };
}

/**
 * First-deposit bonus for a deposit (spec 002 §9: 100% up to 200, minimum deposit 10): zero below the
 * minimum. Wagering is the multiplier times bonus plus deposit ("the deposit too when the bonus depends
 * on it"), or times the bonus alone where the rules leave the deposit out.
 */
export function firstDepositBonus(
  depositCents: bigint,
  rules: BonusRules,
): { bonus: bigint; wagering: bigint } {
  const terms = rules.firstDeposit;
  if (depositCents < terms.minimumDepositCents || depositCents <= 0n) return { bonus: 0n, wagering: 0n };
  const proportional = (depositCents * BigInt(terms.percent)) / 100n;
  const bonus = proportional < terms.maxBonusCents ? proportional : terms.maxBonusCents;
  const wagered = rules.wageringIncludesDeposit ? bonus + depositCents : bonus;
  return { bonus, wagering: wagered * BigInt(rules.wageringMultiplier) };
}

/** What a bet counts toward wagering: at most maxCountedBet, times the game type's share, in cents. */
export function countedStake(betCents: bigint, gameType: string, rules: BonusRules): bigint {
  const capped = betCents < rules.maxCountedBetCents ? betCents : rules.maxCountedBetCents;
  const percent = rules.contributions[gameType] ?? rules.defaultContribution;
  return (capped * BigInt(percent)) / 100n;
}

/** Monday cashback on a week's net cash loss (no wagering); zero under the minimum or with no loss. */
export function cashback(netLossCents: bigint, levelCode: string, rules: BonusRules): bigint {
  const percent = rules.cashbackPercent[levelCode] ?? 0;
  if (netLossCents <= 0n || percent <= 0) return 0n;
  const amount = (netLossCents * BigInt(percent)) / 100n;
  return amount >= rules.cashbackMinimumCents ? amount : 0n;
}

/** Friday bonus by level: deposits of the period at least the minimum, real balance under the limit. */
export function fridayBonus(
  levelCode: string,
  periodDepositsCents: bigint,
  cashCents: bigint,
  rules: BonusRules,
): bigint {
  const row = rules.friday[levelCode];
  if (row === undefined) return 0n;
  return periodDepositsCents >= row.minDepositCents && cashCents < row.realBalanceUnderCents
    ? row.bonusCents
    : 0n;
}

/** The contribution table as the contract shows it: percent per game type, largest first. */
export function contributionTable(contributions: Record<string, number>) {
  return Object.entries(contributions)
    .map(([gameType, percent]) => ({ gameType, percent }))
    .sort((a, b) => b.percent - a.percent || a.gameType.localeCompare(b.gameType));
}
