import type { FastifyRequest } from 'fastify';
import { currentMember } from '../auth/index.js';
import type { Domain } from '../http/domain.js';
import { bonusSummary } from './bonusViews.js';
import { forfeitBonus, takeSignUpBonus, useGiftBonus } from './grants.js';
import { runDueJobs } from './schedule.js';
import './schema.js';

const memberOf = (request: FastifyRequest) => currentMember(request).id;

/** Bonus grants, their wagering and the promotions that credit them (issue 18). */
export const bonuses: Domain = {
  name: 'bonuses',
  plugin: async (app) => {
    // The schedule's clock: the periods that came due (src/bonuses/schedule.ts).
    if (app.config.bonusScheduleSeconds === 0) return;
    const timer = setInterval(() => {
      app.metrics
        .job('bonusSchedule', () => runDueJobs(app.db))
        .catch((error: unknown) => app.log.error({ err: error }, 'bonus schedule failed'));
    }, app.config.bonusScheduleSeconds * 1000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  handlers: {
    getBonusSummary: async (request) => bonusSummary(request.server.db, memberOf(request)),
    receiveSignUpBonus: async (request) => {
      const { db } = request.server;
      await takeSignUpBonus(db, memberOf(request));
      return bonusSummary(db, memberOf(request));
    },
    useGiftBonus: async (request) => {
      const { db } = request.server;
      await useGiftBonus(db, memberOf(request));
      return bonusSummary(db, memberOf(request));
    },
    forfeitBonus: async (request) => {
      const { db } = request.server;
      await forfeitBonus(db, memberOf(request));
      return bonusSummary(db, memberOf(request));
    },
  },
};
