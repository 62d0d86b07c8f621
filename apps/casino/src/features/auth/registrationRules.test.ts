import { describe, expect, it } from 'vitest';
import {
  firstRegistrationError,
  isCalendarDate,
  registrationMessages as m,
  type Registration,
  registrationPayload,
} from './registrationRules';

const complete: Registration = {
  email: 'ana@example.com',
  username: 'ana_99',
  password: 'correct horse 1',
  repassword: 'correct horse 1',
  mobilePrefix: '+34',
  mobile: '600123123',
  firstName: 'Ana',
  lastName: 'Ruiz',
  gender: 'FEMALE',
  birthday: '1990-02-28',
  currency: 'EUR',
  countryCode: 'ES',
  stateCode: 'MD',
  city: 'Madrid',
  postalCode: '28001',
  address: 'Calle Mayor 1',
  receiveExclusive: true,
};

describe('registration checks', () => {
  it('passes a complete entity', () => {
    expect(firstRegistrationError(complete, 3)).toBeNull();
  });

  it('reports the first failure in the spec order', () => {
    const cases: [Partial<Registration>, unknown][] = [
      [{ email: ' ' }, m.emailRequired],
      [{ email: 'ana@', username: '' }, m.emailInvalid],
      [{ username: '', password: '' }, m.usernameRequired],
      [{ username: 'a b' }, m.usernameInvalid],
      [{ password: '', mobile: 'x' }, m.passwordRequired],
      [{ password: 'short', repassword: 'short' }, m.passwordLength],
      [{ repassword: 'correct horse 2' }, m.passwordMismatch],
      [{ mobilePrefix: '', firstName: '' }, m.mobilePrefixRequired],
      [{ mobile: '600-123' }, m.mobileDigits],
      [{ firstName: '', lastName: '' }, m.firstNameRequired],
      [{ lastName: ' ' }, m.lastNameRequired],
      [{ gender: undefined, birthday: '' }, m.genderRequired],
      [{ birthday: '1990-02-30' }, m.birthdayRequired],
      [{ currency: undefined, countryCode: '' }, m.currencyRequired],
      [{ countryCode: '' }, m.countryRequired],
      [{ stateCode: '', city: '' }, m.stateRequired],
      [{ city: '', postalCode: '' }, m.cityRequired],
      [{ postalCode: '', address: '' }, m.postalCodeRequired],
      [{ address: '' }, m.addressRequired],
    ];
    for (const [change, expected] of cases) {
      expect(firstRegistrationError({ ...complete, ...change }, 3), JSON.stringify(change)).toBe(expected);
    }
  });

  it('checks only the steps already shown', () => {
    const accountOnly: Registration = { ...complete, mobile: '', currency: undefined };
    expect(firstRegistrationError(accountOnly, 1)).toBeNull();
    expect(firstRegistrationError(accountOnly, 2)).toBe(m.mobileRequired);
  });

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2001-02-29')).toBe(false);
    expect(isCalendarDate('2001-2-3')).toBe(false);
  });

  it('sends trimmed text and leaves empty fields out', () => {
    expect(
      registrationPayload({ email: ' a@b.co ', city: '', password: ' p ', receiveExclusive: true }),
    ).toEqual({
      email: 'a@b.co',
      password: ' p ',
      receiveExclusive: true,
    });
  });
});
