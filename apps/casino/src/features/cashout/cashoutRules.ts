import type { CallData, components } from '@casino/api-client';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { exponentOf, fromUnits, toUnits } from '../money/amounts';

export type CashoutMethodCode = components['schemas']['CashoutMethodCode'];
export type WithdrawApply = components['schemas']['WithdrawApply'];
export type WithdrawConfig = CallData<'/sys/member/withdraw/config'>;
type UserInfo = components['schemas']['UserInfo'];

/** Spec 002 §4: a second cash-out click within 2 s is ignored. */
export const CLICK_GUARD_MS = 2000;
/** Spec 002 §5: the withdrawal may not exceed half of the wagered amount. */
const WAGERED_SHARE_DIVISOR = 2n;

export const cashoutRuleMessages = defineMessages({
  amountRequired: { id: 'withdraw.amountRequired', defaultMessage: 'Please enter the amount' },
  amountMinimum: {
    id: 'withdraw.amountMinimum',
    defaultMessage: 'The minimum cash-out is {amount}, in multiples of 100',
  },
  amountMinimumAny: { id: 'withdraw.amountMinimumAny', defaultMessage: 'The minimum cash-out is {amount}' },
  amountMaximum: { id: 'withdraw.amountMaximum', defaultMessage: 'The maximum cash-out is {amount}' },
  insufficient: { id: 'withdraw.insufficient', defaultMessage: 'Withdrawable balance insufficient' },
  wageredShare: {
    id: 'withdraw.wageredShare',
    defaultMessage: 'A cash-out may not exceed half of your wagered amount: {amount} at most now',
  },
  methodRequired: { id: 'withdraw.methodRequired', defaultMessage: 'Please choose a cash-out method' },
  accountNameRequired: {
    id: 'withdraw.accountNameRequired',
    defaultMessage: "Please enter the account holder's name",
  },
  dniRequired: {
    id: 'withdraw.dniRequired',
    defaultMessage: 'Please enter your DNI (identity document number)',
  },
  accountNumberRequired: {
    id: 'withdraw.accountNumberRequired',
    defaultMessage: 'Please enter the account number',
  },
  interbankAccountNumberRequired: {
    id: 'withdraw.interbankAccountNumberRequired',
    defaultMessage: 'Please enter the interbank account number (CCI)',
  },
  emailRequired: { id: 'withdraw.emailRequired', defaultMessage: 'Please enter your e-mail' },
  emailInvalid: { id: 'withdraw.emailInvalid', defaultMessage: 'Please enter a valid e-mail address' },
  payoutAccountNameRequired: {
    id: 'withdraw.payoutAccountNameRequired',
    defaultMessage: 'Please enter the name on the receiving account',
  },
  payoutToAccountRequired: {
    id: 'withdraw.payoutToAccountRequired',
    defaultMessage: 'Please enter the account to pay to',
  },
  walletAddressRequired: {
    id: 'withdraw.walletAddressRequired',
    defaultMessage: 'Please enter your Bitcoin wallet address',
  },
  payIdRequired: { id: 'withdraw.payIdRequired', defaultMessage: 'Please enter your PayID' },
  idProofRequired: { id: 'withdraw.idProofRequired', defaultMessage: 'Please upload: proof of ID' },
  paymentProofRequired: {
    id: 'withdraw.paymentProofRequired',
    defaultMessage: 'Please upload: proof of the payment method',
  },
});
const m = cashoutRuleMessages;

export type MethodField =
  | 'accountName'
  | 'dni'
  | 'accountNumber'
  | 'interbankAccountNumber'
  | 'email'
  | 'payoutData.accountName'
  | 'payoutData.toAccount';

/**
 * The fields each method asks for, in the order they are checked, each with the message that asks for
 * it: the contract's x-required-fields-by-method (schema WithdrawApply), spec 002 §5.
 */
export const methodFields: Record<CashoutMethodCode, readonly [MethodField, MessageDescriptor][]> = {
  BANK_CARD: [
    ['accountName', m.accountNameRequired],
    ['dni', m.dniRequired],
    ['accountNumber', m.accountNumberRequired],
    ['interbankAccountNumber', m.interbankAccountNumberRequired],
  ],
  PAYPAL: [['email', m.emailRequired]],
  MERCADO_PAGO: [['email', m.emailRequired]],
  CPAY: [
    ['payoutData.accountName', m.payoutAccountNameRequired],
    ['payoutData.toAccount', m.payoutToAccountRequired],
  ],
  BTC: [['payoutData.toAccount', m.walletAddressRequired]],
  PAYID: [
    ['payoutData.accountName', m.payoutAccountNameRequired],
    ['payoutData.toAccount', m.payIdRequired],
  ],
};

/**
 * The amounts of the cash-out screen are Money strings of the account's currency, worked on in its
 * minor units (cents, satoshis; issue 25): never a JS float, and a BTC amount keeps its 8 decimals.
 */
type Decimals = number;

/** The preset amounts of withdrawAmounts ('200/500/1000'), whole units as the picker shows them. */
export function presetAmounts(withdrawAmounts: string): string[] {
  return withdrawAmounts
    .split('/')
    .map((part) => part.trim())
    .filter((part) => /^[1-9][0-9]{0,11}$/.test(part));
}

/**
 * The smallest amount that is both at least the configured minimum and a multiple of the step: 200 by
 * default, 100 when an operator configures the spec's other reading (25); for BTC the minimum itself
 * (its step is one satoshi).
 */
export function smallestAmount(
  config: Pick<WithdrawConfig, 'minimumAmount' | 'amountMultiple'>,
  decimals: Decimals = 2,
): string {
  const minimum = toUnits(config.minimumAmount, decimals);
  const step = stepUnits(config, decimals);
  return fromUnits(((minimum + step - 1n) / step) * step, decimals);
}

/** Spec 002 §5 and the contract's default when the server names no step: fiat cashes out in hundreds. */
const FIAT_MULTIPLE = 10000n;

/** The step in minor units: the configured one, else 100 for fiat and one minor unit (a satoshi) for BTC. */
function stepUnits(config: Pick<WithdrawConfig, 'amountMultiple'>, decimals: Decimals): bigint {
  const step = config.amountMultiple === undefined ? 0n : toUnits(config.amountMultiple, decimals);
  if (step > 0n) return step;
  return decimals === 2 ? FIAT_MULTIPLE : 1n;
}

/** Whether amounts step by more than the currency's smallest unit (fiat's 100), which the screen says. */
export function stepsAboveUnit(
  config: Pick<WithdrawConfig, 'amountMultiple'>,
  decimals: Decimals = 2,
): boolean {
  return stepUnits(config, decimals) > 1n;
}

export type Precheck =
  | { rule: 'activation' }
  | { rule: 'deposit'; amount: string }
  | { rule: 'wagering'; amount: string }
  | null;

/**
 * The cash-out screen's checks before anything is sent: an account not activated by e-mail first (the
 * server refuses its request whatever else is right, so it is said before any document is asked for,
 * issue 32 §9), then in the order of spec 002 §4 the first deposit (the largest deposit below the
 * required one: deposit first), then wagering (rollingAmount above 0: the amount still to wager).
 */
export function firstPrecheck(
  config: Pick<WithdrawConfig, 'maxDepositAmount' | 'requiredDepositAmount4Withdraw'>,
  user: Pick<UserInfo, 'rollingAmount'> & Partial<Pick<UserInfo, 'activated' | 'currency'>>,
): Precheck {
  if (user.activated === 0) return { rule: 'activation' };
  const decimals = exponentOf(user.currency);
  if (toUnits(config.maxDepositAmount, decimals) < toUnits(config.requiredDepositAmount4Withdraw, decimals)) {
    return { rule: 'deposit', amount: config.requiredDepositAmount4Withdraw };
  }
  if (toUnits(user.rollingAmount, decimals) > 0n) return { rule: 'wagering', amount: user.rollingAmount };
  return null;
}

/** Why nothing can be cashed out now, in the order the screen's checks run (spec 002 §4, §5). */
export type CashoutBlocker = 'activation' | 'deposit' | 'wagering' | 'balance' | 'wagered';

export interface CashoutAllowance {
  /** The smallest amount a request may ask for (a multiple of the step). */
  minimum: string;
  /** Half of the wagered amount (spec 002 §5), when the server reports it. */
  wageredCap?: string;
  /** The most a request may ask for now: a multiple of the step within every limit; 0 when none is possible. */
  mostNow: string;
  blocker: CashoutBlocker | null;
}

/**
 * What the member can cash out now, said up front rather than refused after the form is filled: the
 * largest multiple of the step within the withdrawable balance, half the wagered amount and the manual
 * maximum, and the first reason when that is below the minimum. In the account's decimals (the
 * user's currency; fiat when it is not given).
 */
export function cashoutAllowance(
  config: Pick<
    WithdrawConfig,
    | 'minimumAmount'
    | 'maximumAmount'
    | 'amountMultiple'
    | 'maxDepositAmount'
    | 'requiredDepositAmount4Withdraw'
  >,
  user: Pick<UserInfo, 'rollingAmount' | 'withdrawableBalance' | 'wageredAmount'> &
    Partial<Pick<UserInfo, 'activated' | 'currency'>>,
): CashoutAllowance {
  const decimals = exponentOf(user.currency);
  const units = (amount: string) => toUnits(amount, decimals);
  const minimum = units(smallestAmount(config, decimals));
  const wageredCap =
    user.wageredAmount === undefined
      ? undefined
      : fromUnits(units(user.wageredAmount) / WAGERED_SHARE_DIVISOR, decimals);
  const step = stepUnits(config, decimals);
  let most = units(user.withdrawableBalance);
  if (wageredCap !== undefined && units(wageredCap) < most) most = units(wageredCap);
  const maximum = units(config.maximumAmount);
  if (maximum < most) most = maximum;
  const mostNow = (most / step) * step;
  const precheck = firstPrecheck(config, user);
  const blocker: CashoutBlocker | null =
    precheck?.rule ??
    (mostNow >= minimum ? null : units(user.withdrawableBalance) < minimum ? 'balance' : 'wagered');
  return {
    minimum: fromUnits(minimum, decimals),
    ...(wageredCap === undefined ? {} : { wageredCap }),
    mostNow: fromUnits(blocker ? 0n : mostNow, decimals),
    blocker,
  };
}

export interface CashoutForm {
  /** A money string of the account's currency, or null while nothing is chosen or typed. */
  amount: string | null;
  paymentMethod?: CashoutMethodCode;
  fields: Partial<Record<MethodField, string>>;
}

export interface AmountLimits {
  minimumAmount: string;
  maximumAmount: string;
  /** The step of amounts (100.00 for fiat, a satoshi for BTC); one minor unit when absent. */
  amountMultiple?: string;
  /** The account's currency (its decimals); fiat when absent. */
  currency?: string;
  withdrawableBalance: string;
  /** Absent when the server does not report it; the server then applies the rule alone. */
  wageredAmount?: string;
}

/** A failed rule: its message and, where the message names one, an amount to show as money. */
export interface RuleFailure {
  message: MessageDescriptor;
  amount?: string;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (value: string | undefined) => !value?.trim();

/** Step 1's rules in the order of spec 002 §5 (and of the server, so the first message matches). */
export function firstStepOneFailure(form: CashoutForm, limits: AmountLimits): RuleFailure | null {
  const { amount } = form;
  if (amount === null) return { message: m.amountRequired };
  const decimals = exponentOf(limits.currency);
  const units = amountUnits(amount, decimals);
  const minimum = smallestAmount(limits, decimals);
  const step = stepUnits(limits, decimals);
  if (units === undefined || units < toUnits(minimum, decimals) || units % step !== 0n) {
    return {
      message: stepsAboveUnit(limits, decimals) ? m.amountMinimum : m.amountMinimumAny,
      amount: minimum,
    };
  }
  if (units > toUnits(limits.maximumAmount, decimals))
    return { message: m.amountMaximum, amount: limits.maximumAmount };
  if (units > toUnits(limits.withdrawableBalance, decimals)) return { message: m.insufficient };
  if (limits.wageredAmount !== undefined) {
    const most = toUnits(limits.wageredAmount, decimals) / WAGERED_SHARE_DIVISOR;
    if (units > most) return { message: m.wageredShare, amount: fromUnits(most, decimals) };
  }
  if (!form.paymentMethod) return { message: m.methodRequired };
  for (const [field, message] of methodFields[form.paymentMethod]) {
    if (blank(form.fields[field])) return { message };
  }
  const email = form.fields.email;
  if (
    methodFields[form.paymentMethod].some(([field]) => field === 'email') &&
    !emailPattern.test(email!.trim())
  ) {
    return { message: m.emailInvalid };
  }
  return null;
}

/** A typed amount in minor units; more decimals than the currency has is no amount of it. */
function amountUnits(amount: string, decimals: Decimals): bigint | undefined {
  try {
    return toUnits(amount, decimals);
  } catch {
    return undefined;
  }
}

export type ProofKey = 'idcardProofId' | 'paymentProofId';
export const proofKeys: readonly ProofKey[] = ['idcardProofId', 'paymentProofId'];

/** Document statuses (spec 002 §3); a proof the review failed must be uploaded again. */
const AUDIT_FAIL = 30;

/** A proof already with the member counts unless its review failed. */
export function proofOnFile(user: Partial<UserInfo>, key: ProofKey): boolean {
  const status = key === 'idcardProofId' ? user.idcardProofStatus : user.paymentProofStatus;
  return Boolean(user[key]) && status !== AUDIT_FAIL;
}

/** Step 2 (spec 002 §5): the proof-of-ID and payment-method uploads, new or already on file. */
export function firstStepTwoFailure(
  uploads: Partial<Record<ProofKey, string>>,
  user: Partial<UserInfo>,
): RuleFailure | null {
  if (!uploads.idcardProofId && !proofOnFile(user, 'idcardProofId')) return { message: m.idProofRequired };
  if (!uploads.paymentProofId && !proofOnFile(user, 'paymentProofId')) {
    return { message: m.paymentProofRequired };
  }
  return null;
}

/** Spec 002 §5: JPEG, PNG or BMP, 5 MB at most (the server checks the bytes again). */
export const PROOF_TYPES = ['image/jpeg', 'image/png', 'image/bmp'] as const;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

export function acceptableProof(file: { type: string; size: number }): boolean {
  return (
    (PROOF_TYPES as readonly string[]).includes(file.type) && file.size > 0 && file.size <= PROOF_MAX_BYTES
  );
}

/** The entity the server wants: type 0, the method's own fields trimmed, payoutData nested, new proofs. */
export function applyPayload(form: CashoutForm, uploads: Partial<Record<ProofKey, string>>): WithdrawApply {
  if (form.amount === null || !form.paymentMethod) throw new Error('applyPayload needs a checked form');
  const payload: WithdrawApply = { type: 0, amount: form.amount, paymentMethod: form.paymentMethod };
  for (const [field] of methodFields[form.paymentMethod]) {
    const value = form.fields[field]!.trim();
    if (field.startsWith('payoutData.')) {
      const key = field.slice('payoutData.'.length) as 'accountName' | 'toAccount';
      payload.payoutData = { ...payload.payoutData, [key]: value };
    } else {
      payload[field as Exclude<MethodField, `payoutData.${string}`>] = value;
    }
  }
  for (const key of proofKeys) if (uploads[key]) payload[key] = uploads[key];
  return payload;
}

/** Spec 002 §4: a click within `ms` of the previous accepted one is ignored. */
export function createClickGuard(ms = CLICK_GUARD_MS, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const time = now();
    if (time - last < ms) return false;
    last = time;
    return true;
  };
}

export const withdrawStatusMessages = defineMessages({
  pending: { id: 'withdraw.status.pending', defaultMessage: 'Pending review' },
  canceled: { id: 'withdraw.status.canceled', defaultMessage: 'Canceled' },
  rejected: { id: 'withdraw.status.rejected', defaultMessage: 'Rejected' },
  passed: { id: 'withdraw.status.passed', defaultMessage: 'Pending payment' },
  processing: { id: 'withdraw.status.processing', defaultMessage: 'Payment in progress' },
  payed: { id: 'withdraw.status.payed', defaultMessage: 'Payment successful' },
  completed: { id: 'withdraw.status.completed', defaultMessage: 'Completed' },
  failed: { id: 'withdraw.status.failed', defaultMessage: 'Failed' },
});

/** The label of each withdraw status (spec 002 §3); 0 is the only one a player may cancel. */
export const withdrawStatusLabels: Record<components['schemas']['WithdrawStatus'], MessageDescriptor> = {
  0: withdrawStatusMessages.pending,
  1: withdrawStatusMessages.canceled,
  10: withdrawStatusMessages.rejected,
  20: withdrawStatusMessages.passed,
  29: withdrawStatusMessages.processing,
  30: withdrawStatusMessages.payed,
  40: withdrawStatusMessages.completed,
  50: withdrawStatusMessages.failed,
};

export const cancellable = (status: number) => status === 0;
