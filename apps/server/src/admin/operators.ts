import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { recordAudit } from '../audit/index.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { clientAddress } from '../http/clientAddress.js';
import { ApiError, ErrorCode, invalid, refused } from '../http/envelope.js';
import { checkCaptcha } from '../registration/index.js';
import { hashPassword, passwordProblem, verifyPassword } from '../shared/passwords.js';
import { hashToken, newToken } from '../shared/tokens.js';
import { audit } from './audited.js';
import { isRole, permissionsOf, type Role } from './permissions.js';
import {
  bookOperatorAttempt,
  claimTotpStep,
  findLiveEnrolment,
  findOperator,
  findOperatorByName,
  forgetOperatorAttempt,
  insertEnrolment,
  insertOperator,
  listOperators,
  OperatorNameTaken,
  type OperatorRow,
  revokeOperatorSession,
  revokeOperatorSessions,
  updateOperator,
  useEnrolment,
} from './repository.js';
import { currentOperator, openOperatorSession } from './session.js';
import { newTotpSecret, openSecret, otpauthUri, sealSecret, totpStep } from './totp.js';

/**
 * Failures an address may have for one account in 15 minutes, and in all in an hour, before its logins
 * are refused; and failures an account may have in 15 minutes, from anywhere, before a login to it
 * also needs a solved captcha. Never a lock of the account: a stranger who knows the username would
 * keep its operator out (issue 26 finding 8).
 */
export const OPERATOR_ACCOUNT_FAILURES = 5;
export const OPERATOR_ADDRESS_FAILURES = 30;
/** An enrolment link works this long, once. */
export const ENROLMENT_HOURS = 24;

const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function operatorView(operator: OperatorRow) {
  return {
    id: operator.id,
    username: operator.username,
    email: operator.email,
    displayName: operator.display_name,
    role: operator.role,
    enabled: operator.enabled,
    enrolled: operator.totp_secret !== null,
    createdAt: operator.created_at.toISOString(),
  };
}

const sessionAnswer = (operator: OperatorRow, token: string) => ({
  token,
  operator: { ...operatorView(operator), permissions: permissionsOf(operator.role) },
});

export const enrolmentUrl = (config: Config, token: string) =>
  `${config.publicUrl}/backoffice/#/enrol?token=${encodeURIComponent(token)}`;

/**
 * A new one-time link for an operator to choose a password and enrol an authenticator: the only way
 * into an account, for the first administrator (`operators create-admin`) as for everyone else.
 */
export async function issueEnrolment(db: Db, config: Config, operatorId: number): Promise<string> {
  const token = newToken();
  await insertEnrolment(db, {
    token_hash: hashToken(token),
    operator_id: operatorId,
    totp_secret: sealSecret(newTotpSecret(), config.operatorTotpKey),
    expires_at: new Date(Date.now() + ENROLMENT_HOURS * 3_600_000),
  });
  return enrolmentUrl(config, token);
}

/** Creates an operator who then enrols through the link answered (shown once, never stored). */
export async function createOperator(
  db: Db,
  config: Config,
  fields: { username: string; email: string; displayName: string; role: Role },
  createdBy: number | null,
): Promise<{ operator: OperatorRow; enrolmentUrl: string }> {
  if (!/^[A-Za-z0-9_.-]{3,32}$/.test(fields.username))
    throw invalid('validation.invalid', { field: 'username' });
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.email))
    throw invalid('validation.invalid', { field: 'email' });
  if (fields.displayName === '') throw invalid('validation.required', { field: 'displayName' });
  try {
    const operator = await insertOperator(db, {
      username: fields.username,
      email: fields.email,
      display_name: fields.displayName,
      role: fields.role,
      created_by: createdBy,
    });
    return { operator, enrolmentUrl: await issueEnrolment(db, config, operator.id) };
  } catch (error) {
    if (error instanceof OperatorNameTaken) throw refused('admin.usernameTaken');
    throw error;
  }
}

async function enrolmentOf(db: Db, token: string, forUpdate = false) {
  const enrolment = token === '' ? undefined : await findLiveEnrolment(db, hashToken(token), forUpdate);
  const operator = enrolment === undefined ? undefined : await findOperator(db, enrolment.operator_id);
  if (enrolment === undefined || operator === undefined || operator.enabled !== 1) {
    throw refused('admin.enrolmentInvalid');
  }
  return { enrolment, operator };
}

export async function enrolmentInfo(request: FastifyRequest) {
  const { db, config } = request.server;
  const { enrolment, operator } = await enrolmentOf(db, text(body(request).token));
  const secret = openSecret(enrolment.totp_secret, config.operatorTotpKey);
  const uri = otpauthUri(secret, operator.username);
  return {
    username: operator.username,
    displayName: operator.display_name,
    secret,
    otpauthUri: uri,
    qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 240 }),
  };
}

/**
 * The operator chooses a password and proves the authenticator with a code: the account is then
 * enrolled (earlier sessions end) and signed in. The link is used up in the same transaction.
 */
export async function completeEnrolment(request: FastifyRequest) {
  const { db, config } = request.server;
  const fields = body(request);
  const password = typeof fields.password === 'string' ? fields.password : '';
  const code = text(fields.code);
  const result = await db.transaction().execute(async (trx) => {
    const { enrolment, operator } = await enrolmentOf(trx, text(fields.token), true);
    const problem = passwordProblem(password, [operator.username, operator.email]);
    if (problem) throw invalid(problem);
    const secret = openSecret(enrolment.totp_secret, config.operatorTotpKey);
    const step = totpStep(secret, code);
    if (step === undefined) throw invalid('admin.codeInvalid');
    await useEnrolment(trx, enrolment.token_hash);
    const updated = await updateOperator(trx, operator.id, {
      password_hash: await hashPassword(password),
      totp_secret: enrolment.totp_secret,
      totp_last_step: String(step),
    });
    await revokeOperatorSessions(trx, operator.id);
    await recordAudit(trx, {
      operatorId: operator.id,
      operatorName: operator.username,
      action: 'adminEnrolmentComplete',
      targetType: 'operator',
      targetId: String(operator.id),
      before: null,
      after: { enrolled: true },
      reason: null,
      outcome: 'done',
    });
    return updated!;
  });
  return sessionAnswer(result, await openOperatorSession(db, config, result.id, clientAddress(request)));
}

/**
 * Password and a fresh authenticator code, throttled per account and per address before anything is
 * checked. Every failure reads the same, whichever part was wrong.
 */
export async function login(request: FastifyRequest) {
  const { db, config } = request.server;
  const fields = body(request);
  const username = text(fields.username);
  const password = typeof fields.password === 'string' ? fields.password : '';
  const code = text(fields.code);
  if (username === '') throw invalid('validation.required', { field: 'username' });
  if (password === '') throw invalid('validation.required', { field: 'password' });
  if (code === '') throw invalid('validation.required', { field: 'code' });
  const operator = await findOperatorByName(db, username);
  const ticket = text(fields.ticket);
  // Checked (and the ticket used up) before the count, as the player login: only a besieged account needs it.
  const solved = ticket !== '' && (await checkCaptcha(request.server, ticket, text(fields.verifyCode)));
  const attempt = await bookOperatorAttempt(
    db,
    operator ? { operatorId: operator.id } : { loginName: username.toLowerCase() },
    clientAddress(request),
    (failures) => {
      if (
        failures.address >= OPERATOR_ADDRESS_FAILURES ||
        failures.accountFromAddress >= OPERATOR_ACCOUNT_FAILURES
      ) {
        throw new ApiError(ErrorCode.tooManyAttempts, 'common.tooManyAttempts');
      }
      if (failures.account >= OPERATOR_ACCOUNT_FAILURES && !solved) {
        throw invalid(ticket === '' ? 'login.verifyCodeRequired' : 'register.verifyCodeInvalid', {
          field: 'verifyCode',
        });
      }
    },
  );
  const passwordMatches = await verifyPassword(operator?.password_hash ?? null, password);
  const secret = operator?.totp_secret ? openSecret(operator.totp_secret, config.operatorTotpKey) : undefined;
  const step = secret === undefined ? undefined : totpStep(secret, code);
  const accepted =
    operator !== undefined &&
    operator.enabled === 1 &&
    passwordMatches &&
    step !== undefined &&
    (await claimTotpStep(db, operator.id, step));
  if (!accepted) {
    await recordAudit(db, {
      operatorId: operator?.id ?? null,
      operatorName: operator?.username ?? username.slice(0, 64),
      action: 'adminLogin',
      targetType: 'operator',
      targetId: operator ? String(operator.id) : null,
      before: null,
      after: null,
      reason: 'wrong username, password or code',
      outcome: 'refused',
    });
    throw refused('admin.loginFailed');
  }
  await forgetOperatorAttempt(db, attempt);
  return sessionAnswer(operator, await openOperatorSession(db, config, operator.id, clientAddress(request)));
}

export async function logout(request: FastifyRequest) {
  await revokeOperatorSession(request.server.db, currentOperator(request).sessionId);
  return null;
}

export async function me(request: FastifyRequest) {
  const session = currentOperator(request);
  const operator = await findOperator(request.server.db, session.id);
  if (operator === undefined) throw new ApiError(ErrorCode.session, 'common.sessionExpired');
  return { ...operatorView(operator), permissions: permissionsOf(operator.role) };
}

export async function list(request: FastifyRequest) {
  return (await listOperators(request.server.db)).map(operatorView);
}

export async function create(request: FastifyRequest) {
  const { db, config } = request.server;
  const fields = body(request);
  const role = fields.role;
  if (!isRole(role)) throw invalid('validation.invalid', { field: 'role' });
  return db.transaction().execute(async (trx) => {
    const created = await createOperator(
      trx,
      config,
      {
        username: text(fields.username),
        email: text(fields.email),
        displayName: text(fields.displayName),
        role,
      },
      currentOperator(request).id,
    );
    await audit(trx, request, {
      target: { type: 'operator', id: created.operator.id },
      after: operatorView(created.operator),
    });
    return { operator: operatorView(created.operator), enrolmentUrl: created.enrolmentUrl };
  });
}

/** Role or enabled flag of another operator; disabling ends their sessions at once. */
export async function update(request: FastifyRequest) {
  const { db } = request.server;
  const fields = body(request);
  const id = Number(fields.id);
  const me = currentOperator(request);
  if (id === me.id) throw refused('admin.notSelf');
  const changes: { role?: Role; enabled?: number } = {};
  if (fields.role !== undefined) {
    if (!isRole(fields.role)) throw invalid('validation.invalid', { field: 'role' });
    changes.role = fields.role;
  }
  if (fields.enabled !== undefined) changes.enabled = fields.enabled === 1 ? 1 : 0;
  return db.transaction().execute(async (trx) => {
    const before = await findOperator(trx, id);
    if (before === undefined) throw new ApiError(ErrorCode.notFound, 'common.notFound');
    const after = (await updateOperator(trx, id, changes))!;
    if (after.enabled !== 1 || after.role !== before.role) await revokeOperatorSessions(trx, id);
    await audit(trx, request, {
      target: { type: 'operator', id },
      before: operatorView(before),
      after: operatorView(after),
      reason: text(fields.reason) || null,
    });
    return operatorView(after);
  });
}

/** A lost phone: a new enrolment link; the old authenticator and every session stop working now. */
export async function reenrol(request: FastifyRequest) {
  const { db, config } = request.server;
  const id = Number(body(request).id);
  return db.transaction().execute(async (trx) => {
    const operator = await findOperator(trx, id);
    if (operator === undefined) throw new ApiError(ErrorCode.notFound, 'common.notFound');
    await updateOperator(trx, id, { totp_secret: null, password_hash: null });
    await revokeOperatorSessions(trx, id);
    const url = await issueEnrolment(trx, config, id);
    await audit(trx, request, { target: { type: 'operator', id }, after: { reenrolment: true } });
    return { operator: operatorView((await findOperator(trx, id))!), enrolmentUrl: url };
  });
}
