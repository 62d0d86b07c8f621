import type { FastifyRequest } from 'fastify';
import { openSession } from '../auth/index.js';
import { recordDevice, recordMemberSignals } from '../bonuses/index.js';
import type { Db } from '../db/database.js';
import { refused } from '../http/envelope.js';
import { langOf } from '../i18n/index.js';
import { sendActivation } from '../mail/index.js';
import { buildUserInfo, insertMember, type MemberRow, type NewMember } from '../members/index.js';

/** What another domain checks before an account exists (protection: excluded persons) and does once it does. */
export interface SignUpHook {
  check(db: Db, person: { email: string; phone: string }): Promise<void>;
  created(db: Db, memberId: number, currency: string): Promise<void>;
}
const signUpHooks = new Set<SignUpHook>();

export function addSignUpHook(hook: SignUpHook): void {
  signUpHooks.add(hook);
}

/** Every sign-up hook's check: it throws to refuse the person. */
export async function checkSignUp(db: Db, person: { email: string; phone: string }): Promise<void> {
  for (const hook of signUpHooks) await hook.check(db, person);
}

/** Two sign-ups racing for one name both pass the checks; the unique index decides, in the spec's words. */
export async function insertOrRefuse(request: FastifyRequest, member: NewMember): Promise<MemberRow> {
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

/**
 * The activation mail is part of signing up (unless the address is already proven), but a mail outage
 * must not undo the account.
 */
export async function welcome(request: FastifyRequest, member: MemberRow) {
  if (member.activated !== 1) {
    try {
      await sendActivation(request.server, member, langOf(request));
    } catch (error) {
      request.log.error({ err: error, memberId: member.id }, 'activation mail not sent');
    }
  }
  const token = await openSession(request.server.db, request.server.config, member.id);
  return buildUserInfo(request.server.db, member, token);
}
