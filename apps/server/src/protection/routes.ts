import type { FastifyRequest } from 'fastify';
import { addLoginCheck, currentMember, verifyPassword } from '../auth/index.js';
import type { Db } from '../db/database.js';
import { text } from '../http/body.js';
import type { Domain } from '../http/domain.js';
import { invalid, refused } from '../http/envelope.js';
import { langOf } from '../i18n/index.js';
import { findMemberById } from '../members/index.js';
import { addSignUpHook } from '../registration/index.js';
import {
  activeBreak,
  type ExclusionPeriod,
  exclusionMonths,
  refuseOnBreak,
  type TimeOutPeriod,
  takeTimeOut,
  timeOutHours,
} from './breaks.js';
import { excludeAccount, personOf, refuseExcludedPerson } from './exclusion.js';
import {
  cancelLimitChange,
  confirmLimit,
  isLimitKind,
  limitViews,
  requestLimit,
  writeLimit,
} from './limits.js';
import { defaultLimits, jurisdictionOf } from './presets.js';
import { continueAfterRealityCheck, holdForRealityCheck, sessionSummary } from './realityCheck.js';
import { LocalRegister } from './register.js';
import { statementRows, statementSummary } from './statement.js';
import { statementCsv, statementFileName, statementPdf } from './statementFiles.js';
import './schema.js';

const memberOf = (request: FastifyRequest) => currentMember(request).id;

export async function protectionState(db: Db, memberId: number, now = new Date()) {
  const [limits, preference, active, jurisdiction] = await Promise.all([
    limitViews(db, memberId, now),
    db.selectFrom('protection_preference').selectAll().where('member_id', '=', memberId).executeTakeFirst(),
    activeBreak(db, memberId, now),
    jurisdictionOf(db),
  ]);
  const { id: _id, ...activeView } = active ?? { id: 0 };
  return {
    limits,
    sessionMinutes: preference?.session_minutes ?? null,
    realityCheckMinutes: preference?.reality_check_minutes ?? null,
    activeBreak: active === undefined ? null : activeView,
    coolingHours: jurisdiction.coolingHours,
  };
}

function kindOf(request: FastifyRequest) {
  const kind = text(request, 'kind');
  if (!isLimitKind(kind)) throw invalid('validation.invalid', { field: 'kind' });
  return kind;
}

/** The shape of an amount; requestLimit holds it to the member's currency's decimals (2, or 8 for BTC). */
function amountOf(request: FastifyRequest): string | null {
  const raw = text(request, 'amount').trim();
  if (raw === '') return null;
  if (!/^(0|[1-9][0-9]{0,11})(\.[0-9]{1,8})?$/.test(raw))
    throw invalid('validation.invalid', { field: 'amount' });
  return raw;
}

function minutesOf(request: FastifyRequest, name: string, allowed: (n: number) => boolean): number | null {
  const raw = text(request, name).trim();
  if (raw === '') return null;
  const minutes = Number(raw);
  if (!Number.isInteger(minutes) || !allowed(minutes)) throw invalid('validation.invalid', { field: name });
  return minutes;
}

function pageOf(request: FastifyRequest, name: string, fallback: number, max: number): number {
  const raw = text(request, name).trim();
  if (raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw invalid('validation.invalid', { field: name });
  return value;
}

/** Irrevocable steps ask for the password again: a session left open must not exclude its owner. */
async function checkPassword(request: FastifyRequest) {
  const member = await findMemberById(request.server.db, memberOf(request));
  const password = text(request, 'password');
  if (password === '') throw invalid('login.passwordRequired');
  if (member === undefined || !(await verifyPassword(member.password_hash, password)))
    throw refused('protection.passwordWrong');
}

const register = (db: Db) => new LocalRegister(db);

/** At login: a break in force, or the person on the national register, refuses the session. */
async function loginCheck(db: Db, memberId: number) {
  await refuseOnBreak(db, memberId);
  const member = await findMemberById(db, memberId);
  if (member === undefined) return;
  const until = await register(db).excludedUntil(personOf(member), new Date());
  if (until !== undefined) throw refused('protection.nationalRegister', { until: until.toISOString() });
}

const signUpHook = {
  check: (db: Db, person: { email: string; phone: string }) =>
    refuseExcludedPerson(
      db,
      register(db),
      personOf({ email: person.email, mobile_prefix: '', mobile: person.phone }),
    ),
  /** A new account starts with the jurisdiction's default limits (Spain: 600 / 1,500 / 3,000 EUR). */
  created: async (db: Db, memberId: number, currency: string) => {
    for (const limit of await defaultLimits(db, currency))
      await writeLimit(db, memberId, limit.kind, limit.amount, null);
  },
};

/** Limits, breaks, self-exclusion and the national register (issue 30). */
export const protection: Domain = {
  name: 'protection',
  plugin: async () => {
    addLoginCheck(loginCheck);
    addSignUpHook(signUpHook);
  },
  handlers: {
    getProtection: async (request) => protectionState(request.server.db, memberOf(request)),
    setProtectionLimit: async (request) => {
      const { db } = request.server;
      await requestLimit(db, memberOf(request), kindOf(request), amountOf(request));
      return protectionState(db, memberOf(request));
    },
    confirmProtectionLimit: async (request) => {
      const { db } = request.server;
      await confirmLimit(db, memberOf(request), kindOf(request));
      return protectionState(db, memberOf(request));
    },
    cancelProtectionLimit: async (request) => {
      const { db } = request.server;
      await cancelLimitChange(db, memberOf(request), kindOf(request));
      return protectionState(db, memberOf(request));
    },
    setProtectionTimes: async (request) => {
      const { db } = request.server;
      const session = minutesOf(request, 'sessionMinutes', (n) => n >= 5 && n <= 1440);
      const reality = minutesOf(request, 'realityCheckMinutes', (n) => [15, 30, 60].includes(n));
      await db
        .insertInto('protection_preference')
        .values({ member_id: memberOf(request), session_minutes: session, reality_check_minutes: reality })
        .onConflict((conflict) =>
          conflict
            .column('member_id')
            .doUpdateSet({ session_minutes: session, reality_check_minutes: reality }),
        )
        .execute();
      return protectionState(db, memberOf(request));
    },
    takeTimeOut: async (request) => {
      const { db } = request.server;
      const period = text(request, 'period') as TimeOutPeriod;
      if (!(period in timeOutHours)) throw invalid('validation.invalid', { field: 'period' });
      await takeTimeOut(db, memberOf(request), period);
      return protectionState(db, memberOf(request));
    },
    selfExclude: async (request) => {
      const period = text(request, 'period') as ExclusionPeriod;
      if (!(period in exclusionMonths)) throw invalid('validation.invalid', { field: 'period' });
      await checkPassword(request);
      await excludeAccount(request.server.db, memberOf(request), 'selfExclusion', period);
      return null;
    },
    closeAccount: async (request) => {
      await checkPassword(request);
      await excludeAccount(request.server.db, memberOf(request), 'closure', null);
      return null;
    },
    getSessionSummary: async (request) =>
      sessionSummary(
        request.server.db,
        currentMember(request),
        request.server.config.realityCheckTestSeconds,
      ),
    holdForRealityCheck: async (request) => {
      await holdForRealityCheck(request.server.db, memberOf(request));
      return sessionSummary(
        request.server.db,
        currentMember(request),
        request.server.config.realityCheckTestSeconds,
      );
    },
    continueAfterRealityCheck: async (request) => {
      await continueAfterRealityCheck(request.server.db, memberOf(request));
      return sessionSummary(
        request.server.db,
        currentMember(request),
        request.server.config.realityCheckTestSeconds,
      );
    },
    getActivityStatement: async (request) => {
      const { db } = request.server;
      const now = new Date();
      const size = pageOf(request, 'pageSize', 20, 100);
      const [summary, page] = await Promise.all([
        statementSummary(db, memberOf(request), now),
        statementRows(db, memberOf(request), now, { num: pageOf(request, 'pageNum', 1, 100_000), size }),
      ]);
      return { ...summary, ...page };
    },
    getActivityStatementFile: async (request) => {
      const format = text(request, 'format');
      if (format !== 'csv' && format !== 'pdf') throw invalid('validation.invalid', { field: 'format' });
      const { db } = request.server;
      const now = new Date();
      const [summary, { rows }] = await Promise.all([
        statementSummary(db, memberOf(request), now),
        statementRows(db, memberOf(request), now),
      ]);
      const statement = { lang: langOf(request), summary, rows };
      const bytes =
        format === 'csv' ? Buffer.from(statementCsv(statement), 'utf8') : await statementPdf(statement);
      return {
        fileName: statementFileName(format, summary.to),
        contentType: format === 'csv' ? 'text/csv' : 'application/pdf',
        base64: bytes.toString('base64'),
      };
    },
  },
};
