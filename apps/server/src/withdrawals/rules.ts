import { randomInt } from 'node:crypto';
import { ApiError, ErrorCode, invalid, refused } from '../http/envelope.js';
import type { MessageKey } from '../i18n/index.js';
import type { DocumentFieldName } from '../members/index.js';
import type { WithdrawConfig } from '../payments/index.js';
import { checkAmount, checkDepositRequirement, checkWagering } from './amounts.js';

export {
  type AmountLimits,
  cashOutConfigIn,
  cashOutFigures,
  checkAmount,
  checkDepositRequirement,
  checkMonthlyCap,
  checkWagering,
  monthlyCapCents,
} from './amounts.js';

/** Cash-out status (schema WithdrawStatus, spec 002 §3). */
export const WithdrawStatus = {
  pending: 0,
  canceled: 1,
  rejected: 10,
  passed: 20,
  processing: 29,
  payed: 30,
  /** Internal: failed after payment, held until reconciled; the member is still shown 30 (member_status). */
  reconciling: 35,
  completed: 40,
  failed: 50,
} as const;
export type WithdrawStatus = (typeof WithdrawStatus)[keyof typeof WithdrawStatus];

export const cashoutMethodCodes = ['BANK_CARD', 'PAYPAL', 'MERCADO_PAGO', 'CPAY', 'BTC', 'PAYID'] as const;
export type CashoutMethodCode = (typeof cashoutMethodCodes)[number];

type PayoutField = 'accountName' | 'toAccount';
type EntityField = 'accountName' | 'dni' | 'accountNumber' | 'interbankAccountNumber' | 'email';

/** The cash-out entity as read from the body: every text trimmed, absent fields ''. */
export interface WithdrawApplication {
  /** As sent: whole currency units (the contract validated the type where it could). */
  amount: string;
  paymentMethod: string;
  accountName: string;
  dni: string;
  accountNumber: string;
  interbankAccountNumber: string;
  email: string;
  routingNumber: string;
  cpf: string;
  payoutData: Record<PayoutField, string>;
  proofs: Partial<Record<DocumentFieldName, string>>;
}

type RequiredField = { entity: EntityField } | { payout: PayoutField };

/**
 * The fields each method needs, in the order they are checked: the contract's
 * x-required-fields-by-method (schema WithdrawApply), each with the message that asks for it.
 */
export const requiredFieldsByMethod: Record<CashoutMethodCode, [RequiredField, MessageKey][]> = {
  BANK_CARD: [
    [{ entity: 'accountName' }, 'withdraw.accountNameRequired'],
    [{ entity: 'dni' }, 'withdraw.dniRequired'],
    [{ entity: 'accountNumber' }, 'withdraw.accountNumberRequired'],
    [{ entity: 'interbankAccountNumber' }, 'withdraw.interbankAccountNumberRequired'],
  ],
  PAYPAL: [[{ entity: 'email' }, 'withdraw.emailRequired']],
  MERCADO_PAGO: [[{ entity: 'email' }, 'withdraw.emailRequired']],
  CPAY: [
    [{ payout: 'accountName' }, 'withdraw.payoutAccountNameRequired'],
    [{ payout: 'toAccount' }, 'withdraw.payoutToAccountRequired'],
  ],
  BTC: [[{ payout: 'toAccount' }, 'withdraw.walletAddressRequired']],
  PAYID: [
    [{ payout: 'accountName' }, 'withdraw.payoutAccountNameRequired'],
    [{ payout: 'toAccount' }, 'withdraw.payIdRequired'],
  ],
};

const proofFields: DocumentFieldName[] = [
  'idcardProofId',
  'idcardHoldProofId',
  'addressProofId',
  'paymentProofId',
];

function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * Reads the cash-out entity from a form or JSON body. payoutData arrives nested (JSON), as
 * payoutData[accountName] (the contract's deepObject) or as payoutData.accountName (what the API
 * client sends): all three read alike.
 */
export function readApplication(body: unknown): WithdrawApplication {
  const source = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const nested =
    typeof source.payoutData === 'object' && source.payoutData !== null
      ? (source.payoutData as Record<string, unknown>)
      : {};
  const payout = (name: PayoutField) =>
    field(nested, name) || field(source, `payoutData[${name}]`) || field(source, `payoutData.${name}`);
  return {
    amount: field(source, 'amount'),
    paymentMethod: field(source, 'paymentMethod'),
    accountName: field(source, 'accountName'),
    dni: field(source, 'dni'),
    accountNumber: field(source, 'accountNumber'),
    interbankAccountNumber: field(source, 'interbankAccountNumber'),
    email: field(source, 'email'),
    routingNumber: field(source, 'routingNumber'),
    cpf: field(source, 'cpf'),
    payoutData: { accountName: payout('accountName'), toAccount: payout('toAccount') },
    proofs: Object.fromEntries(proofFields.map((name) => [name, field(source, name)]).filter(([, id]) => id)),
  };
}

/** A cash-out method as the request's check reads it: `currencies` null pays out in every one. */
export interface MethodState {
  enabled: number;
  currencies?: string[] | null;
}

/**
 * 4. The method: required, one of the contract's codes, enabled by the operator and paying out in the
 * account's currency (a bank transfer pays no bitcoin: a BTC account is paid by the BTC method).
 */
export function checkMethod(
  code: string,
  method: MethodState | undefined,
  currency?: string,
): CashoutMethodCode {
  if (code === '') throw invalid('withdraw.methodRequired');
  if (!(cashoutMethodCodes as readonly string[]).includes(code)) {
    throw invalid('validation.invalid', { field: 'paymentMethod' });
  }
  if (method === undefined || method.enabled !== 1) throw refused('withdraw.methodUnavailable');
  if (currency !== undefined && method.currencies != null && !method.currencies.includes(currency))
    throw refused('withdraw.methodUnavailable');
  return code as CashoutMethodCode;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 5. The method's own fields, then the optional CPF (11 digits, punctuation allowed). */
export function checkMethodFields(method: CashoutMethodCode, application: WithdrawApplication): void {
  for (const [required, message] of requiredFieldsByMethod[method]) {
    const value =
      'entity' in required ? application[required.entity] : application.payoutData[required.payout];
    if (value === '') throw invalid(message);
  }
  if ((method === 'PAYPAL' || method === 'MERCADO_PAGO') && !EMAIL.test(application.email)) {
    throw invalid('withdraw.emailInvalid');
  }
  if (application.cpf !== '' && !/^\d{11}$/.test(application.cpf.replace(/[.\-/\s]/g, ''))) {
    throw invalid('withdraw.cpfInvalid');
  }
}

/** 6. Step 2: the proof of ID and the payment-method proof, on file or given with the request. */
export function checkProofs(
  application: WithdrawApplication,
  onFile: { idcardProofId: string | null; paymentProofId: string | null },
): void {
  if (!(application.proofs.idcardProofId || onFile.idcardProofId)) throw invalid('documents.idcardRequired');
  if (!(application.proofs.paymentProofId || onFile.paymentProofId))
    throw invalid('documents.paymentRequired');
}

export interface ApplicationContext {
  config: WithdrawConfig;
  largestDeposit: string;
  /** The account's currency, for the amounts a refusal names. */
  currency: string;
  rollingAmount: bigint;
  withdrawable: bigint;
  wageredAmount: bigint;
  method: MethodState | undefined;
  documentsOnFile: { idcardProofId: string | null; paymentProofId: string | null };
}

/** Every rule of the cash-out entity in the contract's order (schema WithdrawApply); the first failure throws. */
export function checkApplication(application: WithdrawApplication, context: ApplicationContext) {
  checkDepositRequirement(context.largestDeposit, context.config, context.currency);
  checkWagering(context.rollingAmount, context.currency);
  const amountCents = checkAmount(application.amount, context.config, context);
  const method = checkMethod(application.paymentMethod, context.method, context.currency);
  checkMethodFields(method, application);
  checkProofs(application, context.documentsOnFile);
  return { amountCents, method };
}

/** Masked destination for recognising it in the history: its last 4 characters. */
export function accountHint(method: CashoutMethodCode, application: WithdrawApplication): string | null {
  const destination =
    method === 'BANK_CARD'
      ? application.accountNumber
      : method === 'PAYPAL' || method === 'MERCADO_PAGO'
        ? application.email
        : application.payoutData.toAccount;
  return destination === '' ? null : `****${destination.slice(-4)}`;
}

/** The submission guard of spec 002 §4: a second cash-out within the configured window (2 s). */
export function checkNotTooSoon(lastSubmittedAt: Date | undefined, now: Date, config: WithdrawConfig): void {
  if (
    lastSubmittedAt !== undefined &&
    now.getTime() - lastSubmittedAt.getTime() < config.doubleClickGuardMs
  ) {
    throw new ApiError(ErrorCode.tooManyAttempts, 'withdraw.tooFast');
  }
}

/** Member cancel (spec 002 §4): only a pending request; cancelling a cancelled one again is a success. */
export function cancelOutcome(status: number): 'cancel' | 'already' {
  if (status === WithdrawStatus.canceled) return 'already';
  if (status !== WithdrawStatus.pending) throw refused('withdraw.notCancelable');
  return 'cancel';
}

type Moves = Partial<Record<WithdrawStatus, WithdrawStatus>>;

/**
 * Each operator action: the statuses it starts from and where each leads. A fail after the payment
 * was reported successful (30) cannot know whether the money left: it is held for reconciliation
 * (35, the amount stays out) until the operator finds the payout went out (complete) or did not
 * (refund, the amount returns).
 */
export const reviewActions = {
  pass: { [WithdrawStatus.pending]: WithdrawStatus.passed },
  reject: {
    [WithdrawStatus.pending]: WithdrawStatus.rejected,
    [WithdrawStatus.passed]: WithdrawStatus.rejected,
  },
  process: { [WithdrawStatus.passed]: WithdrawStatus.processing },
  paid: { [WithdrawStatus.passed]: WithdrawStatus.payed, [WithdrawStatus.processing]: WithdrawStatus.payed },
  complete: {
    [WithdrawStatus.payed]: WithdrawStatus.completed,
    [WithdrawStatus.reconciling]: WithdrawStatus.completed,
  },
  fail: {
    [WithdrawStatus.passed]: WithdrawStatus.failed,
    [WithdrawStatus.processing]: WithdrawStatus.failed,
    [WithdrawStatus.payed]: WithdrawStatus.reconciling,
  },
  refund: { [WithdrawStatus.reconciling]: WithdrawStatus.failed },
} as const satisfies Record<string, Moves>;
export type ReviewAction = keyof typeof reviewActions;

/** Statuses whose amount goes back to the cash balance (schema WithdrawStatus: 1, 10 and 50). */
export const returnsMoney = (status: number) =>
  status === WithdrawStatus.canceled ||
  status === WithdrawStatus.rejected ||
  status === WithdrawStatus.failed;

/**
 * The news a member gets when the operator moves a request to `status`: approved, paid, rejected (with
 * its reason) and failed (the amount is back). Processing and completed follow a move the member was
 * already told of, and 35 (reconciling) is still shown as paid, so those post none.
 */
export function memberNewsOf(status: number): MessageKey | null {
  switch (status) {
    case WithdrawStatus.passed:
      return 'news.cashoutPassed';
    case WithdrawStatus.payed:
      return 'news.cashoutPaid';
    case WithdrawStatus.rejected:
      return 'news.cashoutRejected';
    case WithdrawStatus.failed:
      return 'news.cashoutFailed';
    default:
      return null;
  }
}

/** An operator's move that the request's status does not allow (reject a completed one, ...). */
export class TransitionRefused extends Error {
  override name = 'TransitionRefused';
}

/**
 * An operator's move of a request: the status it leads to, 'already' when the request is already
 * where the action leads (a repeated command changes nothing), otherwise an error naming why.
 */
export function reviewOutcome(action: ReviewAction, status: number): WithdrawStatus | 'already' {
  const moves: Moves = reviewActions[action];
  const to = moves[status as WithdrawStatus];
  if (to !== undefined) return to;
  if ((Object.values(moves) as number[]).includes(status)) return 'already';
  throw new TransitionRefused(`cannot ${action} a cash-out in status ${status}`);
}

/** The KYC a pass needs: the proof of ID and the payment-method proof approved (document status 20). */
export function checkDocumentsApproved(documents: { idcardProofStatus: number; paymentProofStatus: number }) {
  if (documents.idcardProofStatus !== 20 || documents.paymentProofStatus !== 20) {
    throw new TransitionRefused(
      `cannot pass before the documents are approved (ID proof status ${documents.idcardProofStatus}, payment proof status ${documents.paymentProofStatus})`,
    );
  }
}

/** No 0/O, 1/I/L: a code read from a mail or a screen and typed back. */
const LOOKUP_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * The code that opens the lookup without login: 16 characters of 31 (79 bits), in groups of four,
 * so neither guessing online nor reversing its stored SHA-256 is within reach.
 */
export function newLookupCode(): string {
  const characters = Array.from({ length: 16 }, () => LOOKUP_ALPHABET[randomInt(LOOKUP_ALPHABET.length)]);
  return characters.join('').replace(/(.{4})(?!$)/g, '$1-');
}

/** A typed code as stored: upper case, without the dashes or spaces a member may add or drop. */
export function normalizeLookupCode(code: string): string {
  return code.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** Failed lookups a login name may have in an hour before lookups for it are refused (error 4). */
export const LOOKUP_FAILURES_PER_HOUR = 10;
