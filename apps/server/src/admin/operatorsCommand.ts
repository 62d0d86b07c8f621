import { recordCommand } from '../audit/index.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { runFromShell } from '../db/operatorCommand.js';
import { createOperator, issueEnrolment } from './operators.js';
import {
  findOperatorByName,
  listOperators,
  OperatorNameTaken,
  revokeOperatorSessions,
  updateOperator,
} from './repository.js';
import { commandConfig } from './serverAddress.js';

/**
 * The back office's accounts from the server's shell (same DATABASE_URL / DATA_DIR as the server):
 *
 *   operators create-admin <username> <email> [display name ...]   the first administrator (or another)
 *   operators reenrol <username>                                   a new enrolment link: lost phone, forgotten password
 *   operators list
 *
 * Each answers a one-time enrolment link (24 hours) for the person to choose a password and enrol an
 * authenticator; nobody else ever knows either.
 */
const usage = `usage:
  operators create-admin <username> <email> [display name ...]
  operators reenrol <username>
  operators list`;

export async function runOperatorsCommand(
  db: Db,
  config: Config,
  args: string[],
  out: (line: string) => void,
): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'list') {
    for (const operator of await listOperators(db)) {
      out(
        `${operator.id}  ${operator.username}  ${operator.role}  ${operator.enabled ? 'enabled' : 'disabled'}  ${operator.totp_secret ? 'enrolled' : 'not enrolled'}`,
      );
    }
    return 0;
  }
  if (command === 'create-admin') {
    const [username, email, ...name] = rest;
    if (!username || !email) {
      out(usage);
      return 2;
    }
    try {
      const created = await db.transaction().execute(async (trx) => {
        const made = await createOperator(
          trx,
          config,
          { username, email, displayName: name.join(' ') || username, role: 'administrator' },
          null,
        );
        await recordCommand(trx, {
          action: 'operators create-admin',
          targetType: 'operator',
          targetId: String(made.operator.id),
          before: null,
          after: { username, email, role: 'administrator' },
          reason: null,
        });
        return made;
      });
      out(`administrator ${username} created; enrolment link (24 hours, once):`);
      out(created.enrolmentUrl);
      return 0;
    } catch (error) {
      if (
        error instanceof OperatorNameTaken ||
        (error as { messageKey?: string }).messageKey === 'admin.usernameTaken'
      ) {
        out(`${username} exists already; use: operators reenrol ${username}`);
        return 1;
      }
      if ((error as { messageKey?: string }).messageKey !== undefined) {
        out('the username (3-32 letters, digits, _ . -) or the e-mail is not valid');
        return 2;
      }
      throw error;
    }
  }
  if (command === 'reenrol') {
    const operator = rest[0] ? await findOperatorByName(db, rest[0]) : undefined;
    if (operator === undefined) {
      out(rest[0] ? `no operator ${rest[0]}` : usage);
      return rest[0] ? 1 : 2;
    }
    const url = await db.transaction().execute(async (trx) => {
      await updateOperator(trx, operator.id, { totp_secret: null, password_hash: null, enabled: 1 });
      await revokeOperatorSessions(trx, operator.id);
      await recordCommand(trx, {
        action: 'operators reenrol',
        targetType: 'operator',
        targetId: String(operator.id),
        before: null,
        after: { reenrolment: true },
        reason: null,
      });
      return issueEnrolment(trx, config, operator.id);
    });
    out(`enrolment link for ${operator.username} (24 hours, once; their sessions ended):`);
    out(url);
    return 0;
  }
  out(usage);
  return 2;
}

export { commandConfig } from './serverAddress.js';

await runFromShell(import.meta.url, async (db, config, args, out) =>
  runOperatorsCommand(db, await commandConfig(db, config, process.env), args, out),
);
