import type { components } from '@casino/api-client';
import { defineMessages, type MessageDescriptor } from 'react-intl';

export type Registration = components['schemas']['Registration'];

export const registrationMessages = defineMessages({
  emailRequired: { id: 'register.emailTip', defaultMessage: 'Email required' },
  emailInvalid: { id: 'register.emailTip1', defaultMessage: 'Please enter a valid email address' },
  usernameRequired: { id: 'register.usernameTip', defaultMessage: 'Username required' },
  usernameInvalid: {
    id: 'register.usernameTip1',
    defaultMessage: 'Username: 4 to 20 letters, digits or underscores',
  },
  passwordRequired: { id: 'register.passwordTip', defaultMessage: 'Password required' },
  passwordLength: { id: 'register.passwordTip1', defaultMessage: 'Password: 8 to 64 characters' },
  passwordMismatch: {
    id: 'register.passwordTip2',
    defaultMessage: 'password is not consistent, please check',
  },
  mobilePrefixRequired: { id: 'register.mobilePrefixTip', defaultMessage: 'Mobile prefix required' },
  mobileRequired: { id: 'register.mobileTip', defaultMessage: 'Mobile number required' },
  mobileDigits: { id: 'register.mobileTip1', defaultMessage: 'Mobile number: digits only' },
  firstNameRequired: { id: 'register.firstnameTip', defaultMessage: 'First name required' },
  lastNameRequired: { id: 'register.lastnameTip', defaultMessage: 'Last name required' },
  genderRequired: { id: 'register.genderTip', defaultMessage: 'Gender required' },
  birthdayRequired: { id: 'register.birthdayTip', defaultMessage: 'Birthday required' },
  currencyRequired: { id: 'register.currencyTip', defaultMessage: 'Currency required' },
  countryRequired: { id: 'register.countryTip', defaultMessage: 'Country required' },
  stateRequired: { id: 'register.stateTip', defaultMessage: 'State required' },
  cityRequired: { id: 'register.cityTip', defaultMessage: 'City required' },
  postalCodeRequired: { id: 'register.postalCodeTip', defaultMessage: 'Postal code required' },
  addressRequired: { id: 'register.addressTip', defaultMessage: 'Address required' },
});

const m = registrationMessages;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (value: string | undefined) => !value?.trim();

/** A real calendar date written YYYY-MM-DD (the birthday input produces it only when complete). */
export function isCalendarDate(value: string | undefined): boolean {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

type Rule = [(r: Registration) => boolean, MessageDescriptor];

// Spec 000 §5, in its order; the server checks the same order, so the first message matches.
const rulesByStep: Rule[][] = [
  [
    [(r) => blank(r.email), m.emailRequired],
    [(r) => !emailPattern.test(r.email!.trim()), m.emailInvalid],
    [(r) => blank(r.username), m.usernameRequired],
    [(r) => !/^\w{4,20}$/.test(r.username!.trim()), m.usernameInvalid],
    [(r) => !r.password, m.passwordRequired],
    [(r) => r.password!.length < 8 || r.password!.length > 64, m.passwordLength],
    [(r) => r.password !== r.repassword, m.passwordMismatch],
  ],
  [
    [(r) => blank(r.mobilePrefix), m.mobilePrefixRequired],
    [(r) => blank(r.mobile), m.mobileRequired],
    [(r) => !/^\d+$/.test(r.mobile!.trim()), m.mobileDigits],
    [(r) => blank(r.firstName), m.firstNameRequired],
    [(r) => blank(r.lastName), m.lastNameRequired],
    [(r) => !r.gender, m.genderRequired],
    [(r) => !isCalendarDate(r.birthday), m.birthdayRequired],
  ],
  [
    [(r) => !r.currency, m.currencyRequired],
    [(r) => blank(r.countryCode), m.countryRequired],
    [(r) => blank(r.stateCode), m.stateRequired],
    [(r) => blank(r.city), m.cityRequired],
    [(r) => blank(r.postalCode), m.postalCodeRequired],
    [(r) => blank(r.address), m.addressRequired],
  ],
];

/** The first failing rule of the steps up to `step` (1 account, 2 personal details, 3 address). */
export function firstRegistrationError(
  registration: Registration,
  step: 1 | 2 | 3,
): MessageDescriptor | null {
  for (const rules of rulesByStep.slice(0, step)) {
    for (const [fails, message] of rules) if (fails(registration)) return message;
  }
  return null;
}

/** The entity as the server wants it: trimmed text, absent fields absent rather than empty. */
export function registrationPayload(registration: Registration): Registration {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(registration)) {
    const clean =
      typeof value === 'string' && key !== 'password' && key !== 'repassword' ? value.trim() : value;
    if (clean !== '' && clean !== undefined) payload[key] = clean;
  }
  return payload as Registration;
}
