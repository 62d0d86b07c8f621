import type { CallData, components } from '@casino/api-client';
import { defineMessages, type MessageDescriptor } from 'react-intl';

export type CashoutMethodCode = components['schemas']['CashoutMethodCode'];
export type WithdrawApply = components['schemas']['WithdrawApply'];
export type WithdrawConfig = CallData<'/sys/member/withdraw/config'>;
type UserInfo = components['schemas']['UserInfo'];

/** Spec 002 §5 and the contract (WithdrawApply amount multipleOf 100). */
export const AMOUNT_MULTIPLE = 100;
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

/** Money strings ('12.5', '200.00') in cents, exactly: amounts are never JS floats. */
export function toCents(money: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(money.trim());
  if (!match) throw new RangeError(`Not a money amount: "${money}"`);
  const cents = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** Cents as a money string with 2 decimals. */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const magnitude = cents < 0n ? -cents : cents;
  return `${sign}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
}

/** The preset amounts of withdrawAmounts ('200/500/1000'). */
export function presetAmounts(withdrawAmounts: string): number[] {
  return withdrawAmounts
    .split('/')
    .map((part) => Number(part.trim()))
    .filter((amount) => Number.isInteger(amount) && amount > 0);
}

/**
 * The smallest amount that is both at least the configured minimum and a multiple of 100: 200 by
 * default, 100 when an operator configures the spec's other reading (25).
 */
export function smallestAmount(minimumAmount: number): number {
  return Math.ceil(minimumAmount / AMOUNT_MULTIPLE) * AMOUNT_MULTIPLE;
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
  user: Pick<UserInfo, 'rollingAmount'> & Partial<Pick<UserInfo, 'activated'>>,
): Precheck {
  if (user.activated === 0) return { rule: 'activation' };
  if (toCents(config.maxDepositAmount) < toCents(config.requiredDepositAmount4Withdraw)) {
    return { rule: 'deposit', amount: config.requiredDepositAmount4Withdraw };
  }
  if (toCents(user.rollingAmount) > 0n) return { rule: 'wagering', amount: user.rollingAmount };
  return null;
}

/** Why nothing can be cashed out now, in the order the screen's checks run (spec 002 §4, §5). */
export type CashoutBlocker = 'activation' | 'deposit' | 'wagering' | 'balance' | 'wagered';

export interface CashoutAllowance {
  /** The smallest amount a request may ask for (a multiple of 100). */
  minimum: number;
  /** Half of the wagered amount (spec 002 §5), when the server reports it. */
  wageredCap?: string;
  /** The most a request may ask for now: a multiple of 100 within every limit; 0 when none is possible. */
  mostNow: number;
  blocker: CashoutBlocker | null;
}

/**
 * What the member can cash out now, said up front rather than refused after the form is filled: the
 * largest multiple of 100 within the withdrawable balance, half the wagered amount and the manual
 * maximum, and the first reason when that is below the minimum.
 */
export function cashoutAllowance(
  config: Pick<
    WithdrawConfig,
    'minimumAmount' | 'maximumAmount' | 'maxDepositAmount' | 'requiredDepositAmount4Withdraw'
  >,
  user: Pick<UserInfo, 'rollingAmount' | 'withdrawableBalance' | 'wageredAmount'> &
    Partial<Pick<UserInfo, 'activated'>>,
): CashoutAllowance {
  const minimum = smallestAmount(config.minimumAmount);
  const wageredCap =
    user.wageredAmount === undefined
      ? undefined
      : fromCents(toCents(user.wageredAmount) / WAGERED_SHARE_DIVISOR);
  const multiple = BigInt(AMOUNT_MULTIPLE) * 100n;
  let most = toCents(user.withdrawableBalance);
  if (wageredCap !== undefined && toCents(wageredCap) < most) most = toCents(wageredCap);
  const maximum = BigInt(config.maximumAmount) * 100n;
  if (maximum < most) most = maximum;
  const mostNow = Number((most / multiple) * BigInt(AMOUNT_MULTIPLE));
  const precheck = firstPrecheck(config, user);
  const blocker: CashoutBlocker | null =
    precheck?.rule ??
    (mostNow >= minimum
      ? null
      : toCents(user.withdrawableBalance) < BigInt(minimum) * 100n
        ? 'balance'
        : 'wagered');
  return {
    minimum,
    ...(wageredCap === undefined ? {} : { wageredCap }),
    mostNow: blocker ? 0 : mostNow,
    blocker,
  };
}

export interface CashoutForm {
  /** Whole currency units, or null while nothing valid is chosen or typed. */
  amount: number | null;
  paymentMethod?: CashoutMethodCode;
  fields: Partial<Record<MethodField, string>>;
}

export interface AmountLimits {
  minimumAmount: number;
  maximumAmount: number;
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
  const minimum = smallestAmount(limits.minimumAmount);
  if (amount < minimum || amount % AMOUNT_MULTIPLE !== 0) {
    return { message: m.amountMinimum, amount: String(minimum) };
  }
  if (amount > limits.maximumAmount)
    return { message: m.amountMaximum, amount: String(limits.maximumAmount) };
  const cents = BigInt(amount) * 100n;
  if (cents > toCents(limits.withdrawableBalance)) return { message: m.insufficient };
  if (limits.wageredAmount !== undefined) {
    const most = toCents(limits.wageredAmount) / WAGERED_SHARE_DIVISOR;
    if (cents > most) return { message: m.wageredShare, amount: fromCents(most) };
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
