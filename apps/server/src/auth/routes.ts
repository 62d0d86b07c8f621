import type { FastifyRequest } from 'fastify';
import { text } from '../http/body.js';
import { clientAddress } from '../http/clientAddress.js';
import type { Domain } from '../http/domain.js';
import { ApiError, ErrorCode, invalid, refused } from '../http/envelope.js';
import { buildUserInfo, findMemberById, findMemberByLogin } from '../members/index.js';
import { checkCaptcha } from '../registration/index.js';
import { verifyPassword } from '../shared/passwords.js';
import { tokenFromHeader } from '../shared/tokens.js';
import { bookLoginAttempt, forgetLoginAttempt } from './loginFailureRepository.js';
import { failureLimits } from './loginRules.js';
import { currentMember, rotateSession } from './session.js';
import { revokeSession, revokeSessionFamily } from './sessionRepository.js';
import { rememberLanguage, signInMember } from './signIn.js';

async function login(request: FastifyRequest) {
  const { db } = request.server;
  const username = text(request, 'username').trim();
  const password = text(request, 'password');
  if (username === '') throw invalid('login.usernameRequired');
  if (password === '') throw invalid('login.passwordRequired');
  const member = await findMemberByLogin(db, username);
  const limits = await failureLimits(db);
  const ticket = text(request, 'ticket').trim();
  // Checked (and the ticket used up) before the count, since only an over-limit account needs it.
  const solved = ticket !== '' && (await checkCaptcha(request.server, ticket, text(request, 'verifyCode')));
  const attempt = await bookLoginAttempt(
    db,
    member ? { memberId: member.id } : { loginName: username.toLowerCase() },
    clientAddress(request),
    (failures) => {
      if (failures.address >= limits.address) {
        throw new ApiError(ErrorCode.tooManyAttempts, 'common.tooManyAttempts');
      }
      if (failures.account >= limits.account && !solved) {
        throw invalid(ticket === '' ? 'login.verifyCodeRequired' : 'register.verifyCodeInvalid', {
          field: 'verifyCode',
        });
      }
    },
  );
  // Verified even for an unknown account (against a decoy hash) so timing does not tell who exists.
  const matches = await verifyPassword(member?.password_hash ?? null, password);
  if (member === undefined || !matches) throw refused('login.failed');
  await forgetLoginAttempt(db, attempt);
  return signInMember(request, member);
}

async function logout(request: FastifyRequest) {
  // The whole family: a token the client replaced by refreshing must not outlive the logout.
  if (request.member) await revokeSessionFamily(request.server.db, request.member.sessionId);
  return null;
}

async function memberWithToken(request: FastifyRequest) {
  const session = currentMember(request);
  const member = await findMemberById(request.server.db, session.id);
  if (member === undefined) throw new ApiError(ErrorCode.session, 'common.sessionExpired');
  await rememberLanguage(request, member.id);
  return { session, member, token: tokenFromHeader(request.headers.authorization) ?? '' };
}

async function tokenInfo(request: FastifyRequest) {
  const { db } = request.server;
  const { session, member, token } = await memberWithToken(request);
  // A disabled member learns it through enabled 0 (spec 000 §4) and the session ends with it.
  if (member.enabled !== 1) await revokeSession(db, session.sessionId);
  return buildUserInfo(db, member, token);
}

async function refreshToken(request: FastifyRequest) {
  const { db, config } = request.server;
  const { session, member, token } = await memberWithToken(request);
  if (member.enabled !== 1) {
    await revokeSession(db, session.sessionId);
    return buildUserInfo(db, member, token);
  }
  const successor = await rotateSession(db, config, member.id, session.sessionId, token);
  if (successor === undefined) throw new ApiError(ErrorCode.session, 'common.sessionExpired');
  return buildUserInfo(db, member, successor);
}

export const auth: Domain = {
  name: 'auth',
  handlers: {
    login: { handler: login, rateLimited: true },
    logout: { handler: logout, optionalSession: true, allowDisabledMember: true },
    getTokenInfo: { handler: tokenInfo, allowDisabledMember: true },
    refreshToken: { handler: refreshToken, allowDisabledMember: true },
  },
};
