// Every answer is an envelope {error, message, data} (api conventions); the client turns it into a
// result the app can branch on.

export type CallResult<T> = { ok: true; data: T } | { ok: false; error: number; message: string };

export const NETWORK_FAILURE = -1;
export const SESSION_LOST = -2;

interface Envelope {
  error: number;
  message: string;
  data?: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  if (typeof body !== 'object' || body === null) return false;
  const { error, message } = body as Record<string, unknown>;
  return Number.isInteger(error) && typeof message === 'string';
}

export function networkFailure(message: string): CallResult<never> {
  return { ok: false, error: NETWORK_FAILURE, message };
}

/** A body that is not an envelope is treated as a network failure. */
export function unwrap<T>(body: unknown, response: Response): CallResult<T> {
  if (!isEnvelope(body)) {
    return networkFailure(`Unexpected answer from the server (HTTP ${response.status})`);
  }
  if (body.error === 0) return { ok: true, data: body.data as T };
  return { ok: false, error: body.error, message: body.message };
}
