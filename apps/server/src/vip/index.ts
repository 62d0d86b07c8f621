import type { Domain } from '../domains.js';
import { type ListSpec, parseListQuery } from '../http/listQuery.js';
import { listVipLevels, listVipPackages, seedVip } from './repository.js';

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

/** The VIP club's reference lists; redeeming a package moves money and belongs to the store's domain. */
export const vip: Domain = {
  name: 'vip',
  plugin: async (app) => {
    await seedVip(app.db);
  },
  handlers: {
    listVipLevels: async (request) =>
      listVipLevels(request.server.db, parseListQuery(request.body, listSpecs.levels)),
    listVipPackages: async (request) =>
      listVipPackages(request.server.db, parseListQuery(request.body, listSpecs.packages)),
  },
};

export { findVipPackage } from './repository.js';
