// The members domain's public surface; its operations (change password, documents) are in routes.ts.
export {
  attachDocuments,
  type DocumentFieldName,
  documentFields,
  documentsOf,
  reviewCashOutDocuments,
  reviewDocument,
} from './documents.js';
export {
  countedInviterOf,
  countJoined,
  countSignedUpWithCode,
  emailTaken,
  emailUnproven,
  emailUnprovenById,
  findMemberByFacebookId,
  findMemberById,
  findMemberByInvitationCode,
  findMemberByLogin,
  insertMember,
  type MemberRow,
  markActivated,
  markCredited,
  memberIdsIn,
  membersAwaitingReview,
  type NewMember,
  searchMembers,
  setMemberEnabled,
  setMemberLanguage,
  setPasswordHash,
  usernamesOf,
  usernameTaken,
} from './repository.js';
export { newPasswordProblem } from './rules.js';
export { buildUserInfo, currencySymbol } from './userInfo.js';
