import type { SeedCommitment } from '../../src/fairness/seeds';
import type { ReceiptView, SessionState } from '../../src/vendor/views';

export type { ReceiptView, SeedCommitment, SessionState };

/** A refusal as the vendor words it, with its message key for the client's own catalogue. */
export interface ApiRefusal {
  error: number;
  message: string;
  reason?: string;
}

export type ApiResult<T> = { ok: true; data: T } | ({ ok: false } & ApiRefusal);

/** The vendor's page API: the page session travels in a header, never in a body or a URL. */
export class HouseApi {
  constructor(
    private readonly base: string,
    readonly sessionId: string,
  ) {}

  async call<T>(path: string, body: object = {}): Promise<ApiResult<T>> {
    try {
      const response = await fetch(`${this.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-house-session': this.sessionId },
        body: JSON.stringify(body),
      });
      const envelope = (await response.json()) as ApiRefusal & { data: T };
      if (envelope.error === 0) return { ok: true, data: envelope.data };
      return { ok: false, error: envelope.error, message: envelope.message, reason: envelope.reason };
    } catch {
      return { ok: false, error: -1, message: '', reason: 'network' };
    }
  }

  session() {
    return this.call<SessionState>('/session');
  }

  /**
   * Reads a server-sent event stream (a GET, so the session header goes with it, which EventSource
   * cannot send) and hands each event's data to `onData`; resolves when the stream ends.
   */
  async stream(path: string, onData: (data: unknown) => void, signal: AbortSignal): Promise<void> {
    const response = await fetch(`${this.base}${path}`, {
      headers: { accept: 'text/event-stream', 'x-house-session': this.sessionId },
      cache: 'no-store',
      signal,
    });
    if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream'))
      throw new Error('no event stream');
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const data = buffer
          .slice(0, end)
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice(6))
          .join('\n');
        buffer = buffer.slice(end + 2);
        if (data) onData(JSON.parse(data));
      }
    }
  }

  receipts() {
    return this.call<ReceiptView[]>('/receipts');
  }

  rotate(nextServerSeedHash: string, clientSeed: string) {
    return this.call<{
      revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number };
      seeds: SeedCommitment;
    }>('/seeds/rotate', { nextServerSeedHash, clientSeed });
  }
}

/**
 * The page session of this tab. The launch URL opens one session only, so a reload of the same URL
 * finds no session in the page and takes the one this tab kept for that URL (sessionStorage: this tab
 * only, gone when it closes).
 */
export function pageSession(): {
  sessionId: string | null;
  apiPath: string;
  lang: string;
  state: SessionState | null;
} {
  const meta = (name: string) =>
    document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
  const key = `house-session:${new URLSearchParams(window.location.search).get('token')?.slice(-43) ?? ''}`;
  let sessionId = meta('house-session') || null;
  try {
    if (sessionId) window.sessionStorage.setItem(key, sessionId);
    else sessionId = window.sessionStorage.getItem(key);
  } catch {
    // storage refused (privacy mode): the page plays, a reload starts over from the casino
  }
  let state: SessionState | null = null;
  try {
    state = meta('house-state') ? (JSON.parse(meta('house-state')) as SessionState) : null;
  } catch {
    // unreadable: the session call answers instead
  }
  return { sessionId, apiPath: meta('house-api'), lang: meta('house-lang') || 'es', state };
}
