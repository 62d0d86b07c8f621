// The back office's client: the contract's /admin operations only (tag admin, scheme operatorToken),
// generated into generated/adminSchema.ts and generated/adminOperations.ts. Every body is JSON.
import { type CallResult, networkFailure, SESSION_LOST, unwrap } from './envelope';
import type { operations as adminOperations } from './generated/adminOperations';
import type { components, paths } from './generated/adminSchema';

export type AdminPath = keyof paths & keyof typeof adminOperations;
type Post<P extends AdminPath> = paths[P]['post'];
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON body an admin operation declares, or `never` when it takes none. */
export type AdminBody<P extends AdminPath> = Json<NonNullable<Post<P>['requestBody']>>;

/** The `data` of the operation's envelope on success. */
export type AdminData<P extends AdminPath> = Post<P>['responses'] extends { 200: infer R }
  ? Json<R> extends { data?: infer D }
    ? Exclude<D, undefined>
    : never
  : never;

type AdminArgs<P extends AdminPath> = [AdminBody<P>] extends [never]
  ? [body?: undefined]
  : [body: AdminBody<P>];

export type AdminSchemas = components['schemas'];

export interface AdminClientOptions {
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  getToken: () => string | null | undefined;
  /** Error -2: the operator session ended (idle, logout, disabled); with the token the call carried. */
  onSessionLost?: (token: string | null) => void;
  /** The operator's language, so the server's messages come in it (X-FE-LANG); English when absent. */
  getLanguage?: () => string;
}

export interface AdminClient {
  call<P extends AdminPath>(path: P, ...args: AdminArgs<P>): Promise<CallResult<AdminData<P>>>;
  /** A player's uploaded document as a Blob (the answer is the image, not an envelope). */
  document(
    memberId: number,
    document: AdminBody<'/admin/documents/file'>['document'],
  ): Promise<CallResult<Blob>>;
}

export function createAdminClient(options: AdminClientOptions): AdminClient {
  const apiBase = `${(options.baseUrl ?? '').replace(/\/+$/, '')}/api`;
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function post(path: AdminPath, body: unknown): Promise<Response> {
    const token = options.getToken();
    return fetcher(`${apiBase}${path}`, {
      method: 'POST',
      headers: {
        'X-FE-LANG': options.getLanguage?.() ?? 'en',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: token } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  function sessionCheck<T>(result: CallResult<T>, sentWith: string | null): CallResult<T> {
    if (!result.ok && result.error === SESSION_LOST) options.onSessionLost?.(sentWith);
    return result;
  }

  async function call<P extends AdminPath>(
    path: P,
    ...args: AdminArgs<P>
  ): Promise<CallResult<AdminData<P>>> {
    const sentWith = options.getToken() || null;
    let result: CallResult<AdminData<P>>;
    try {
      const response = await post(path, args[0]);
      result = unwrap(await response.json().catch(() => undefined), response);
    } catch (failure) {
      result = networkFailure(failure instanceof Error ? failure.message : String(failure));
    }
    return sessionCheck(result, sentWith);
  }

  async function document(memberId: number, field: string): Promise<CallResult<Blob>> {
    const sentWith = options.getToken() || null;
    try {
      const response = await post('/admin/documents/file', { memberId, document: field });
      if ((response.headers.get('content-type') ?? '').startsWith('image/')) {
        return { ok: true, data: await response.blob() };
      }
      return sessionCheck(unwrap<Blob>(await response.json().catch(() => undefined), response), sentWith);
    } catch (failure) {
      return networkFailure(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return { call, document };
}

export { type CallResult, NETWORK_FAILURE, SESSION_LOST } from './envelope';
