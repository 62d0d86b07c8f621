import type { CallData } from '@casino/api-client';

export type FacebookDialog = NonNullable<CallData<'/sys/auth/faceBookDialog'>>;

/** What came back from Facebook's login dialog, read once from the address at start. */
export type FacebookReturn =
  | { kind: 'token'; accessToken: string }
  /** The player pressed Cancel on Facebook. */
  | { kind: 'cancelled' }
  /** A token without our state (not from a dialog this tab opened): never sent to the server. */
  | { kind: 'forged' };

/** Per tab, as the state must be: the dialog's state and the route to come back to. */
const pendingKey = 'casino361:facebookDialog';

function randomState(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends the browser to Facebook's login dialog (implicit flow, as Facebook's "Manually build a login
 * flow" describes) with a fresh state kept in this tab; Facebook sends it back to this page's address
 * with the token and the state in the fragment. `back` is the route to show on return.
 */
export function openFacebookDialog(dialog: FacebookDialog, back: string): void {
  const state = randomState();
  sessionStorage.setItem(pendingKey, JSON.stringify({ state, back }));
  const url = new URL(dialog.dialogUrl);
  url.search = new URLSearchParams({
    client_id: dialog.appId,
    redirect_uri: `${window.location.origin}${window.location.pathname}`,
    state,
    response_type: 'token',
    scope: 'email',
  }).toString();
  window.location.assign(url.toString());
}

let pending: FacebookReturn | undefined;

/**
 * What an address holds from Facebook's login dialog (`#access_token=…&state=…`, or
 * `?error=access_denied&state=…` on Cancel), judged against what this tab sent (`stored`, as
 * openFacebookDialog kept it): undefined when the address is not Facebook's answer.
 */
export function readFacebookReturn(
  hash: string,
  search: string,
  stored: string | null,
): { answer: FacebookReturn; back: string } | undefined {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search);
  const token = fragment.get('access_token');
  if (token === null && query.get('error') === null) return undefined;
  let sent: { state?: unknown; back?: unknown } = {};
  try {
    sent = stored ? JSON.parse(stored) : {};
  } catch {
    sent = {};
  }
  const returned = token !== null ? fragment.get('state') : query.get('state');
  const ours = typeof sent.state === 'string' && sent.state !== '' && sent.state === returned;
  const back = typeof sent.back === 'string' && sent.back.startsWith('/') ? sent.back : '/';
  if (!ours) return { answer: { kind: 'forged' }, back };
  return { answer: token !== null ? { kind: 'token', accessToken: token } : { kind: 'cancelled' }, back };
}

/**
 * Run before the router reads the address: Facebook's answer is taken out of it and the address set
 * back to the route the player left, so the hash router never sees it; the state is used up.
 */
export function takeFacebookReturn(): void {
  const read = readFacebookReturn(
    window.location.hash,
    window.location.search,
    sessionStorage.getItem(pendingKey),
  );
  if (read === undefined) return;
  sessionStorage.removeItem(pendingKey);
  window.history.replaceState(null, '', `${window.location.pathname}#${read.back}`);
  pending = read.answer;
}

/** Facebook's answer taken at start, once: later calls get nothing. */
export function takePendingFacebookReturn(): FacebookReturn | undefined {
  const taken = pending;
  pending = undefined;
  return taken;
}
