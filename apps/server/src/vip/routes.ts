import type { FastifyRequest } from 'fastify';
import { currentMember, signedInMemberId } from '../auth/index.js';
import { bonusFigureReader } from '../bonuses/index.js';
import type { Domain } from '../http/domain.js';
import { ApiError, ErrorCode, invalid } from '../http/envelope.js';
import { type ListSpec, parseListQuery } from '../http/listQuery.js';
import { buildUserInfo, findMemberById } from '../members/index.js';
import { tokenFromHeader } from '../shared/tokens.js';
import { redeemVipPoints } from './redeem.js';
import { findVipPackage, listVipLevels, listVipPackages, seedVip } from './repository.js';

export const listSpecs = {
  levels: { sorts: { level: 'level' }, defaultOrder: [['level', 'asc']] },
  packages: {
    filters: {
      level: { column: 'level', type: 'integer' },
      points: { column: 'points', type: 'integer', operators: ['gt'] },
    },
    sorts: { level: 'level', points: 'points' },
    defaultOrder: [
      ['level', 'asc'],
      ['points', 'asc'],
    ],
    tieBreaker: 'id',
  },
} satisfies Record<string, ListSpec>;

/** The VIP store: a package at the member's level or lower, paid for with their VIP points. */
async function redeemVipPackage(request: FastifyRequest) {
  const { db } = request.server;
  const memberId = currentMember(request).id;
  const packageId = Number((request.body as Record<string, unknown>).id);
  if (!Number.isSafeInteger(packageId)) throw invalid('validation.invalid', { field: 'id' });
  const found = await findVipPackage(db, packageId);
  if (found === undefined) throw new ApiError(ErrorCode.notFound, 'common.notFound');
  await redeemVipPoints(db, {
    memberId,
    packageId: found.id,
    level: found.level,
    points: found.points,
    bonus: found.bonus,
  });
  const member = await findMemberById(db, memberId);
  if (member === undefined) throw new ApiError(ErrorCode.session, 'common.sessionExpired');
  return buildUserInfo(db, member, tokenFromHeader(request.headers.authorization) ?? '');
}

/** The VIP club's levels and the VIP store's packages, and redeeming one. */
export const vip: Domain = {
  name: 'vip',
  plugin: async (app) => {
    await seedVip(app.db);
  },
  handlers: {
    redeemVipPackage,
    listVipLevels: async (request) =>
      listVipLevels(request.server.db, parseListQuery(request.body, listSpecs.levels)),
    listVipPackages: async (request) => {
      const { db } = request.server;
      // A package's bonus as it is credited to the signed-in member: converted for a BTC account.
      const memberId = await signedInMemberId(request);
      const member = memberId === undefined ? undefined : await findMemberById(db, memberId);
      const figure = await bonusFigureReader(db, member?.currency);
      const packages = await listVipPackages(db, parseListQuery(request.body, listSpecs.packages));
      return packages.map((item) => ({ ...item, bonus: figure.text(item.bonus) }));
    },
  },
};
