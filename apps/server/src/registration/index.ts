import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { isOn, positiveInteger, readSetting } from '../db/siteSettings.js';
import { flag, text } from '../http/body.js';
import type { Domain } from '../http/domain.js';
import { ApiError, ErrorCode, invalid } from '../http/envelope.js';
import { emailTaken, findMemberByInvitationCode, usernameTaken } from '../members/index.js';
import { findCountry, findCurrency, findState } from '../reference/index.js';
import { hashPassword } from '../shared/passwords.js';
import { checkCaptcha, drawCaptcha } from './captcha.js';
import { faceBookRegister, identitySandbox } from './facebook/signUp.js';
import { newInvitationCode } from './memberCodes.js';
import { checkSignUp, insertOrRefuse, welcome } from './newMember.js';
import { MINIMUM_AGE, type RegistrationEntity, registrationProblem } from './rules.js';

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
  await checkSignUp(db, { email: entity.email, phone });
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

async function getVerifyCodeImage(request: FastifyRequest) {
  const ticket = text(request, 'ticket').trim();
  if (ticket.length < 8) throw new ApiError(ErrorCode.invalid, 'validation.invalid', { field: 'ticket' });
  return drawCaptcha(request.server, ticket);
}

/** Where the app opens Facebook's login dialog (faceBookDialog, and the page's boot answers), or null. */
export function facebookDialog(config: Config): { appId: string; dialogUrl: string } | null {
  return config.facebook === undefined
    ? null
    : { appId: config.facebook.appId, dialogUrl: config.facebook.dialogUrl };
}

export const registration: Domain = {
  name: 'registration',
  plugin: identitySandbox,
  handlers: {
    checkRegister1: { handler: checkRegister1, rateLimited: true },
    register: { handler: register, rateLimited: true },
    faceBookRegister: { handler: faceBookRegister, rateLimited: true },
    faceBookDialog: async (request) => facebookDialog(request.server.config),
    getVerifyCodeImage: { handler: getVerifyCodeImage, rateLimited: true },
  },
};
export { checkCaptcha } from './captcha.js';
export { addSignUpHook, type SignUpHook } from './newMember.js';
