import type { FastifyRequest } from 'fastify';
import { hashPassword } from '../auth/passwords.js';
import { currentMember } from '../auth/session.js';
import { revokeOtherSessions } from '../auth/sessionRepository.js';
import type { Domain } from '../domains.js';
import { text } from '../http/body.js';
import { invalid } from '../http/envelope.js';
import { updateDocuments } from './documents.js';
import { setPasswordHash } from './repository.js';
import { newPasswordProblem } from './rules.js';

async function changePassword(request: FastifyRequest) {
  const { db } = request.server;
  const session = currentMember(request);
  const password = text(request, 'password');
  const problem = newPasswordProblem(password, text(request, 'repassword'));
  if (problem) throw invalid(problem);
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
  handlers: { changePassword, updateDocuments },
};

export { attachDocuments, type DocumentFieldName, reviewCashOutDocuments } from './documents.js';
