import type { AdminSchemas } from '@casino/api-client/admin';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { t } from '../i18n/i18n';
import { labelOf } from './words';

// The audit in the operator's language (issue 32 §16, §19). The contract names every action and target
// the server writes (AdminAuditAction, AdminAuditTarget): a label missing here fails the typecheck.

type Action = AdminSchemas['AdminAuditAction'];
type Target = AdminSchemas['AdminAuditTarget'];
type Outcome = AdminSchemas['AdminAuditRow']['outcome'];

/** What an operator or a command did, by the audit row's action (an admin operation id, a command). */
export const auditActionLabels = defineMessages({
  adminLogin: { id: 'audit.action.adminLogin', defaultMessage: 'Signed in' },
  adminLogout: { id: 'audit.action.adminLogout', defaultMessage: 'Signed out' },
  adminEnrolmentComplete: {
    id: 'audit.action.adminEnrolmentComplete',
    defaultMessage: 'Completed enrolment',
  },
  adminAdjustmentPrepare: {
    id: 'audit.action.adminAdjustmentPrepare',
    defaultMessage: 'Prepared a balance adjustment',
  },
  adminAdjustmentApprove: {
    id: 'audit.action.adminAdjustmentApprove',
    defaultMessage: 'Approved a balance adjustment',
  },
  adminPlayerAdjust: { id: 'audit.action.adminPlayerAdjust', defaultMessage: 'Adjusted a balance' },
  adminApprovalClose: { id: 'audit.action.adminApprovalClose', defaultMessage: 'Closed an approval' },
  adminArticleSave: { id: 'audit.action.adminArticleSave', defaultMessage: 'Saved an article' },
  adminBannerSave: { id: 'audit.action.adminBannerSave', defaultMessage: 'Saved a banner' },
  adminBonusRulesUpdate: {
    id: 'audit.action.adminBonusRulesUpdate',
    defaultMessage: 'Changed the bonus rules',
  },
  adminDepositAmountsUpdate: {
    id: 'audit.action.adminDepositAmountsUpdate',
    defaultMessage: 'Changed the deposit amounts',
  },
  adminCashOutAmountsUpdate: {
    id: 'audit.action.adminCashOutAmountsUpdate',
    defaultMessage: 'Changed the cash-out amounts',
  },
  adminCashOutPrepare: {
    id: 'audit.action.adminCashOutPrepare',
    defaultMessage: 'Prepared a cash-out decision',
  },
  adminCashOutApprove: {
    id: 'audit.action.adminCashOutApprove',
    defaultMessage: 'Approved a cash-out decision',
  },
  adminCashOutMove: { id: 'audit.action.adminCashOutMove', defaultMessage: 'Moved a cash-out' },
  adminContactAnswer: { id: 'audit.action.adminContactAnswer', defaultMessage: 'Answered a message' },
  adminDepositResolvePrepare: {
    id: 'audit.action.adminDepositResolvePrepare',
    defaultMessage: 'Prepared a deposit resolution',
  },
  adminDepositResolve: { id: 'audit.action.adminDepositResolve', defaultMessage: 'Resolved a deposit' },
  depositReadGivenUp: {
    id: 'audit.action.depositReadGivenUp',
    defaultMessage: 'Stopped asking the provider about a deposit',
  },
  adminDocumentReview: { id: 'audit.action.adminDocumentReview', defaultMessage: 'Reviewed a document' },
  adminDocumentFile: { id: 'audit.action.adminDocumentFile', defaultMessage: 'Opened a document' },
  adminGameUpdate: { id: 'audit.action.adminGameUpdate', defaultMessage: 'Changed a game' },
  adminLimitApprove: { id: 'audit.action.adminLimitApprove', defaultMessage: 'Approved a limit change' },
  adminPlayerLimitPrepare: {
    id: 'audit.action.adminPlayerLimitPrepare',
    defaultMessage: 'Prepared a limit change',
  },
  adminPlayerLimitSet: { id: 'audit.action.adminPlayerLimitSet', defaultMessage: 'Set a player limit' },
  adminMethodUpdate: { id: 'audit.action.adminMethodUpdate', defaultMessage: 'Changed a payment method' },
  adminNewsSend: { id: 'audit.action.adminNewsSend', defaultMessage: 'Sent news' },
  adminOperatorCreate: { id: 'audit.action.adminOperatorCreate', defaultMessage: 'Created an operator' },
  adminOperatorUpdate: { id: 'audit.action.adminOperatorUpdate', defaultMessage: 'Changed an operator' },
  adminOperatorReenrol: {
    id: 'audit.action.adminOperatorReenrol',
    defaultMessage: 'Sent an operator a new enrolment',
  },
  adminPlayerNoteAdd: { id: 'audit.action.adminPlayerNoteAdd', defaultMessage: 'Added a note' },
  adminPlayerPasswordReset: {
    id: 'audit.action.adminPlayerPasswordReset',
    defaultMessage: 'Reset a password',
  },
  adminPlayerSetEnabled: {
    id: 'audit.action.adminPlayerSetEnabled',
    defaultMessage: 'Enabled or disabled a player',
  },
  adminPlayerTimeOut: { id: 'audit.action.adminPlayerTimeOut', defaultMessage: 'Put a player on a time-out' },
  adminPromotionSave: { id: 'audit.action.adminPromotionSave', defaultMessage: 'Saved a promotion' },
  adminPromotionSetEnabled: {
    id: 'audit.action.adminPromotionSetEnabled',
    defaultMessage: 'Switched a promotion on or off',
  },
  adminSettingUpdate: { id: 'audit.action.adminSettingUpdate', defaultMessage: 'Changed a setting' },
  'operators create-admin': {
    id: 'audit.action.operators.create-admin',
    defaultMessage: 'Created an administrator (command line)',
  },
  'operators reenrol': {
    id: 'audit.action.operators.reenrol',
    defaultMessage: 'Sent a new enrolment (command line)',
  },
  // Reads: audited when a role is refused one.
  adminApprovalList: { id: 'audit.action.adminApprovalList', defaultMessage: 'Listed the approvals' },
  adminArticleList: { id: 'audit.action.adminArticleList', defaultMessage: 'Listed the articles' },
  adminArtworkList: { id: 'audit.action.adminArtworkList', defaultMessage: 'Listed the artwork' },
  adminAuditList: { id: 'audit.action.adminAuditList', defaultMessage: 'Read the audit' },
  adminAuditVerify: { id: 'audit.action.adminAuditVerify', defaultMessage: 'Verified the audit chain' },
  adminBannerList: { id: 'audit.action.adminBannerList', defaultMessage: 'Listed the banners' },
  adminBonusRules: { id: 'audit.action.adminBonusRules', defaultMessage: 'Read the bonus rules' },
  adminCashOutGet: { id: 'audit.action.adminCashOutGet', defaultMessage: 'Opened a cash-out' },
  adminCashOutList: { id: 'audit.action.adminCashOutList', defaultMessage: 'Listed cash-outs' },
  adminContactList: { id: 'audit.action.adminContactList', defaultMessage: 'Listed contact messages' },
  adminDashboard: { id: 'audit.action.adminDashboard', defaultMessage: 'Opened the dashboard' },
  adminDepositGet: { id: 'audit.action.adminDepositGet', defaultMessage: 'Opened a deposit' },
  adminDepositReviewList: {
    id: 'audit.action.adminDepositReviewList',
    defaultMessage: 'Listed deposits held for review',
  },
  adminDocumentQueue: { id: 'audit.action.adminDocumentQueue', defaultMessage: 'Listed documents to review' },
  adminEnrolmentInfo: { id: 'audit.action.adminEnrolmentInfo', defaultMessage: 'Opened an enrolment link' },
  adminGameList: { id: 'audit.action.adminGameList', defaultMessage: 'Listed the games' },
  adminGameMaths: { id: 'audit.action.adminGameMaths', defaultMessage: 'Read a game’s maths' },
  adminMe: { id: 'audit.action.adminMe', defaultMessage: 'Read their own session' },
  adminMethodList: { id: 'audit.action.adminMethodList', defaultMessage: 'Listed the payment methods' },
  adminOperatorList: { id: 'audit.action.adminOperatorList', defaultMessage: 'Listed the operators' },
  adminPaymentAmounts: {
    id: 'audit.action.adminPaymentAmounts',
    defaultMessage: 'Read the deposit and cash-out amounts',
  },
  adminPlayerGet: { id: 'audit.action.adminPlayerGet', defaultMessage: 'Opened a player' },
  adminPlayerLedger: { id: 'audit.action.adminPlayerLedger', defaultMessage: 'Read a player’s transactions' },
  adminPlayerProtection: {
    id: 'audit.action.adminPlayerProtection',
    defaultMessage: 'Read a player’s limits and breaks',
  },
  adminPlayerSearch: { id: 'audit.action.adminPlayerSearch', defaultMessage: 'Searched players' },
  adminPromotionList: { id: 'audit.action.adminPromotionList', defaultMessage: 'Listed the promotions' },
  adminReport: { id: 'audit.action.adminReport', defaultMessage: 'Ran a report' },
  adminSettingList: { id: 'audit.action.adminSettingList', defaultMessage: 'Listed the settings' },
  // Operator commands on the server's shell: '<command> <step> <choice>'.
  'deposits resolve succeeded': {
    id: 'audit.action.deposits.resolve.succeeded',
    defaultMessage: 'Resolved a held deposit as succeeded (command line)',
  },
  'deposits resolve failed': {
    id: 'audit.action.deposits.resolve.failed',
    defaultMessage: 'Resolved a held deposit as failed (command line)',
  },
  'deposits resolve canceled': {
    id: 'audit.action.deposits.resolve.canceled',
    defaultMessage: 'Resolved a held deposit as canceled (command line)',
  },
  'documents review approve': {
    id: 'audit.action.documents.review.approve',
    defaultMessage: 'Approved a document (command line)',
  },
  'documents review refuse': {
    id: 'audit.action.documents.review.refuse',
    defaultMessage: 'Refused a document (command line)',
  },
  'withdrawals documents approve': {
    id: 'audit.action.withdrawals.documents.approve',
    defaultMessage: 'Approved cash-out documents (command line)',
  },
  'withdrawals documents reject': {
    id: 'audit.action.withdrawals.documents.reject',
    defaultMessage: 'Rejected cash-out documents (command line)',
  },
  'withdrawals review pass': {
    id: 'audit.action.withdrawals.review.pass',
    defaultMessage: 'Passed a cash-out for payment (command line)',
  },
  'withdrawals review reject': {
    id: 'audit.action.withdrawals.review.reject',
    defaultMessage: 'Rejected a cash-out (command line)',
  },
  'withdrawals review process': {
    id: 'audit.action.withdrawals.review.process',
    defaultMessage: 'Started paying a cash-out (command line)',
  },
  'withdrawals review paid': {
    id: 'audit.action.withdrawals.review.paid',
    defaultMessage: 'Marked a cash-out paid (command line)',
  },
  'withdrawals review complete': {
    id: 'audit.action.withdrawals.review.complete',
    defaultMessage: 'Completed a cash-out (command line)',
  },
  'withdrawals review fail': {
    id: 'audit.action.withdrawals.review.fail',
    defaultMessage: 'Marked a cash-out failed (command line)',
  },
  'withdrawals review refund': {
    id: 'audit.action.withdrawals.review.refund',
    defaultMessage: 'Returned a failed cash-out’s amount (command line)',
  },
}) satisfies Record<Action, MessageDescriptor>;

/** What an audit row is about, by its target type. */
export const auditTargetLabels = defineMessages({
  member: { id: 'audit.target.member', defaultMessage: 'Player' },
  operator: { id: 'audit.target.operator', defaultMessage: 'Operator' },
  deposit: { id: 'audit.target.deposit', defaultMessage: 'Deposit' },
  depositOrder: { id: 'audit.target.depositOrder', defaultMessage: 'Deposit' },
  withdrawal: { id: 'audit.target.withdrawal', defaultMessage: 'Cash-out' },
  setting: { id: 'audit.target.setting', defaultMessage: 'Setting' },
  banner: { id: 'audit.target.banner', defaultMessage: 'Banner' },
  promotionPopup: { id: 'audit.target.promotionPopup', defaultMessage: 'Promotion' },
  article: { id: 'audit.target.article', defaultMessage: 'Article' },
  game: { id: 'audit.target.game', defaultMessage: 'Game' },
  contactMessage: { id: 'audit.target.contactMessage', defaultMessage: 'Message' },
  depositAmounts: { id: 'audit.target.depositAmounts', defaultMessage: 'Deposit amounts' },
  cashOutAmounts: { id: 'audit.target.cashOutAmounts', defaultMessage: 'Cash-out amounts' },
  approval: { id: 'audit.target.approval', defaultMessage: 'Approval' },
  depositMethod: { id: 'audit.target.depositMethod', defaultMessage: 'Deposit method' },
  cashoutMethod: { id: 'audit.target.cashoutMethod', defaultMessage: 'Cash-out method' },
  segment: { id: 'audit.target.segment', defaultMessage: 'Group of players' },
}) satisfies Record<Target, MessageDescriptor>;

/** An audit row's outcome. */
export const auditOutcomeLabels = defineMessages({
  done: { id: 'audit.outcome.done', defaultMessage: 'Done' },
  refused: { id: 'audit.outcome.refused', defaultMessage: 'Refused' },
}) satisfies Record<Outcome, MessageDescriptor>;

export const auditAction = (action: string): string => labelOf(auditActionLabels, action);
export const auditOutcome = (outcome: string): string => labelOf(auditOutcomeLabels, outcome);

/** The target in words with its id ('Cash-out 42'); a segment's id is its filter as JSON. */
export const auditTarget = (type: string | null, id: string | null): string =>
  type ? `${labelOf(auditTargetLabels, type)} ${id ?? ''}`.trim() : '';

const whoLabels = defineMessages({
  reconciliation: { id: 'audit.who.reconciliation', defaultMessage: 'Reconciliation (automatic)' },
  shell: { id: 'audit.who.shell', defaultMessage: '{user} (command line)' },
});

/**
 * Who did it: an operator by name; the server's own reconciliation ('system:reconciliation'); a
 * command run on the server's shell ('shell:<user>', audit/index.ts recordCommand).
 */
export function auditWho(operator: string): string {
  if (operator === 'system:reconciliation') return t(whoLabels.reconciliation);
  if (operator.startsWith('shell:')) return t(whoLabels.shell, { user: operator.slice('shell:'.length) });
  return operator;
}
