import { type ApiError, invalid, refused } from '../http/envelope.js';
import { passwordProblem } from '../shared/passwords.js';

export interface RegistrationEntity {
  email: string;
  username: string;
  password: string;
  repassword: string;
  mobilePrefix: string;
  mobile: string;
  firstName: string;
  lastName: string;
  gender: string;
  birthday: string;
  currency: string;
  countryCode: string;
  stateCode: string;
  city: string;
  postalCode: string;
  address: string;
  agreed: boolean;
}

/** What the rules need to know from the database. */
export interface RegistrationLookups {
  emailTaken(email: string): Promise<boolean>;
  usernameTaken(username: string): Promise<boolean>;
  /** A currency offered for new accounts (the operator's `currency.enabled`). */
  currencyOpen(code: string): Promise<boolean>;
  /** An enabled country of the reference list. */
  countryOpen(isoCode2: string): Promise<boolean>;
  /** An enabled state of that country. */
  stateOpen(isoCode2: string, stateCode: string): Promise<boolean>;
}

/** The law's floor; the operator's minimumAge setting can only raise it. */
export const MINIMUM_AGE = 18;

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const usernamePattern = /^[A-Za-z0-9_]{4,20}$/;
const mobilePrefixPattern = /^\+?[0-9]{1,5}$/;
const mobilePattern = /^[0-9]{4,20}$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value);
}

/** Whole years between a 'YYYY-MM-DD' birthday and today (UTC); undefined if not a real past date. */
export function ageOn(birthday: string, today: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  if (year < 1900 || date.getTime() > today.getTime()) return undefined;
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * The first problem of a registration, checked in the spec's order (000 §5) for the steps up to
 * `step` (1 account, 2 personal details, 3 address, currency and agreement), or undefined.
 */
export async function registrationProblem(
  entity: RegistrationEntity,
  step: 1 | 2 | 3,
  lookups: RegistrationLookups,
  today: Date,
  minimumAge = MINIMUM_AGE,
): Promise<ApiError | undefined> {
  if (entity.email === '') return invalid('register.emailRequired');
  if (!isEmail(entity.email)) return invalid('register.emailInvalid');
  if (await lookups.emailTaken(entity.email)) return refused('register.emailTaken');
  if (entity.username === '') return invalid('register.usernameRequired');
  if (!usernamePattern.test(entity.username)) return invalid('register.usernameInvalid');
  if (await lookups.usernameTaken(entity.username)) return refused('register.usernameTaken');
  if (entity.password === '') return invalid('password.required');
  const weak = passwordProblem(entity.password, [entity.username, entity.email]);
  if (weak) return invalid(weak);
  if (entity.password !== entity.repassword) return invalid('password.mismatch');
  if (step === 1) return undefined;

  if (entity.mobilePrefix === '') return invalid('register.mobilePrefixRequired');
  if (!mobilePrefixPattern.test(entity.mobilePrefix)) return invalid('register.mobilePrefixInvalid');
  if (entity.mobile === '') return invalid('register.mobileRequired');
  if (!mobilePattern.test(entity.mobile)) return invalid('register.mobileDigits');
  if (entity.firstName === '') return invalid('register.firstNameRequired');
  if (entity.lastName === '') return invalid('register.lastNameRequired');
  if (entity.gender !== 'MALE' && entity.gender !== 'FEMALE') return invalid('register.genderRequired');
  if (entity.birthday === '') return invalid('register.birthdayRequired');
  const age = ageOn(entity.birthday, today);
  if (age === undefined) return invalid('register.birthdayInvalid');
  // The spec shows only an '18+' label; the licence requires the server to refuse minors.
  if (age < Math.max(minimumAge, MINIMUM_AGE)) return invalid('register.underage');
  if (step === 2) return undefined;

  if (entity.currency === '') return invalid('register.currencyRequired');
  if (!(await lookups.currencyOpen(entity.currency))) return invalid('register.currencyInvalid');
  if (entity.countryCode === '') return invalid('register.countryRequired');
  if (!(await lookups.countryOpen(entity.countryCode))) return invalid('register.countryInvalid');
  if (entity.stateCode === '') return invalid('register.stateRequired');
  if (!(await lookups.stateOpen(entity.countryCode, entity.stateCode)))
    return invalid('register.stateInvalid');
  if (entity.city === '') return invalid('register.cityRequired');
  if (entity.postalCode === '') return invalid('register.postalCodeRequired');
  if (entity.address === '') return invalid('register.addressRequired');
  if (!entity.agreed) return invalid('register.acceptTip');
  return undefined;
}
