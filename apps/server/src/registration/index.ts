import type { FastifyRequest } from 'fastify';
import { openSession } from '../auth/index.js';
import { recordDevice, recordMemberSignals } from '../bonuses/index.js';
import type { Db } from '../db/database.js';
import { isOn, positiveInteger, readSetting } from '../db/siteSettings.js';
import { flag, text } from '../http/body.js';
import type { Domain } from '../http/domain.js';
import { ApiError, ErrorCode, invalid, refused } from '../http/envelope.js';
import { langOf } from '../i18n/index.js';
import { sendActivation } from '../mail/index.js';
import {
  buildUserInfo,
  emailTaken,
  findMemberByInvitationCode,
  insertMember,
  type MemberRow,
  type NewMember,
  usernameTaken,
} from '../members/index.js';
import { findCountry, findCurrency, findState } from '../reference/index.js';
import { hashPassword } from '../shared/passwords.js';
import { checkCaptcha, drawCaptcha } from './captcha.js';
import { newInvitationCode, usernameFromEmail } from './memberCodes.js';
import { isEmail, MINIMUM_AGE, type RegistrationEntity, registrationProblem } from './rules.js';

function entityOf(request: FastifyRequest): RegistrationEntity {
  const trimmed = (name: string) => text(request, name).trim();
  return {
    email: trimmed('email'),
    username: trimmed('username'),
    password: text(request, 'password'),
    repassword: text(request, 'repassword'),
    mobilePrefix: trimmed('mobilePrefix'),
    mobile: trimmed('mobile'),
    firstName: trimmed('firstName'),
    lastName: trimmed('lastName'),
    gender: trimmed('gender'),
    birthday: trimmed('birthday'),
    currency: trimmed('currency'),
    countryCode: trimmed('countryCode').toUpperCase(),
    stateCode: trimmed('stateCode'),
    city: trimmed('city'),
    postalCode: trimmed('postalCode'),
    address: trimmed('address'),
    agreed: flag(request, 'agreed') === true,
  };
}

function lookups(request: FastifyRequest) {
  const { db } = request.server;
  return {
    emailTaken: (email: string) => emailTaken(db, email),
    usernameTaken: (username: string) => usernameTaken(db, username),
    currencyOpen: async (code: string) => (await findCurrency(db, code))?.enabled === 1,
    countryOpen: async (isoCode2: string) =>
      /^[A-Z]{2}$/.test(isoCode2) && (await findCountry(db, isoCode2))?.status === 1,
    stateOpen: async (isoCode2: string, stateCode: string) =>
      (await findState(db, stateCode, isoCode2))?.status === 1,
  };
}

function stepOf(request: FastifyRequest): 1 | 2 | 3 {
  const step = Number(text(request, 'step'));
  return step === 1 || step === 2 ? step : 3;
}

/** What another domain checks before an account exists (protection: excluded persons) and does once it does. */
export interface SignUpHook {
  check(db: Db, person: { email: string; phone: string }): Promise<void>;
  created(db: Db, memberId: number, currency: string): Promise<void>;
}
const signUpHooks = new Set<SignUpHook>();

export function addSignUpHook(hook: SignUpHook): void {
  signUpHooks.add(hook);
}

/** Two sign-ups racing for one name both pass the checks; the unique index decides, in the spec's words. */
async function insertOrRefuse(request: FastifyRequest, member: NewMember): Promise<MemberRow> {
  try {
    const inserted = await insertMember(request.server.db, { ...member, lang: langOf(request) });
    // One offer per person (issue 18): the new account's e-mail, phone and device, kept hashed.
    await recordMemberSignals(request.server.db, inserted.id);
    await recordDevice(request.server.db, inserted.id, request.headers);
    for (const hook of signUpHooks) await hook.created(request.server.db, inserted.id, inserted.currency);
    return inserted;
  } catch (error) {
    const constraint = (error as { code?: string; constraint?: string }).constraint ?? '';
    if ((error as { code?: string }).code === '23505') {
      if (constraint.includes('email')) throw refused('register.emailTaken');
      if (constraint.includes('username')) throw refused('register.usernameTaken');
    }
    throw error;
  }
}

/** The activation mail is part of signing up, but a mail outage must not undo the account. */
async function welcome(request: FastifyRequest, member: MemberRow) {
  try {
    await sendActivation(request.server, member, langOf(request));
  } catch (error) {
    request.log.error({ err: error, memberId: member.id }, 'activation mail not sent');
  }
  const token = await openSession(request.server.db, request.server.config, member.id);
  return buildUserInfo(request.server.db, member, token);
}

async function minimumAge(request: FastifyRequest): Promise<number> {
  return positiveInteger(await readSetting(request.server.db, 'minimumAge'), MINIMUM_AGE);
}

async function checkRegister1(request: FastifyRequest) {
  const problem = await registrationProblem(
    entityOf(request),
    stepOf(request),
    lookups(request),
    new Date(),
    await minimumAge(request),
  );
  if (problem) throw problem;
  return null;
}

async function register(request: FastifyRequest) {
  const { db } = request.server;
  const entity = entityOf(request);
  const problem = await registrationProblem(
    entity,
    3,
    lookups(request),
    new Date(),
    await minimumAge(request),
  );
  if (problem) throw problem;
  if (isOn(await readSetting(db, 'captchaEnabled'))) {
    const passed = await checkCaptcha(
      request.server,
      text(request, 'ticket').trim(),
      text(request, 'verifyCode'),
    );
    if (!passed) throw invalid('register.verifyCodeInvalid');
  }
  const phone = `${entity.mobilePrefix}${entity.mobile}`.replace(/\D/g, '');
  for (const hook of signUpHooks) await hook.check(db, { email: entity.email, phone });
  const invitorCode = text(request, 'invitorCode').trim();
  const inviter = invitorCode === '' ? undefined : await findMemberByInvitationCode(db, invitorCode);
  const recommendCode = text(request, 'recommendCode').trim();
  const member = await insertOrRefuse(request, {
    username: entity.username,
    email: entity.email,
    password_hash: await hashPassword(entity.password),
    first_name: entity.firstName,
    last_name: entity.lastName,
    gender: entity.gender as 'MALE' | 'FEMALE',
    birthday: entity.birthday,
    currency: entity.currency,
    country_code: entity.countryCode,
    state_code: entity.stateCode,
    city: entity.city,
    postal_code: entity.postalCode,
    address: entity.address,
    mobile_prefix: entity.mobilePrefix,
    mobile: entity.mobile,
    invitation_code: await newInvitationCode(db),
    inviter_id: inviter?.id ?? null,
    recommend_code: recommendCode === '' ? null : recommendCode,
    receive_exclusive: flag(request, 'receiveExclusive') ?? true,
  });
  return welcome(request, member);
}

async function faceBookRegister(request: FastifyRequest) {
  const { db } = request.server;
  const email = text(request, 'email').trim();
  const firstName = text(request, 'firstName').trim();
  const lastName = text(request, 'lastName').trim();
  if (email === '') throw invalid('register.emailRequired');
  if (!isEmail(email)) throw invalid('register.emailInvalid');
  if (firstName === '') throw invalid('register.firstNameRequired');
  if (lastName === '') throw invalid('register.lastNameRequired');
  if (await emailTaken(db, email)) throw refused('register.emailTaken');
  // Nothing proves the address belongs to the caller, so it stays unconfirmed until the mailed link
  // is opened, exactly as after a normal sign-up; the player sets a password through forgot-password.
  const member = await insertOrRefuse(request, {
    username: await usernameFromEmail(db, email),
    email,
    password_hash: null,
    first_name: firstName,
    last_name: lastName,
    gender: null,
    birthday: null,
    currency: (await readSetting(db, 'defaultCurrency')) ?? 'USD',
    country_code: null,
    state_code: null,
    invitation_code: await newInvitationCode(db),
    inviter_id: null,
    recommend_code: null,
  });
  return welcome(request, member);
}

async function getVerifyCodeImage(request: FastifyRequest) {
  const ticket = text(request, 'ticket').trim();
  if (ticket.length < 8) throw new ApiError(ErrorCode.invalid, 'validation.invalid', { field: 'ticket' });
  return drawCaptcha(request.server, ticket);
}

export const registration: Domain = {
  name: 'registration',
  handlers: {
    checkRegister1: { handler: checkRegister1, rateLimited: true },
    register: { handler: register, rateLimited: true },
    faceBookRegister: { handler: faceBookRegister, rateLimited: true },
    getVerifyCodeImage: { handler: getVerifyCodeImage, rateLimited: true },
  },
};
export { checkCaptcha } from './captcha.js';
