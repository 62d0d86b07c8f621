import createClient from 'openapi-fetch';
import { formBody, multipartBody } from './encode';
import { type CallResult, networkFailure, SESSION_LOST, unwrap } from './envelope';
import { type Operation, operations } from './generated/operations';
import { loading as globalLoading, type LoadingSignal } from './loading';
import { authMiddleware, type TokenProvider } from './middleware/auth';
import { type LanguageProvider, languageMiddleware } from './middleware/language';
import type { CallArgs, CallData, CallOptions, CallPath } from './types';

/** The call whose -2 only means "guest": it is how the app learns whether a session exists. */
export const TOKEN_INFO_PATH = '/sys/auth/token/info';

export interface CasinoClientOptions {
  /** Origin of the API server; the default is the page's own origin. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  getToken: TokenProvider;
  getLanguage: LanguageProvider;
  /** The app's device id, sent only on the operations the contract gives an X-Device-Id header. */
  getDeviceId?: () => string | null | undefined;
  /**
   * Called when the server answers -2 (session missing, expired, revoked, member disabled), with the
   * token the refused call carried: an answer to a call sent before a logout or a new login speaks of
   * a session the app may already have ended.
   */
  onSessionLost?: (token: string | null) => void;
  loading?: LoadingSignal;
}

export interface FileSize {
  width?: number;
  height?: number;
}

export interface CasinoClient {
  call<P extends CallPath>(path: P, ...args: CallArgs<P>): Promise<CallResult<CallData<P>>>;
  /** URL of an uploaded file (GET /sys/file/get), for `<img src>`; the server resizes on request. */
  fileUrl(id: string, size?: FileSize): string;
}

// openapi-fetch types each call by a literal path; `call` is generic over the path, so it goes
// through this plain signature and gets its types from CallArgs/CallData instead.
type RawRequest = (
  method: string,
  path: string,
  init: { body?: unknown; bodySerializer?: (body: never) => BodyInit; headers?: Record<string, string> },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

export function createCasinoClient(options: CasinoClientOptions): CasinoClient {
  const apiBase = `${(options.baseUrl ?? '').replace(/\/+$/, '')}/api`;
  const loading = options.loading ?? globalLoading;
  const fetchClient = createClient({ baseUrl: apiBase, fetch: options.fetch });
  fetchClient.use(authMiddleware(options.getToken), languageMiddleware(options.getLanguage));
  const request = fetchClient.request as unknown as RawRequest;

  function encodingInit(path: CallPath, body: unknown): Parameters<RawRequest>[2] {
    switch (operations[path].encoding) {
      case 'form':
        return {
          body,
          bodySerializer: formBody,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        };
      case 'multipart':
        return { body, bodySerializer: multipartBody };
      case 'json':
        return { body };
      case 'none':
        return {};
    }
  }

  async function call<P extends CallPath>(path: P, ...args: CallArgs<P>): Promise<CallResult<CallData<P>>> {
    const [body, callOptions = {}]: [unknown?, CallOptions?] = args;
    const end = callOptions.loading === false ? undefined : loading.track();
    const sentWith = options.getToken() || null;
    let result: CallResult<CallData<P>>;
    try {
      const init = encodingInit(path, body);
      const operation: Operation = operations[path];
      const deviceId = operation.device ? options.getDeviceId?.() : undefined;
      if (deviceId) init.headers = { ...init.headers, 'X-Device-Id': deviceId };
      const { data, error, response } = await request(operation.method, path, init);
      // A refusal may come with a non-200 status (429); the envelope decides, not the status.
      result = unwrap(response.ok ? data : error, response);
    } catch (failure) {
      result = networkFailure(failure instanceof Error ? failure.message : String(failure));
    } finally {
      end?.();
    }
    if (!result.ok && result.error === SESSION_LOST && path !== TOKEN_INFO_PATH)
      options.onSessionLost?.(sentWith);
    return result;
  }

  function fileUrl(id: string, size: FileSize = {}): string {
    const query = new URLSearchParams({ id });
    if (size.width !== undefined) query.set('width', String(size.width));
    if (size.height !== undefined) query.set('height', String(size.height));
    return `${apiBase}/sys/file/get?${query}`;
  }

  return { call, fileUrl };
}
