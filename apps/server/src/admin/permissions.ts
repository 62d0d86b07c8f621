/**
 * Who may do what in the back office (issue 19). Each admin operation needs one permission; each role
 * holds a fixed set. An operation missing from `operationPermissions` is refused to everyone, and a
 * test walks every admin operation of the contract with every role and with a player's token.
 */
export const roles = ['support', 'compliance', 'finance', 'content', 'administrator'] as const;
export type Role = (typeof roles)[number];

export const permissions = [
  'dashboard.view',
  'players.view',
  'players.suspend',
  'players.passwordReset',
  'players.note',
  'limits.set',
  'limits.approve',
  'adjustments.prepare',
  'adjustments.approve',
  'cashOuts.view',
  'cashOuts.move',
  'cashOuts.approve',
  'documents.view',
  'documents.review',
  'deposits.view',
  'deposits.resolve',
  'content.edit',
  'news.send',
  'contact.answer',
  'settings.edit',
  'reports.view',
  'audit.view',
  'games.view',
  'operators.manage',
] as const;
export type Permission = (typeof permissions)[number];

/**
 * Support answers players; compliance decides identity documents and account restrictions; finance
 * moves money (cash-outs, deposits held for review, adjustments); content runs the site's texts and
 * catalogues; an administrator may do everything, operators and settings included.
 */
export const rolePermissions: Record<Role, readonly Permission[]> = {
  support: [
    'limits.set',
    'dashboard.view',
    'players.view',
    'players.suspend',
    'players.passwordReset',
    'players.note',
    'cashOuts.view',
    'deposits.view',
    'news.send',
    'contact.answer',
  ],
  compliance: [
    'dashboard.view',
    'limits.set',
    'limits.approve',
    'players.view',
    'players.suspend',
    'players.note',
    'cashOuts.view',
    'documents.view',
    'documents.review',
    'deposits.view',
    'reports.view',
    'audit.view',
    'games.view',
  ],
  finance: [
    'dashboard.view',
    'players.view',
    'players.note',
    'adjustments.prepare',
    'adjustments.approve',
    'cashOuts.view',
    'cashOuts.move',
    'cashOuts.approve',
    'documents.view',
    'deposits.view',
    'deposits.resolve',
    'reports.view',
    'games.view',
  ],
  content: ['dashboard.view', 'content.edit', 'news.send', 'settings.edit', 'games.view'],
  administrator: permissions,
};

/** Operations every signed-in operator may call about their own session. */
export type OwnSession = 'ownSession';

/** The permission each admin operation (by operationId) needs. */
export const operationPermissions: Record<string, Permission | OwnSession> = {
  adminLogout: 'ownSession',
  adminMe: 'ownSession',
  adminOperatorList: 'operators.manage',
  adminOperatorCreate: 'operators.manage',
  adminOperatorUpdate: 'operators.manage',
  adminOperatorReenrol: 'operators.manage',
  adminDashboard: 'dashboard.view',
  adminPlayerSearch: 'players.view',
  adminPlayerGet: 'players.view',
  adminPlayerLedger: 'players.view',
  adminPlayerSetEnabled: 'players.suspend',
  adminPlayerPasswordReset: 'players.passwordReset',
  adminPlayerNoteAdd: 'players.note',
  adminPlayerAdjust: 'adjustments.prepare',
  adminApprovalList: 'players.view',
  adminPlayerLimitSet: 'limits.set',
  adminPlayerProtection: 'players.view',
  adminPlayerTimeOut: 'limits.set',
  adminLimitApprove: 'limits.approve',
  adminAdjustmentApprove: 'adjustments.approve',
  adminApprovalClose: 'players.view',
  adminCashOutList: 'cashOuts.view',
  adminCashOutGet: 'cashOuts.view',
  adminCashOutMove: 'cashOuts.move',
  adminCashOutApprove: 'cashOuts.approve',
  adminDocumentQueue: 'documents.view',
  adminDocumentFile: 'documents.view',
  adminDocumentReview: 'documents.review',
  adminDepositReviewList: 'deposits.view',
  adminDepositGet: 'deposits.view',
  adminDepositResolve: 'deposits.resolve',
  adminNewsSend: 'news.send',
  adminContactList: 'contact.answer',
  adminContactAnswer: 'contact.answer',
  adminArticleList: 'content.edit',
  adminArticleSave: 'content.edit',
  adminGameList: 'content.edit',
  adminGameUpdate: 'content.edit',
  adminGameMaths: 'games.view',
  adminArtworkList: 'content.edit',
  adminBannerList: 'content.edit',
  adminBannerSave: 'content.edit',
  adminPromotionList: 'content.edit',
  adminPromotionSave: 'content.edit',
  adminPromotionSetEnabled: 'content.edit',
  adminMethodList: 'content.edit',
  adminMethodUpdate: 'content.edit',
  adminSettingList: 'settings.edit',
  adminSettingUpdate: 'settings.edit',
  adminPaymentAmounts: 'settings.edit',
  adminDepositAmountsUpdate: 'settings.edit',
  adminCashOutAmountsUpdate: 'settings.edit',
  adminBonusRules: 'settings.edit',
  adminBonusRulesUpdate: 'settings.edit',
  adminReport: 'reports.view',
  adminAuditList: 'audit.view',
  adminAuditVerify: 'audit.view',
};

export function permissionsOf(role: Role): readonly Permission[] {
  return rolePermissions[role];
}

export function mayCall(role: Role, operationId: string): boolean {
  const needed = operationPermissions[operationId];
  if (needed === undefined) return false;
  return needed === 'ownSession' || rolePermissions[role].includes(needed);
}

export const isRole = (value: unknown): value is Role => (roles as readonly unknown[]).includes(value);
