import type { FastifyRequest } from 'fastify';
import { refused } from '../http/envelope.js';
import { langOf } from '../i18n/index.js';
import { buildUserInfo, type MemberRow, setMemberLanguage } from '../members/index.js';
import { runLoginChecks } from './loginRules.js';
import { openSession } from './session.js';

/**
 * The app sends its language with every call and asks for the user info at start, after a login and
 * on every refresh: the language is remembered there, so news and mails the server writes later read
 * in the language the member uses.
 */
export async function rememberLanguage(request: FastifyRequest, memberId: number): Promise<void> {
  if (request.headers['x-fe-lang'] !== undefined) {
    await setMemberLanguage(request.server.db, memberId, langOf(request));
  }
}

/**
 * A member whose identity is proven (by the password, or by Facebook for a member made through it)
 * gets a session, unless disabled or a check of another domain refuses (breaks, the national register).
 */
export async function signInMember(request: FastifyRequest, member: MemberRow) {
  const { db, config } = request.server;
  if (member.enabled !== 1) throw refused('login.failed');
  await runLoginChecks(db, member.id);
  await rememberLanguage(request, member.id);
  const token = await openSession(db, config, member.id);
  return buildUserInfo(db, member, token);
}
