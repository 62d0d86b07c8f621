import type { FastifyRequest } from 'fastify';
import { currentMember, revokeMemberSessions } from '../auth/index.js';
import { text } from '../http/body.js';
import type { Domain } from '../http/domain.js';
import { ApiError, ErrorCode, invalid, refused } from '../http/envelope.js';
import { langOf } from '../i18n/index.js';
import { announceActivatedInvitee } from '../invites/index.js';
import {
  findMemberById,
  findMemberByLogin,
  markActivated,
  newPasswordProblem,
  setPasswordHash,
} from '../members/index.js';
import { hashPassword } from '../shared/passwords.js';
import { sendActivation, sendPasswordReset } from './messages.js';
import { consumeMailToken, mailTokensIssuedSince } from './tokenRepository.js';

async function sendActivationMail(request: FastifyRequest) {
  const { db } = request.server;
  const member = await findMemberById(db, currentMember(request).id);
  if (member === undefined) throw new ApiError(ErrorCode.session, 'common.sessionExpired');
  if (member.activated === 1) throw refused('activate.alreadyActive');
  // The contract's limits: one mail a minute and five an hour for one member.
  const now = Date.now();
  if (
    (await mailTokensIssuedSince(db, member.id, 'activation', new Date(now - 60_000))) >= 1 ||
    (await mailTokensIssuedSince(db, member.id, 'activation', new Date(now - 3_600_000))) >= 5
  ) {
    throw new ApiError(ErrorCode.tooManyAttempts, 'common.tooManyAttempts');
  }
  await deliver(request, () => sendActivation(request.server, member, langOf(request)));
  return null;
}

async function sendPasswordResetMail(request: FastifyRequest) {
  const { db } = request.server;
  const login = text(request, 'usernameOrEmail').trim();
  if (login === '') throw invalid('forgot.required');
  const member = await findMemberByLogin(db, login);
  // The same answer whether or not someone matched, so the call does not reveal accounts; a member
  // gets at most one reset mail a minute.
  if (
    member !== undefined &&
    (await mailTokensIssuedSince(db, member.id, 'password_reset', new Date(Date.now() - 60_000))) === 0
  ) {
    await deliver(request, () => sendPasswordReset(request.server, member, langOf(request)));
  }
  return null;
}

async function activateAccount(request: FastifyRequest) {
  const { db } = request.server;
  await db.transaction().execute(async (trx) => {
    const memberId = await consumeMailToken(trx, 'activation', text(request, 'token'));
    if (memberId === undefined) throw refused('activate.failed');
    await markActivated(trx, memberId);
    await announceActivatedInvitee(trx, memberId);
  });
  return null;
}

async function resetPassword(request: FastifyRequest) {
  const { db } = request.server;
  const password = text(request, 'password');
  if (password === '') throw invalid('password.required');
  await db.transaction().execute(async (trx) => {
    const memberId = await consumeMailToken(trx, 'password_reset', text(request, 'token'));
    if (memberId === undefined) throw refused('reset.failed');
    const member = await findMemberById(trx, memberId);
    if (member === undefined) throw refused('reset.failed');
    // Refused here, inside the transaction, so a weak choice rolls back and the link keeps working.
    const problem = newPasswordProblem(password, text(request, 'repassword'), member);
    if (problem) throw invalid(problem);
    await setPasswordHash(trx, memberId, await hashPassword(password));
    await revokeMemberSessions(trx, memberId);
  });
  return null;
}

/** A transport failure is the player's 'Fail to send mail', not a generic busy message. */
async function deliver(request: FastifyRequest, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    request.log.error({ err: error }, 'mail delivery failed');
    throw new ApiError(ErrorCode.busy, 'mail.sendFailed');
  }
}

export const mail: Domain = {
  name: 'mail',
  handlers: {
    sendActivationMail: { handler: sendActivationMail, rateLimited: true },
    sendPasswordResetMail: { handler: sendPasswordResetMail, rateLimited: true },
    activateAccount: { handler: activateAccount, rateLimited: true },
    resetPassword: { handler: resetPassword, rateLimited: true },
  },
};
