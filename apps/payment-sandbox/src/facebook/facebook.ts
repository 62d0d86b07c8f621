import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type DialogRequest, dialogPage, errorPage } from './dialog';
import { appSecretProof, type FacebookApp, FacebookState, type IssuedToken, same } from './state';

export interface FacebookSandboxOptions {
  /** The apps it knows (the casino's, and others so a token of another app can be tried). */
  apps: FacebookApp[];
  /** Seconds a token from the login dialog lives (default 7200). */
  tokenSeconds?: number;
  /** Test users made at start. */
  users?: { firstName: string; lastName: string; email?: string }[];
  /** Shared state, so a test can read it or move its clock. */
  state?: FacebookState;
}

type Query = Record<string, string | undefined>;
const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const userFields = new Set(['id', 'name', 'first_name', 'last_name', 'email']);

/** A Graph API error as Facebook answers it. */
function graphError(reply: FastifyReply, message: string, code: number, extra: Record<string, unknown> = {}) {
  return reply.status(400).send({
    error: {
      message,
      type: code === 190 ? 'OAuthException' : 'GraphMethodException',
      code,
      ...extra,
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  });
}

/** The token a Graph call carries: `access_token` in the query or body, or `Authorization: Bearer|OAuth`. */
function accessTokenOf(request: FastifyRequest): string | undefined {
  const fromQuery =
    (request.query as Query).access_token ?? (request.body as Query | undefined)?.access_token;
  if (fromQuery) return fromQuery;
  const header = request.headers.authorization ?? '';
  const match = /^(?:Bearer|OAuth)\s+(\S+)$/i.exec(header);
  return match?.[1];
}

const expiredMessage = (record: IssuedToken) =>
  `Error validating access token: Session has expired on ${new Date(record.expiresAt * 1000).toUTCString()}.`;

/**
 * Facebook Login's stand-in (README "Facebook Login"): the OAuth login dialog with the implicit flow
 * (`response_type=token`), the Graph API's `debug_token` and `/me`, and test users, so a sign-up
 * through Facebook runs on one machine with no network.
 */
export const facebookSandbox: FastifyPluginAsync<FacebookSandboxOptions> = async (app, options) => {
  const state = options.state ?? new FacebookState(options.apps, options.tokenSeconds);
  for (const user of options.users ?? []) state.createUser(user);

  // The dialog's form is flat; parsed here so the stand-in runs inside any server or alone.
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.removeContentTypeParser('application/x-www-form-urlencoded');
  }
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  /** The app and redirect address a dialog call names, or the refusal page Facebook would show. */
  function dialogOf(fields: Query): { app: FacebookApp; request: DialogRequest } | { error: string } {
    const known = state.apps.get(fields.client_id ?? '');
    if (known === undefined) return { error: 'Invalid App ID: the app ID is not known.' };
    const redirectUri = fields.redirect_uri ?? '';
    if (!state.redirectAllowed(known, redirectUri)) {
      return {
        error:
          "URL blocked: this redirect failed because the redirect URI is not whitelisted in the app's Client OAuth Settings.",
      };
    }
    return {
      app: known,
      request: { clientId: known.appId, redirectUri, state: fields.state ?? '', scope: fields.scope ?? '' },
    };
  }

  app.get('/dialog/oauth', async (request, reply) => {
    const query = request.query as Query;
    const dialog = dialogOf(query);
    if ('error' in dialog)
      return reply.status(400).type('text/html; charset=utf-8').send(errorPage(dialog.error));
    if ((query.response_type ?? 'code') !== 'token') {
      return reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send(errorPage('This sandbox speaks the implicit flow only: response_type=token.'));
    }
    return reply
      .type('text/html; charset=utf-8')
      .send(dialogPage(dialog.app, dialog.request, [...state.users.values()]));
  });

  app.post('/dialog/oauth', async (request, reply) => {
    const body = (request.body ?? {}) as Query;
    const dialog = dialogOf(body);
    if ('error' in dialog)
      return reply.status(400).type('text/html; charset=utf-8').send(errorPage(dialog.error));
    const back = new URL(dialog.request.redirectUri);
    back.hash = '';
    if (body.action === 'cancel') {
      // Facebook's answer to a person who declines: in the query, with the state.
      for (const [name, value] of Object.entries({
        error: 'access_denied',
        error_code: '200',
        error_description: 'Permissions error',
        error_reason: 'user_denied',
        state: dialog.request.state,
      })) {
        back.searchParams.set(name, value);
      }
      return reply.redirect(`${back.toString()}#_=_`, 303);
    }
    // A typed name means the new test user, whichever radio button is on.
    const typed = (body.first_name ?? '').trim() !== '' || (body.last_name ?? '').trim() !== '';
    let user = typed || body.user_id === 'new' ? undefined : state.users.get(body.user_id ?? '');
    if (user === undefined) {
      const firstName = (body.first_name ?? '').trim();
      const lastName = (body.last_name ?? '').trim();
      const email = (body.email ?? '').trim();
      if (firstName === '' || lastName === '') {
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(errorPage('A new test user needs a first and a last name.'));
      }
      user =
        (email && state.userByEmail(email)) ||
        state.createUser({ firstName, lastName, ...(email ? { email } : {}) });
    }
    const asked = dialog.request.scope.split(/[ ,]+/);
    const scopes = [
      'public_profile',
      ...(asked.includes('email') && body.share_email === '1' ? ['email'] : []),
    ];
    const { token, record } = state.issue(dialog.app.appId, user.id, scopes);
    const fragment = new URLSearchParams({
      access_token: token,
      data_access_expiration_time: String(record.dataAccessExpiresAt),
      expires_in: String(record.expiresAt - record.issuedAt),
      state: dialog.request.state,
    });
    return reply.redirect(`${back.toString()}#${fragment.toString()}`, 303);
  });

  app.get('/debug_token', async (request, reply) => {
    const viewer = state.appOfAppToken(accessTokenOf(request) ?? '');
    if (viewer === undefined)
      return graphError(reply, 'Invalid OAuth access token - Cannot parse access token', 190);
    const input = (request.query as Query).input_token;
    if (!input) return graphError(reply, '(#100) The parameter input_token is required', 100);
    const record = state.inspect(input);
    if (record === undefined) {
      return {
        data: {
          error: { code: 190, message: 'Invalid OAuth access token - Cannot parse access token' },
          is_valid: false,
          scopes: [],
        },
      };
    }
    const expired = record.expiresAt <= state.nowSeconds();
    // Facebook describes a token of another app too: the caller must compare app_id with its own.
    return {
      data: {
        app_id: record.appId,
        type: 'USER',
        application: state.apps.get(record.appId)?.name ?? '',
        data_access_expires_at: record.dataAccessExpiresAt,
        expires_at: record.expiresAt,
        is_valid: !expired,
        issued_at: record.issuedAt,
        scopes: record.scopes,
        user_id: record.userId,
        ...(expired ? { error: { code: 190, message: expiredMessage(record), subcode: 463 } } : {}),
      },
    };
  });

  app.get('/me', async (request, reply) => {
    const token = accessTokenOf(request) ?? '';
    const record = state.inspect(token);
    if (record === undefined)
      return graphError(reply, 'Invalid OAuth access token - Cannot parse access token', 190);
    if (record.expiresAt <= state.nowSeconds()) {
      return graphError(reply, expiredMessage(record), 190, { error_subcode: 463 });
    }
    const owner = state.apps.get(record.appId);
    const proof = (request.query as Query).appsecret_proof;
    if (
      proof !== undefined
        ? !same(proof, appSecretProof(token, owner?.appSecret ?? ''))
        : owner?.requireAppSecretProof
    ) {
      return graphError(reply, 'Invalid appsecret_proof provided in the API argument', 100);
    }
    const user = state.users.get(record.userId);
    if (user === undefined)
      return graphError(reply, 'Invalid OAuth access token - Cannot parse access token', 190);
    const fields = ((request.query as Query).fields ?? 'id,name').split(',').map((field) => field.trim());
    const unknown = fields.find((field) => !userFields.has(field));
    if (unknown)
      return graphError(
        reply,
        `(#100) Tried accessing nonexisting field (${unknown}) on node type (User)`,
        100,
      );
    const values: Record<string, string | undefined> = {
      id: user.id,
      name: `${user.firstName} ${user.lastName}`,
      first_name: user.firstName,
      last_name: user.lastName,
      // Only with the email permission, and only for a person who has a confirmed address.
      email: record.scopes.includes('email') ? user.email : undefined,
    };
    return Object.fromEntries(
      fields.filter((field) => values[field] !== undefined).map((field) => [field, values[field]]),
    );
  });

  // Test users, created with the app token as Facebook's Graph API does (`POST /{app-id}/accounts/test-users`).
  app.post('/:appId/accounts/test-users', async (request, reply) => {
    const { appId } = request.params as { appId: string };
    const viewer = state.appOfAppToken(accessTokenOf(request) ?? '');
    if (viewer === undefined || viewer.appId !== appId) {
      return graphError(reply, 'Invalid OAuth access token - Cannot parse access token', 190);
    }
    const fields = { ...(request.query as Query), ...((request.body ?? {}) as Query) };
    const [first, ...rest] = (fields.name ?? 'Test User').trim().split(/\s+/);
    const user = state.createUser({
      firstName: fields.first_name?.trim() || first || 'Test',
      lastName: fields.last_name?.trim() || rest.join(' ') || 'User',
      ...(fields.email ? { email: fields.email.trim() } : {}),
    });
    const permissions = (fields.permissions ?? '').split(/[ ,]+/).filter(Boolean);
    const installed = fields.installed === 'true';
    const issued = installed
      ? state.issue(appId, user.id, ['public_profile', ...permissions.filter((p) => p !== 'public_profile')])
      : undefined;
    return {
      id: user.id,
      ...(issued ? { access_token: issued.token } : {}),
      login_url: `dialog/oauth?client_id=${encodeURIComponent(appId)}`,
      ...(user.email ? { email: user.email } : {}),
      password: randomBytes(6).toString('hex'),
    };
  });

  app.post('/clock', async (request, reply) => {
    if (!loopback.has(request.ip)) return reply.status(403).send({ error: 'loopback only' });
    const seconds = Number((request.body as Query | undefined)?.advanceSeconds);
    if (!Number.isFinite(seconds) || seconds <= 0)
      return reply.status(400).send({ error: 'advanceSeconds > 0' });
    state.clockOffsetMs += seconds * 1000;
    return { now: new Date(state.nowSeconds() * 1000).toISOString() };
  });
};
