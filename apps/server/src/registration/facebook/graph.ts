import { createHmac } from 'node:crypto';
import type { FacebookKeys } from '../../config.js';
import { requestIdHeaders } from '../../http/requestId.js';

/** Who a checked token belongs to, as Facebook says: the app-scoped id, the names, the address if given. */
export interface FacebookPerson {
  userId: string;
  firstName: string;
  lastName: string;
  /** Only with the email permission and for a person whose account has a confirmed address. */
  email: string | undefined;
  /** Unix seconds: the token is not accepted after this. */
  expiresAt: number;
}

/** The token is not a live token of this app for a person: the caller is refused. */
export class TokenRefused extends Error {}
/** Facebook could not be asked (network, 5xx, our app's own credentials refused): try again later. */
export class FacebookUnavailable extends Error {}

interface DebugToken {
  data?: {
    app_id?: unknown;
    type?: unknown;
    is_valid?: unknown;
    expires_at?: unknown;
    user_id?: unknown;
  };
}

interface Me {
  id?: unknown;
  email?: unknown;
  first_name?: unknown;
  last_name?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

async function graphGet(keys: FacebookKeys, path: string, query: Record<string, string>): Promise<Response> {
  try {
    return await fetch(`${keys.graphUrl}${path}?${new URLSearchParams(query).toString()}`, {
      headers: { accept: 'application/json', ...requestIdHeaders() },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new FacebookUnavailable(`graph ${path} unreachable`, { cause: error });
  }
}

/**
 * Confirms a user access token the way Facebook Login documents it ("Confirming identity" and "Inspect
 * access tokens"): `debug_token`, asked with our app token, must call it valid, of type USER, issued to
 * our app id and not expired; then `/me` with the token (and its appsecret_proof, so the token alone is
 * no use to anyone without our secret) names the same person. Anything else refuses the token.
 */
export async function checkFacebookToken(
  keys: FacebookKeys,
  accessToken: string,
  now = Date.now(),
): Promise<FacebookPerson> {
  const inspected = await graphGet(keys, '/debug_token', {
    input_token: accessToken,
    access_token: `${keys.appId}|${keys.appSecret}`,
  });
  // A 4xx here is Facebook refusing our own app token: a configuration fault, not the player's.
  if (!inspected.ok) throw new FacebookUnavailable(`debug_token answered ${inspected.status}`);
  const data = ((await inspected.json().catch(() => ({}))) as DebugToken).data ?? {};
  const expiresAt = typeof data.expires_at === 'number' ? data.expires_at : 0;
  if (data.is_valid !== true) throw new TokenRefused('not valid');
  if (String(data.app_id ?? '') !== keys.appId) throw new TokenRefused('issued to another app');
  if (data.type !== 'USER') throw new TokenRefused('not a user token');
  // A user token from the login dialog always expires; one that does not (0) is not one of those.
  if (expiresAt * 1000 <= now) throw new TokenRefused('expired');
  const userId = text(data.user_id);
  if (userId === '') throw new TokenRefused('no user');

  const answered = await graphGet(keys, '/me', {
    fields: 'id,email,first_name,last_name',
    access_token: accessToken,
    appsecret_proof: createHmac('sha256', keys.appSecret).update(accessToken).digest('hex'),
  });
  if (answered.status >= 500) throw new FacebookUnavailable(`me answered ${answered.status}`);
  if (!answered.ok) throw new TokenRefused(`me answered ${answered.status}`);
  const me = (await answered.json().catch(() => ({}))) as Me;
  if (text(me.id) !== userId) throw new TokenRefused('another person');
  const email = text(me.email);
  return {
    userId,
    firstName: text(me.first_name),
    lastName: text(me.last_name),
    email: email === '' ? undefined : email,
    expiresAt,
  };
}
