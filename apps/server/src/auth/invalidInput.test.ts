import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { expectRefusesAll, type InvalidRequestOptions, invalidRequests } from '../test/invalidPayloads.js';
import { registerMember } from '../test/members.js';

/**
 * Issue 3 acceptance: at least 200 generated invalid payloads to each accounts operation answer an
 * envelope with error != 0 and HTTP < 500, and leave the database as it was.
 */
const operations: Array<[string, InvalidRequestOptions & { session?: boolean }]> = [
  ['login', { alsoRequired: ['username', 'password'] }],
  ['logout', { session: true }],
  ['getTokenInfo', { session: true }],
  ['refreshToken', { session: true }],
  ['checkRegister1', { alsoRequired: ['email'] }],
  ['register', { alsoRequired: ['email'] }],
  ['faceBookRegister', { alsoRequired: ['accessToken'] }],
  ['getVerifyCodeImage', {}],
  ['sendActivationMail', { session: true }],
  ['sendPasswordResetMail', { alsoRequired: ['usernameOrEmail'] }],
  ['activateAccount', {}],
  ['resetPassword', { alsoRequired: ['password'] }],
  ['getMember', { session: true }],
  ['changePassword', { session: true, alsoRequired: ['oldPassword', 'password'] }],
  ['updateDocuments', { session: true, alsoRequired: ['idcardProofId'] }],
];

/**
 * The contract's IgnoredMemberId is an integer without bounds, so `id=1e30` is valid input that the
 * server ignores (getMember then rightly answers the session member). Such payloads are not invalid.
 */
function onlyIgnoredIdDiffers(request: InjectOptions): boolean {
  const payload = String(request.payload ?? '');
  const id = payload.startsWith('{') ? safeJson(payload)?.id : new URLSearchParams(payload).get('id');
  return (typeof id === 'number' && Number.isInteger(id)) || (typeof id === 'string' && /^-?\d+$/.test(id));
}

function safeJson(text: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

describe('generated invalid input to the accounts operations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimitPerMinute: 1_000_000 });
  });
  afterAll(() => t.close());

  for (const [operationId, options] of operations) {
    it(`${operationId} refuses every one and writes nothing`, async () => {
      // A live session of its own, so the refusals come from the input and not from a missing session.
      const token = options.session ? (await registerMember(t.app)).user.token : '';
      const requests = invalidRequests(operationId, options).filter(
        (request) => !onlyIgnoredIdDiffers(request),
      );
      await expectRefusesAll(t.app, t.db, requests, {
        runs: 200,
        ...(options.session ? { headers: { authorization: token } } : {}),
      });
    });
  }
});
