import { contentLanguages } from '../content/index.js';
import type { Domain } from '../http/domain.js';
import { langOf } from '../i18n/index.js';
import { runningPopups, seedPopups } from './repository.js';

/**
 * The promotion pop-up (spec 000 §2, 002 §4): the pop-ups running now, each saying who it is for, in
 * the caller's language. When one shows is the app's choice (apps/casino README).
 */
export const promotionPopups: Domain = {
  name: 'promotionPopups',
  // Listed after games in domains.ts: a LAUNCH_GAME pop-up names a seeded game.
  plugin: async (app) => {
    await seedPopups(app.db);
  },
  handlers: {
    listPromotionPopups: async (request) =>
      runningPopups(request.server.db, new Date(), contentLanguages(langOf(request))),
  },
};
