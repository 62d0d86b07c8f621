import { randomBytes } from 'node:crypto';
import { createSession } from '../auth/sessionRepository.js';
import type { Db } from '../db/database.js';
import { insertMember } from '../members/repository.js';
import { hashToken, newToken } from '../shared/tokens.js';

/**
 * A member and a live session token straight in the database, for tests of member calls that are
 * not about registration or login.
 */
export async function memberWithSession(db: Db, fields: { credited?: number } = {}) {
  const tag = randomBytes(5).toString('hex');
  const member = await insertMember(db, {
    username: `m_${tag}`,
    email: `m_${tag}@example.com`,
    password_hash: null,
    invitation_code: tag.toUpperCase(),
    inviter_id: null,
    recommend_code: null,
    gender: null,
    birthday: null,
    country_code: 'ES',
    state_code: null,
    idcard_proof_id: null,
    idcard_hold_proof_id: null,
    address_proof_id: null,
    payment_proof_id: null,
    ...(fields.credited !== undefined ? { credited: fields.credited } : {}),
  });
  const token = newToken();
  await createSession(db, member.id, hashToken(token), new Date(Date.now() + 3_600_000));
  return { memberId: member.id, token };
}
