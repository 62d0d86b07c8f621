import type { FastifyRequest } from 'fastify';
import {
  accountFailureLimit,
  bookLoginAttempt,
  currentMember,
  forgetLoginAttempt,
  revokeOtherSessions,
} from '../auth/index.js';
import { text } from '../http/body.js';
import { clientAddress } from '../http/clientAddress.js';
import type { Domain } from '../http/domain.js';
import { ApiError, ErrorCode, invalid, refused } from '../http/envelope.js';
import { hashPassword, verifyPassword } from '../shared/passwords.js';
import { updateDocuments } from './documents.js';
import { findMemberById, setPasswordHash } from './repository.js';
import { newPasswordProblem } from './rules.js';

async function changePassword(request: FastifyRequest) {
  const { db } = request.server;
  const session = currentMember(request);
  const member = await findMemberById(db, session.id);
  if (member === undefined) throw new ApiError(ErrorCode.session, 'common.sessionExpired');
  // A stolen session token alone must not take the account over (issue 13 finding 13).
  const oldPassword = text(request, 'oldPassword');
  if (oldPassword === '') throw invalid('password.currentRequired');
  const password = text(request, 'password');
  const problem = newPasswordProblem(password, text(request, 'repassword'), member);
  if (problem) throw invalid(problem);
  // Wrong current passwords count as failed logins: a stolen token must not make this a guessing oracle.
  const limit = await accountFailureLimit(db);
  const attempt = await bookLoginAttempt(db, { memberId: member.id }, clientAddress(request), (failures) => {
    if (failures.account >= limit) throw new ApiError(ErrorCode.tooManyAttempts, 'common.tooManyAttempts');
  });
  if (!(await verifyPassword(member.password_hash, oldPassword))) throw refused('password.currentWrong');
  await forgetLoginAttempt(db, attempt);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, session.id, passwordHash);
    // Whoever else held a session with the old password is logged out; this device stays in.
    await revokeOtherSessions(trx, session.id, session.sessionId);
  });
  return null;
}

export const members: Domain = {
  name: 'members',
  handlers: {
    // Per address, like login: the current password must not be guessable through this call.
    changePassword: { handler: changePassword, rateLimited: true },
    updateDocuments: async (request) => updateDocuments(request, currentMember(request).id),
  },
};
