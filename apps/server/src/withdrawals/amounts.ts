import { parseAmount } from '../http/amount.js';
import { invalid, refused } from '../http/envelope.js';
import { moneyParam } from '../i18n/index.js';
import type { WithdrawConfig } from '../payments/index.js';
import {
  exponentOf,
  formatMinor,
  fromReference,
  MONEY_SCALE,
  rateUnits,
  toAtoms,
  toMinor,
} from '../shared/money.js';

/*
 * The cash-out's money checks (spec 002 §4, steps 1 to 3 and the monthly cap) in the account's
 * currency: cents for fiat, satoshi for BTC (issue 25).
 */

function configCents(amount: string, exponent = 2): bigint {
  const units = toMinor(amount, exponent);
  if (units === undefined) throw new Error(`withdraw configuration holds no amount: ${amount}`);
  return units;
}

/**
 * The cash-out figures as a currency other than fiat reads them (BTC, issue 25): the operator sets
 * them in the reference currency (exchange rate 1), so each is converted at the currency's `rate` to
 * its decimals, a minimum rounded up and a maximum down (200.00 at 60000 is 0.00333334 BTC). A minimum
 * the operator set for the currency itself (byCurrency) is already in it. Fiat reads them as they are.
 */
export function cashOutConfigIn(config: WithdrawConfig, currency: string, rate: string): WithdrawConfig {
  const exponent = exponentOf(currency);
  if (exponent === 2) return config;
  const convert = (figure: string, rounding: 'down' | 'up') =>
    formatMinor(fromReference(configCents(figure), rate, exponent, rounding), exponent);
  return {
    ...config,
    minimumAmount:
      config.byCurrency?.[currency] === undefined
        ? convert(config.minimumAmount, 'up')
        : config.minimumAmount,
    alternativeMinimumAmount: convert(config.alternativeMinimumAmount, 'up'),
    maxManualAmount: convert(config.maxManualAmount, 'down'),
    requiredDepositAmount4Withdraw: convert(config.requiredDepositAmount4Withdraw, 'up'),
  };
}

/** The amount figures of the cash-out screen (getWithdrawConfig), each a Money string of the account's currency. */
export interface CashOutFigures {
  minimumAmount: string;
  maximumAmount: string;
  amountMultiple: string;
  requiredDepositAmount4Withdraw: string;
}

/**
 * What the app is told of the limits, from figures already in the account's currency (cashOutConfigIn),
 * with exactly its decimals. Fiat keeps whole units, a fractional minimum rounded up as before, in
 * multiples of the configured step; a BTC amount steps by the satoshi, as checkAmount takes it.
 */
export function cashOutFigures(config: WithdrawConfig, currency: string): CashOutFigures {
  const exponent = exponentOf(currency);
  const exact = (figure: string) => formatMinor(configCents(figure, exponent), exponent);
  if (exponent === 2) {
    const whole = (figure: string, rounding: 'down' | 'up') => {
      const cents = configCents(figure);
      const units = cents / 100n + (rounding === 'up' && cents % 100n !== 0n ? 1n : 0n);
      return formatMinor(units * 100n, 2);
    };
    return {
      minimumAmount: whole(config.minimumAmount, 'up'),
      maximumAmount: whole(config.maxManualAmount, 'down'),
      amountMultiple: formatMinor(BigInt(config.amountMultiple) * 100n, 2),
      requiredDepositAmount4Withdraw: exact(config.requiredDepositAmount4Withdraw),
    };
  }
  return {
    minimumAmount: exact(config.minimumAmount),
    maximumAmount: exact(config.maxManualAmount),
    amountMultiple: formatMinor(1n, exponent),
    requiredDepositAmount4Withdraw: exact(config.requiredDepositAmount4Withdraw),
  };
}

/** 1. The deposit a first cash-out needs (the app opens the deposit dialog on this message). */
export function checkDepositRequirement(
  largestDeposit: string,
  config: WithdrawConfig,
  currency: string,
): void {
  const exponent = exponentOf(currency);
  const required = configCents(config.requiredDepositAmount4Withdraw, exponent);
  if (configCents(largestDeposit, exponent) < required) {
    throw refused('withdraw.depositFirst', { amount: moneyParam(formatMinor(required, exponent), currency) });
  }
}

/** 2. No cash-out while wagering remains, with what is left to wager. */
export function checkWagering(rollingAmount: bigint, currency: string): void {
  if (rollingAmount > 0n)
    throw refused('withdraw.notUpStandard', {
      amount: moneyParam(formatMinor(rollingAmount, exponentOf(currency)), currency),
    });
}

export interface AmountLimits {
  withdrawable: bigint;
  wageredAmount: bigint;
  /** The account's currency, for the amounts a refusal names. */
  currency: string;
}

/**
 * 3. The amount: required, whole units, at least the configured minimum, a multiple of the configured
 * step (100), at most the manual maximum, the withdrawable balance and the configured share (half)
 * of the wagered amount. Answers the amount in minor units of the account's currency. A BTC amount
 * (figures from cashOutConfigIn) carries up to its 8 decimals and has no step: a multiple of 100
 * bitcoins is no amount anyone cashes out.
 */
export function checkAmount(amount: string, config: WithdrawConfig, limits: AmountLimits): bigint {
  if (amount === '') throw invalid('withdraw.amountRequired');
  const exponent = exponentOf(limits.currency);
  const fiat = exponent === 2;
  const units = parseAmount(amount, { wholeUnits: fiat, currency: limits.currency });
  if (units === undefined) throw invalid('validation.invalid', { field: 'amount' });
  const named = (figure: bigint) => moneyParam(formatMinor(figure, exponent), limits.currency);
  const minimum = configCents(config.minimumAmount, exponent);
  if (units < minimum) throw invalid('withdraw.amountMinimum', { minimum: named(minimum) });
  if (fiat && (units / 100n) % BigInt(config.amountMultiple) !== 0n) {
    throw invalid('withdraw.amountMultiple', { multiple: config.amountMultiple });
  }
  const maximum = configCents(config.maxManualAmount, exponent);
  if (units > maximum) throw invalid('withdraw.amountMaximum', { maximum: named(maximum) });
  if (units > limits.withdrawable) throw refused('withdraw.insufficient');
  // A share in hundredths ('0.50'), whatever the currency.
  const share = configCents(config.wageredShareLimit);
  const wageredLimit = (limits.wageredAmount * share) / 100n;
  if (units > wageredLimit) throw refused('withdraw.wageredShare', { maximum: named(wageredLimit) });
  return units;
}

/**
 * The monthly payout cap (configuration monthlyPayoutCap, 15,000 EUR) in the member's currency, in
 * its minor units (`exponent` decimals: cents, satoshi for BTC), rounded down: both rates are dollars
 * per unit, so cap x capRate / memberRate. Any amount converts the same way (an operator's threshold).
 */
export function monthlyCapCents(
  capAmount: string,
  capRate: string,
  memberRate: string,
  exponent = 2,
): bigint {
  const atoms = toAtoms(capAmount);
  if (atoms === undefined) throw new Error(`not an amount: ${capAmount}`);
  return (atoms * rateUnits(capRate)) / (rateUnits(memberRate) * 10n ** BigInt(MONEY_SCALE - exponent));
}

/**
 * At most the cap is paid out per calendar month (UTC): what the member's requests of this month
 * that were not cancelled, rejected or failed add up to, plus this one.
 */
export function checkMonthlyCap(
  amountCents: bigint,
  monthTotalCents: bigint,
  capCents: bigint,
  currency: string,
) {
  if (monthTotalCents + amountCents > capCents) {
    const remaining = capCents > monthTotalCents ? capCents - monthTotalCents : 0n;
    const exponent = exponentOf(currency);
    throw refused('withdraw.monthlyCap', {
      maximum: moneyParam(formatMinor(capCents, exponent), currency),
      remaining: moneyParam(formatMinor(remaining, exponent), currency),
    });
  }
}
