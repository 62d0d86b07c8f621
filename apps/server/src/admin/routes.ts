import type { Domain } from '../http/domain.js';
import * as adjustments from './adjustments.js';
import { changing, type Target } from './audited.js';
import * as auditLog from './auditLog.js';
import * as cashOuts from './cashOuts.js';
import * as contactMessages from './contactMessages.js';
import * as content from './content.js';
import { dashboard } from './dashboard.js';
import * as deposits from './deposits.js';
import * as documents from './documents.js';
import { gameMaths } from './gameMaths.js';
import * as limits from './limits.js';
import * as operators from './operators.js';
import * as players from './players.js';
import * as protection from './protection.js';
import { report } from './reports.js';
import { recordServerAddress } from './serverAddress.js';
import * as settingAreas from './settingAreas.js';

const target =
  (type: string, field: string) =>
  (body: Record<string, unknown>): Target | null =>
    body[field] === undefined ? null : { type, id: String(body[field]) };

/**
 * The back office's operations (`/api/admin/...`, tag admin, scheme operatorToken): every one behind
 * an operator session and its permission (permissions.ts, session.ts); every change writes its audit
 * row in its own transaction, and every refusal of a change is audited too (audited.ts).
 */
export const admin: Domain = {
  name: 'admin',
  plugin: async (app) => {
    await recordServerAddress(app.db, app.config.publicUrl);
  },
  handlers: {
    adminLogin: { handler: operators.login, rateLimited: true },
    adminEnrolmentInfo: { handler: operators.enrolmentInfo, rateLimited: true },
    adminEnrolmentComplete: { handler: operators.completeEnrolment, rateLimited: true },
    adminLogout: operators.logout,
    adminMe: operators.me,
    adminOperatorList: operators.list,
    adminOperatorCreate: changing(target('operator', 'username'), operators.create),
    adminOperatorUpdate: changing(target('operator', 'id'), operators.update),
    adminOperatorReenrol: changing(target('operator', 'id'), operators.reenrol),
    adminDashboard: dashboard,
    adminPlayerSearch: players.search,
    adminPlayerGet: players.get,
    adminPlayerLedger: players.ledger,
    adminPlayerSetEnabled: changing(target('member', 'memberId'), players.setEnabled),
    adminPlayerPasswordReset: changing(target('member', 'memberId'), players.passwordReset),
    adminPlayerNoteAdd: changing(target('member', 'memberId'), players.noteAdd),
    adminPlayerAdjust: changing(target('member', 'memberId'), adjustments.adjust),
    adminApprovalList: adjustments.approvals,
    adminPlayerLimitSet: changing(target('member', 'memberId'), limits.setLimit),
    adminLimitApprove: changing(target('approval', 'id'), limits.approveLimit),
    adminPlayerProtection: protection.playerProtection,
    adminPlayerTimeOut: changing(target('member', 'memberId'), protection.timeOut),
    adminAdjustmentApprove: changing(target('approval', 'id'), adjustments.approveAdjustment),
    adminApprovalClose: changing(target('approval', 'id'), adjustments.closeApproval),
    adminCashOutList: cashOuts.list,
    adminCashOutGet: cashOuts.get,
    adminCashOutMove: changing(target('withdrawal', 'id'), cashOuts.move),
    adminCashOutApprove: changing(target('withdrawal', 'id'), cashOuts.approve),
    adminDocumentQueue: documents.queue,
    adminDocumentFile: documents.file,
    adminDocumentReview: changing(target('member', 'memberId'), documents.review),
    adminDepositReviewList: deposits.reviewList,
    adminDepositGet: deposits.get,
    adminDepositResolve: changing(target('deposit', 'id'), deposits.resolve),
    adminContactList: contactMessages.list,
    adminContactAnswer: changing(target('contactMessage', 'id'), contactMessages.answer),
    adminNewsSend: changing(target('member', 'memberId'), content.sendNews),
    adminArticleList: content.articles,
    adminArticleSave: changing(target('article', 'id'), content.saveArticle),
    adminGameList: content.games,
    adminGameUpdate: changing(target('game', 'id'), content.saveGame),
    adminGameMaths: gameMaths,
    adminArtworkList: content.images,
    adminBannerList: content.banners,
    adminBannerSave: changing(target('banner', 'id'), content.saveBannerEdit),
    adminPromotionList: content.popups,
    adminPromotionSave: changing(target('promotionPopup', 'id'), content.savePopupEdit),
    adminPromotionSetEnabled: changing(target('promotionPopup', 'id'), content.setPopupShown),
    adminMethodList: content.methods,
    adminMethodUpdate: changing(target('method', 'code'), content.saveMethod),
    adminSettingList: content.settings,
    adminSettingUpdate: changing(target('setting', 'name'), content.saveSetting),
    adminPaymentAmounts: settingAreas.paymentAmounts,
    adminDepositAmountsUpdate: changing(target('depositAmounts', 'currency'), settingAreas.saveDeposit),
    adminCashOutAmountsUpdate: changing(target('cashOutAmounts', 'currency'), settingAreas.saveCashOut),
    adminBonusRules: settingAreas.bonusRules,
    adminBonusRulesUpdate: changing(
      () => ({ type: 'setting', id: 'bonusRules' }),
      settingAreas.saveBonusRules,
    ),
    adminReport: report,
    adminAuditList: auditLog.list,
    adminAuditVerify: auditLog.verify,
  },
};
