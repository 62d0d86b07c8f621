// The auth domain's public surface; its operations (login, logout, token info, refresh) are in routes.ts.
export { verifyPassword } from '../shared/passwords.js';
export { bookLoginAttempt, forgetLoginAttempt } from './loginFailureRepository.js';
export {
  accountFailureLimit,
  addLoginCheck,
  type LoginCheck,
  MAX_LOGIN_FAILURES_PER_HOUR,
} from './loginRules.js';
export { currentMember, openSession, signedInMemberId } from './session.js';
export {
  createSession,
  latestSessionsOf,
  revokeMemberSessions,
  revokeOtherSessions,
  sessionStartedAt,
} from './sessionRepository.js';
export { signInMember } from './signIn.js';
