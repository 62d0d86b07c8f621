import type { FastifyRequest } from 'fastify';
import { currentMember, signedInMemberId } from '../auth/index.js';
import { bonusFigureReader, countCountingInvitees, grantInviteBonus, inviteeRule } from '../bonuses/index.js';
import type { Db } from '../db/database.js';
import type { Domain } from '../http/domain.js';
import { ApiError, ErrorCode, invalid, refused } from '../http/envelope.js';
import { fetchAll, type ListSpec, parseListQuery } from '../http/listQuery.js';
import { countSignedUpWithCode, findMemberById } from '../members/index.js';
import { formatMinor, toCents } from '../shared/money.js';
import { inTransaction } from '../wallet/index.js';
import {
  allInviteConfigs,
  claimedInviteTier,
  findInviteConfig,
  recordAward,
  seedInviteConfigs,
  totalAwarded,
} from './repository.js';
import { awardFigures, cellsToPay } from './rules.js';

export const inviteConfigListSpec = {
  sorts: { personCount: 'person_count' },
  defaultOrder: [['person_count', 'asc']],
  tieBreaker: 'id',
} satisfies ListSpec;

/** The invitation pop-up's counters: invitees who count, the claimed tier, the link and the sums. */
async function invitationSummary(db: Db, memberId: number, publicUrl: string) {
  const [member, childCount, inviteCount, treasureIndex, tiers, total, rule] = await Promise.all([
    findMemberById(db, memberId),
    countCountingInvitees(db, memberId),
    countSignedUpWithCode(db, memberId),
    claimedInviteTier(db, memberId),
    allInviteConfigs(db),
    totalAwarded(db, memberId),
    inviteeRule(db),
  ]);
  // The rewards as the member's currency credits them (a BTC account's satoshi), not reference figures.
  const figure = await bonusFigureReader(db, member?.currency);
  const figures = awardFigures(
    tiers.map((tier) => ({ personCount: tier.person_count, bonusCents: figure.units(tier.bonus_amount) })),
    { childCount, inviteCount, treasureIndex },
  );
  const invitationCode = member?.invitation_code ?? '';
  return {
    id: memberId,
    childCount,
    inviteCount,
    treasureIndex,
    invitationCode,
    invitationUrl: `${publicUrl}/#/?code=${encodeURIComponent(invitationCode)}`,
    totalAwarded: total,
    awardBalance: formatMinor(figures.awardBalanceCents, figure.exponent),
    pendingAward: formatMinor(figures.pendingAwardCents, figure.exponent),
    inviteeRule: rule,
  };
}

async function getMember(request: FastifyRequest) {
  const { db, config } = request.server;
  return invitationSummary(db, currentMember(request).id, config.publicUrl);
}

/**
 * Claims a reward cell: each cell paid (this one and any lower one not claimed yet) is recorded, and
 * their sum is credited as bonus money on one INVITE grant (bonuses domain), in one transaction. The
 * award row's primary key makes a cell pay once: a concurrent claim of the same cell waits for this one
 * and then records nothing. A grant the bonus rules refuse (another bonus active, a cash-out pending)
 * rolls the claim back, so the cells stay claimable.
 */
async function receiveInviteBonus(request: FastifyRequest) {
  const { db, config } = request.server;
  const memberId = currentMember(request).id;
  const configId = Number((request.body as Record<string, unknown>).inviteConfigId);
  if (!Number.isSafeInteger(configId)) throw invalid('validation.invalid', { field: 'inviteConfigId' });
  const tier = await findInviteConfig(db, configId);
  if (tier === undefined) throw new ApiError(ErrorCode.notFound, 'common.notFound');
  await inTransaction(db, async (trx) => {
    const tiers = (await allInviteConfigs(trx)).map((row) => ({ ...row, personCount: row.person_count }));
    const cells = cellsToPay(
      tiers,
      { ...tier, personCount: tier.person_count },
      await countCountingInvitees(trx, memberId),
      await claimedInviteTier(trx, memberId),
    );
    if (cells === 'alreadyClaimed') throw refused('invite.alreadyClaimed');
    if (cells === 'notEnoughInvitees')
      throw refused('invite.notEnoughInvitees', { count: tier.person_count });
    let paidCents = 0n;
    for (const cell of cells) {
      const recorded = await recordAward(trx, {
        memberId,
        inviteConfigId: cell.id,
        personCount: cell.person_count,
        amount: cell.bonus_amount,
      });
      if (recorded) paidCents += toCents(cell.bonus_amount) ?? 0n;
    }
    // Every cell was taken by a claim that committed while this one waited.
    if (paidCents === 0n) throw refused('invite.alreadyClaimed');
    await grantInviteBonus(trx, memberId, paidCents, `INVITE:${memberId}:${tier.id}`);
  });
  return invitationSummary(db, memberId, config.publicUrl);
}

/** The invitation reward tiers, the member's counters and claiming a reward. */
export const invites: Domain = {
  name: 'invites',
  plugin: async (app) => {
    await seedInviteConfigs(app.db);
  },
  handlers: {
    getMember,
    receiveInviteBonus,
    listInviteConfigs: async (request) => {
      const { db } = request.server;
      const memberId = await signedInMemberId(request);
      const member = memberId === undefined ? undefined : await findMemberById(db, memberId);
      const figure = await bonusFigureReader(db, member?.currency);
      const rows = await fetchAll(
        db.selectFrom('invite_config').selectAll(),
        parseListQuery(request.body, inviteConfigListSpec),
      );
      return rows.map((row) => ({
        id: row.id,
        personCount: row.person_count,
        bonusAmount: figure.text(row.bonus_amount),
      }));
    },
  },
};
