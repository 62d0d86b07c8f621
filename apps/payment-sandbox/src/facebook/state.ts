import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An app registered with the stand-in, as one is in Facebook's App Dashboard. */
export interface FacebookApp {
  appId: string;
  appSecret: string;
  /** Shown on the login dialog ("<name> would like to access…"). */
  name: string;
  /**
   * Valid OAuth redirect URIs (each a prefix a redirect_uri must start with); localhost and 127.0.0.1
   * are accepted besides, as Facebook does for an app in development mode. Unset: any http(s) address.
   */
  redirectUris?: string[];
  /** "Require App Secret": every Graph call with a user token must carry its appsecret_proof. */
  requireAppSecretProof?: boolean;
}

/** A test user (Facebook's Roles › Test Users): a person with an app-scoped id. */
export interface TestUser {
  id: string;
  firstName: string;
  lastName: string;
  /** Absent for a person who signed up to Facebook with a phone number. */
  email?: string;
}

/** A user access token as Facebook keeps it: whose, for which app, with which permissions, until when. */
export interface IssuedToken {
  appId: string;
  userId: string;
  scopes: string[];
  /** Unix seconds. */
  issuedAt: number;
  expiresAt: number;
  dataAccessExpiresAt: number;
}

const ninetyDays = 90 * 86_400;

/** The stand-in's memory: apps, test users and issued tokens, and a clock tests can move. */
export class FacebookState {
  readonly apps = new Map<string, FacebookApp>();
  readonly users = new Map<string, TestUser>();
  private readonly tokens = new Map<string, IssuedToken>();
  /** Moved forward by tests and `POST /sandbox/facebook/clock`, so a token can expire without waiting. */
  clockOffsetMs = 0;

  constructor(
    apps: FacebookApp[],
    /** Lifetime of a token from the login dialog: Facebook's short-lived tokens last an hour or two. */
    readonly tokenSeconds = 7200,
  ) {
    for (const app of apps) this.apps.set(app.appId, app);
  }

  nowSeconds(): number {
    return Math.floor((Date.now() + this.clockOffsetMs) / 1000);
  }

  createUser(person: Omit<TestUser, 'id'>): TestUser {
    // Facebook's ids are decimal strings of 15 to 17 digits.
    const id = `10${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(1e5)).padStart(5, '0')}`;
    const user = { id, ...person };
    this.users.set(id, user);
    return user;
  }

  /** The test user with this e-mail, if any: entering one's address again is logging in again. */
  userByEmail(email: string): TestUser | undefined {
    const wanted = email.trim().toLowerCase();
    return [...this.users.values()].find((user) => user.email?.toLowerCase() === wanted);
  }

  issue(appId: string, userId: string, scopes: string[]): { token: string; record: IssuedToken } {
    const now = this.nowSeconds();
    const token = `EAA${randomBytes(48).toString('base64url')}`;
    const record = {
      appId,
      userId,
      scopes,
      issuedAt: now,
      expiresAt: now + this.tokenSeconds,
      dataAccessExpiresAt: now + ninetyDays,
    };
    this.tokens.set(token, record);
    return { token, record };
  }

  inspect(token: string): IssuedToken | undefined {
    return this.tokens.get(token);
  }

  /** The app an app access token (`<app id>|<app secret>`) belongs to, or undefined. */
  appOfAppToken(appToken: string): FacebookApp | undefined {
    const bar = appToken.indexOf('|');
    if (bar < 0) return undefined;
    const app = this.apps.get(appToken.slice(0, bar));
    return app !== undefined && same(app.appSecret, appToken.slice(bar + 1)) ? app : undefined;
  }

  /** Whether a redirect_uri is one the app registered (localhost always, as in development mode). */
  redirectAllowed(app: FacebookApp, redirectUri: string): boolean {
    let url: URL;
    try {
      url = new URL(redirectUri);
    } catch {
      return false;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (app.redirectUris === undefined) return true;
    if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') return true;
    return app.redirectUris.some((prefix) => redirectUri.startsWith(prefix));
  }
}

/** appsecret_proof: hex HMAC-SHA256 of the access token keyed with the app secret. */
export function appSecretProof(accessToken: string, appSecret: string): string {
  return createHmac('sha256', appSecret).update(accessToken).digest('hex');
}

export function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
