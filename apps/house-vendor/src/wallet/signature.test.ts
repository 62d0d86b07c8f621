import { describe, expect, it } from 'vitest';
import { isValidAnswer, signAnswer, signRequest, verifyRequest } from './signature';

const secrets = { request: 'request-secret', answer: 'answer-secret' };

describe('the wallet signatures (PROTOCOL.md §2)', () => {
  it('binds an answer to the call it answers', () => {
    const call = signRequest(secrets.request, '{"transactionId":"a"}');
    const other = signRequest(secrets.request, '{"transactionId":"b"}');
    const answer = signAnswer(secrets.answer, call.v1, '{"error":0}');
    expect(isValidAnswer(secrets.answer, call.v1, '{"error":0}', answer)).toBe(true);
    expect(isValidAnswer(secrets.answer, other.v1, '{"error":0}', answer)).toBe(false);
    expect(isValidAnswer(secrets.answer, call.v1, '{"error":1}', answer)).toBe(false);
    expect(isValidAnswer(secrets.request, call.v1, '{"error":0}', answer)).toBe(false);
  });

  it("refuses a stale call or answer, and one signed with another purpose's secret", () => {
    const now = Date.now();
    const call = signRequest(secrets.request, 'body', now - 301_000);
    expect(verifyRequest(secrets.request, 'body', call.header, now)).toBeUndefined();
    const fresh = signRequest(secrets.request, 'body', now);
    expect(verifyRequest(secrets.request, 'body', fresh.header, now)).toBe(fresh.v1);
    expect(verifyRequest(secrets.answer, 'body', fresh.header, now)).toBeUndefined();
    const stale = signAnswer(secrets.answer, fresh.v1, 'answer', now - 301_000);
    expect(isValidAnswer(secrets.answer, fresh.v1, 'answer', stale, now)).toBe(false);
  });
});
