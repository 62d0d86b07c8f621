import type { components } from '@casino/api-client';
import type { MessageDescriptor } from 'react-intl';
import { exponentOf, toUnits } from '../money/amounts';
import type { UserInfo } from '../session/session';
import { depositMessages as m } from './messages';

export type MethodCode = components['schemas']['DepositMethodCode'];
export type DepositConfig = {
  /** Money strings of the member's currency: '10.00' for fiat, satoshis for a BTC account (issue 25). */
  minimumAmount: string;
  maximumAmount?: string;
  paymentAmounts: string;
  paymentAllowManualInput: number;
};

/** What every flow of the pop-up is given: the chosen method, the operator's settings, the member. */
export interface FlowProps {
  code: MethodCode;
  config: DepositConfig;
  user: UserInfo;
}

/** How each of the 12 codes is paid (001 §2; the mapping beyond it is ours, README of the deposit feature). */
export type Flow = 'card' | 'hosted' | 'paypal' | 'window' | 'cash' | 'crypto';
export const flowOf: Record<MethodCode, Flow> = {
  VISA_MASTERCARD: 'card',
  VISA_MASTERCARD_1: 'card',
  ONLY_PAY: 'card',
  CPAY: 'card',
  STRIPE: 'hosted',
  PAYP: 'paypal',
  PAYPAL_POLL: 'paypal',
  PIX: 'window',
  PINGPONG: 'window',
  CASH: 'cash',
  CRYPTO: 'crypto',
  CRYPT: 'crypto',
};

/** 001 §9: the card forms' fixed shortcuts; the others come from paymentAmounts, "/"-separated. */
export const cardShortcuts = [25, 30, 50, 100, 200, 500, 1000, 2000] as const;
export const maximumAmount = 5000;

/**
 * The shortcut amounts, whole units of fiat. A currency with other decimals (BTC) has none: the
 * configured figures are no bitcoin amounts, so its member types the amount.
 */
export function shortcutsOf(code: MethodCode, config: DepositConfig, currency?: string): number[] {
  if (exponentOf(currency) !== 2) return [];
  if (flowOf[code] === 'card') return [...cardShortcuts];
  return config.paymentAmounts
    .split('/')
    .map((part) => Number(part.trim()))
    .filter((amount) => Number.isSafeInteger(amount) && amount > 0);
}

/** 001 §5: the free amount is offered for Pix and crypto only when the operator allows it; elsewhere always. */
export function allowsFreeAmount(code: MethodCode, config: DepositConfig, currency?: string): boolean {
  // Without shortcuts (a BTC account) the free amount is the only way to say one.
  if (exponentOf(currency) !== 2) return true;
  const flow = flowOf[code];
  return flow === 'crypto' || code === 'PIX' ? config.paymentAllowManualInput === 1 : true;
}

export interface Failure {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

/** A typed amount in the currency's minor units; undefined when it is none of that currency. */
function unitsOf(amount: string, decimals: number): bigint | undefined {
  try {
    return toUnits(amount, decimals);
  } catch {
    return undefined;
  }
}

/**
 * 001 §5, in order: required, minimum, at most 5000 except crypto, then the coin for crypto. The
 * amount is a decimal string of the member's `currency` (whole units for fiat, up to 8 decimals for
 * BTC), compared in its minor units.
 */
export function amountFailure(
  code: MethodCode,
  amount: string | null,
  config: DepositConfig,
  /** The player's money format (useMoney): the limits read as every amount does. */
  money: (value: string) => string,
  coin?: string,
  currency?: string,
): Failure | undefined {
  const decimals = exponentOf(currency);
  const units = amount === null ? undefined : unitsOf(amount, decimals);
  if (units === undefined || units <= 0n) return { message: m.amountTip };
  if (units < toUnits(config.minimumAmount, decimals)) {
    return { message: m.amountTip1, values: { amount: money(config.minimumAmount) } };
  }
  if (flowOf[code] !== 'crypto' && units > BigInt(maximumAmount) * 10n ** BigInt(decimals)) {
    return { message: m.maxAmountTip1, values: { amount: money(String(maximumAmount)) } };
  }
  if (flowOf[code] === 'crypto' && code === 'CRYPT' && !coin) return { message: m.coinTip };
  return undefined;
}

export interface CardForm {
  cardNum: string;
  cardCvv: string;
  expireMonth: string;
  expireYear: string;
  cardFirstName: string;
  cardLastName: string;
  cardCountry: string;
  cardState: string;
  cardCity: string;
  cardAddress: string;
  cardPostalCode: string;
  cardEmail: string;
  cardMobile: string;
}

const strip = (text: string) => text.replace(/\s+/g, '');

/** 001 §5.5: the card's fields in the spec's order, each with its message. */
const cardChecks: [keyof CardForm, MessageDescriptor][] = [
  ['cardNum', m.cardNumberTip],
  ['cardCvv', m.cvvTip],
  ['expireMonth', m.monthTip],
  ['expireYear', m.yearTip],
  ['cardFirstName', m.firstNameTip],
  ['cardLastName', m.lastNameTip],
  ['cardCountry', m.countryTip],
  ['cardState', m.stateTip],
  ['cardCity', m.townCityTip],
  ['cardAddress', m.addressTip],
  ['cardPostalCode', m.postalTip],
];

export function cardFailure(form: CardForm): Failure | undefined {
  for (const [field, message] of cardChecks) {
    const value = form[field].trim();
    if (value === '') return { message };
    if (field === 'cardNum' && !/^[0-9]{12,19}$/.test(strip(value))) return { message };
    if (field === 'cardCvv' && !/^[0-9]{3,4}$/.test(strip(value))) return { message };
  }
  return undefined;
}

/**
 * What the card call sends: spaces stripped from number, CVV and names (001 §5), and the last name set
 * from the first name, as the spec gives it.
 */
export function cardPayload(form: CardForm, amount: number, paymentMethod: MethodCode) {
  const firstName = strip(form.cardFirstName);
  return {
    ...form,
    amount,
    paymentMethod,
    cardNum: strip(form.cardNum),
    cardCvv: strip(form.cardCvv),
    cardFirstName: firstName,
    cardLastName: firstName,
  };
}

/** The coins of each crypto variant (001 §3): the name the server takes and the label shown. */
export const coinsOf = {
  CRYPTO: [
    ['bitcoin', 'Bitcoin (BTC)'],
    ['ethereum', 'Ethereum (ETH)'],
    ['tether', 'Tether (USDT)'],
    ['litecoin', 'Litecoin (LTC)'],
  ],
  CRYPT: [
    ['btc', 'BTC'],
    ['eth', 'ETH'],
    ['bnb', 'BNB (BEP20)'],
    ['usdt', 'USDT (ERC20)'],
    ['ltc', 'LTC'],
    ['doge', 'DOGE'],
  ],
} as const;

/** 001 §9: every polling schedule of the deposit flows. */
export const schedules = {
  cash: { delayMs: 0, everyMs: 2000, maxPolls: 4 },
  paypal: { delayMs: 0, everyMs: 1000, maxPolls: Number.POSITIVE_INFINITY },
  paypalPoll: { delayMs: 3000, everyMs: 4000, maxPolls: 3 },
  hosted: { delayMs: 3000, everyMs: 3000, maxPolls: 3 },
  crypto: { delayMs: 0, everyMs: 2000, maxPolls: Number.POSITIVE_INFINITY },
  /** After a payment window closed: what the server learns of the deposit, for a minute (ours). */
  afterWindow: { delayMs: 0, everyMs: 2000, maxPolls: 30 },
  windowWatchMs: 100,
  failureCloseMs: 2000,
} as const;

/** How a deposit status reads: still waiting, done, or ended without money. */
export function statusTone(status: number): 'waiting' | 'positive' | 'critical' {
  if (status === 10) return 'positive';
  return status === 20 || status === 30 || status === 40 ? 'critical' : 'waiting';
}

/** The deposit status codes of /sys/deposit/pollingStatus and the label of each (001 §4). */
export function statusLabel(status: number): MessageDescriptor {
  switch (status) {
    case 10:
      return m.statusSuccessful;
    case 20:
      return m.statusFailed;
    case 30:
      return m.statusCanceled;
    case 40:
      return m.statusExpired;
    case 5:
      return m.statusProcessing;
    default:
      return m.statusSubmitted;
  }
}

/** A coin amount is shown to 8 decimals (a satoshi; an ether's 18 are unreadable), without trailing zeros. */
const SHOWN_DECIMALS = 8;

/**
 * A coin amount as the player reads it: '0.033333333333333334' as '0.03333334'. What is still to send
 * is rounded up, so a player who types what they read never sends less than is due (a part payment
 * would hold the deposit); what arrived is rounded to the nearest. The exact amount stays what is copied.
 */
export function coinsShown(amount: string, rounding: 'up' | 'nearest'): string {
  const parts = /^(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!parts) return amount;
  const [, whole = '0', fraction = ''] = parts;
  if (fraction.length <= SHOWN_DECIMALS) return withoutTrailingZeros(whole, fraction);
  const rest = fraction.slice(SHOWN_DECIMALS);
  const bump = rounding === 'up' ? /[1-9]/.test(rest) : rest.charAt(0) >= '5';
  const scaled = (BigInt(whole + fraction.slice(0, SHOWN_DECIMALS)) + (bump ? 1n : 0n))
    .toString()
    .padStart(SHOWN_DECIMALS + 1, '0');
  return withoutTrailingZeros(scaled.slice(0, -SHOWN_DECIMALS), scaled.slice(-SHOWN_DECIMALS));
}

function withoutTrailingZeros(whole: string, fraction: string): string {
  const kept = fraction.replace(/0+$/, '');
  return kept ? `${whole}.${kept}` : whole;
}
