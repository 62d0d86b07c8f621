import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { positiveInteger, readSetting } from '../db/siteSettings.js';
import { ApiError, ErrorCode } from '../http/envelope.js';
import { hashToken, newToken, tokenFromHeader } from '../shared/tokens.js';
import {
  claimRotation,
  createSession,
  familyStartedAt,
  findSession,
  successorSalt,
  touchSession,
} from './sessionRepository.js';

export interface SessionMember {
  id: number;
  sessionId: number;
  /** 0 only on operations that allow a disabled member (token info, refresh). */
  enabled: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the member guard from the session token; never from a payload. */
    member: SessionMember | null;
  }
}

export interface SessionPolicy {
  idleMs: number;
  lifetimeMs: number;
}

/** OWASP ASVS L2 defaults from config; the operator may change them in settings. */
export async function sessionPolicy(db: Db, config: Config): Promise<SessionPolicy> {
  const idleMinutes = positiveInteger(await readSetting(db, 'sessionIdleMinutes'), config.sessionIdleMinutes);
  const lifetimeHours = positiveInteger(
    await readSetting(db, 'sessionAbsoluteHours'),
    config.sessionLifetimeHours,
  );
  return { idleMs: idleMinutes * 60_000, lifetimeMs: lifetimeHours * 3_600_000 };
}

/** The live session behind a token, or undefined when missing, revoked, expired or idle too long. */
export async function liveSession(db: Db, config: Config, token: string | undefined) {
  if (token === undefined) return undefined;
  const row = await findSession(db, hashToken(token));
  if (row === undefined || row.revokedAt !== null) return undefined;
  const now = Date.now();
  const policy = await sessionPolicy(db, config);
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + policy.idleMs <= now) return undefined;
  return row;
}

export function currentMember(request: FastifyRequest): SessionMember {
  if (request.member === null) throw new ApiError(ErrorCode.session, 'common.sessionExpired');
  return request.member;
}

/** The member a public call's token signs in, if it carries a live one; a guest's call answers none. */
export async function signedInMemberId(request: FastifyRequest): Promise<number | undefined> {
  const { db, config } = request.server;
  const session = await liveSession(db, config, tokenFromHeader(request.headers.authorization));
  return session === undefined || session.enabled !== 1 ? undefined : session.memberId;
}

export function memberGuard(options: {
  allowDisabledMember: boolean;
  optional: boolean;
}): preHandlerHookHandler {
  return async function requireMember(this: FastifyInstance, request) {
    const { db, config } = request.server;
    const session = await liveSession(db, config, tokenFromHeader(request.headers.authorization));
    if (session === undefined && options.optional) return;
    if (session === undefined || (session.enabled !== 1 && !options.allowDisabledMember)) {
      throw new ApiError(ErrorCode.session, 'common.sessionExpired');
    }
    await touchSession(db, session.sessionId);
    request.member = { id: session.memberId, sessionId: session.sessionId, enabled: session.enabled };
  };
}

/** Decorates request.member so every request starts as a guest. */
export const sessions = fp(async (app: FastifyInstance) => {
  app.decorateRequest('member', null);
});

/** A new session for the member: the token goes to the client, only its hash is stored. */
export async function openSession(db: Db, config: Config, memberId: number): Promise<string> {
  const token = newToken();
  const policy = await sessionPolicy(db, config);
  await createSession(db, memberId, hashToken(token), new Date(Date.now() + policy.lifetimeMs));
  return token;
}

/** A replaced token keeps working this long, so calls in flight during a refresh still pass. */
export const REFRESH_GRACE_MS = 60_000;

/**
 * The one successor of a refreshed session. Its token is derived from the old token and a salt stored
 * at rotation, so every refresh racing on one token answers the same successor while the database
 * holds nothing that yields it without the old token.
 */
const successorToken = (token: string, salt: string) =>
  createHmac('sha256', token).update(salt, 'utf8').digest('base64url');

/** Rotates the session behind `token`: the first refresh creates the successor, later ones answer it. */
export async function rotateSession(
  db: Db,
  config: Config,
  memberId: number,
  sessionId: number,
  token: string,
): Promise<string | undefined> {
  const policy = await sessionPolicy(db, config);
  return db.transaction().execute(async (trx) => {
    const salt = newToken();
    const family = await claimRotation(trx, sessionId, salt, new Date(Date.now() + REFRESH_GRACE_MS));
    if (family !== undefined) {
      const successor = successorToken(token, salt);
      // The absolute lifetime counts from the login, not from the last refresh: refreshing every few
      // minutes must not keep a stolen or forgotten session alive for ever.
      const loggedInAt = await familyStartedAt(trx, family);
      await createSession(
        trx,
        memberId,
        hashToken(successor),
        new Date(loggedInAt.getTime() + policy.lifetimeMs),
        family,
      );
      return successor;
    }
    const earlier = await successorSalt(trx, sessionId);
    if (earlier === null) return undefined;
    const successor = successorToken(token, earlier);
    // Answered only while it lives: after a logout of the family the old token gets nothing.
    return (await liveSession(trx, config, successor)) ? successor : undefined;
  });
}
