import type { AdminData } from '@casino/api-client/admin';
import { amountOf, wholeNumber } from './checks';

export type BonusRules = AdminData<'/admin/settings/bonus-rules'>['rules'];

/**
 * The bonus terms as typed: every figure a text until saved, so a half-typed number stays on screen;
 * `rulesOf` reads them back with the server's bounds (bonuses/ruleForm.ts) and names each wrong field.
 */
export interface BonusDraft {
  preset: string;
  wageringMultiplier: string;
  wageringIncludesDeposit: boolean;
  maxCountedBet: string;
  inactivityDays: string;
  contributions: { gameType: string; percent: string }[];
  defaultContribution: string;
  signUpAmount: string;
  signUpWinCap: string;
  firstPercent: string;
  firstMaxBonus: string;
  firstMinimumDeposit: string;
  firstValidDays: string;
  cashbackMinimum: string;
  cashbackPercent: { level: string; percent: string }[];
  friday: { level: string; minDeposit: string; realBalanceUnder: string; bonus: string }[];
}

export function draftOf(rules: BonusRules): BonusDraft {
  return {
    preset: rules.preset,
    wageringMultiplier: String(rules.wageringMultiplier),
    wageringIncludesDeposit: rules.wageringIncludesDeposit,
    maxCountedBet: rules.maxCountedBet,
    inactivityDays: String(rules.inactivityDays),
    contributions: rules.contributions.map((row) => ({
      gameType: row.gameType,
      percent: String(row.percent),
    })),
    defaultContribution: String(rules.defaultContribution),
    signUpAmount: rules.signUp.amount,
    signUpWinCap: rules.signUp.winCap,
    firstPercent: String(rules.firstDeposit.percent),
    firstMaxBonus: rules.firstDeposit.maxBonus,
    firstMinimumDeposit: rules.firstDeposit.minimumDeposit,
    firstValidDays: String(rules.firstDeposit.validDays),
    cashbackMinimum: rules.cashbackMinimum,
    cashbackPercent: rules.cashbackPercent.map((row) => ({ level: row.level, percent: String(row.percent) })),
    friday: rules.friday.map((row) => ({ ...row })),
  };
}

const gameType = /^[a-z][a-z0-9_]{0,29}$/;

/** The rules to send, or the keys of the fields that are wrong ('contributions.0.percent', ...). */
export function rulesOf(draft: BonusDraft): { rules?: BonusRules; wrong: Set<string> } {
  const wrong = new Set<string>();
  const whole = (key: string, text: string, min: number, max: number) => {
    const value = wholeNumber(text, min, max);
    if (value === undefined) wrong.add(key);
    return value ?? 0;
  };
  const money = (key: string, text: string, min = 0n) => {
    const value = amountOf(text, min);
    if (value === undefined) wrong.add(key);
    return value ?? '0.00';
  };
  const types = draft.contributions.map((row) => row.gameType.trim());
  const contributions = draft.contributions.map((row, index) => {
    const name = types[index]!;
    if (!gameType.test(name) || types.indexOf(name) !== index) wrong.add(`contributions.${index}.gameType`);
    return { gameType: name, percent: whole(`contributions.${index}.percent`, row.percent, 0, 100) };
  });
  const rules: BonusRules = {
    preset: draft.preset,
    wageringMultiplier: whole('wageringMultiplier', draft.wageringMultiplier, 1, 1000),
    wageringIncludesDeposit: draft.wageringIncludesDeposit,
    maxCountedBet: money('maxCountedBet', draft.maxCountedBet, 1n),
    inactivityDays: whole('inactivityDays', draft.inactivityDays, 1, 3650),
    contributions,
    defaultContribution: whole('defaultContribution', draft.defaultContribution, 0, 100),
    signUp: {
      amount: money('signUpAmount', draft.signUpAmount),
      winCap: money('signUpWinCap', draft.signUpWinCap),
    },
    firstDeposit: {
      percent: whole('firstPercent', draft.firstPercent, 0, 1000),
      maxBonus: money('firstMaxBonus', draft.firstMaxBonus),
      minimumDeposit: money('firstMinimumDeposit', draft.firstMinimumDeposit),
      validDays: whole('firstValidDays', draft.firstValidDays, 1, 3650),
    },
    cashbackMinimum: money('cashbackMinimum', draft.cashbackMinimum),
    cashbackPercent: draft.cashbackPercent.map((row, index) => ({
      level: row.level,
      percent: whole(`cashbackPercent.${index}`, row.percent, 0, 100),
    })),
    friday: draft.friday.map((row, index) => ({
      level: row.level,
      minDeposit: money(`friday.${index}.minDeposit`, row.minDeposit),
      realBalanceUnder: money(`friday.${index}.realBalanceUnder`, row.realBalanceUnder),
      bonus: money(`friday.${index}.bonus`, row.bonus),
    })),
  };
  return wrong.size === 0 ? { rules, wrong } : { wrong };
}
