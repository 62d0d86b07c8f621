import type { Domain } from '../http/domain.js';
import { writeAnchor } from './anchor.js';

/** Signs the chain head every auditAnchorMinutes into the log and the data folder (anchor.ts). */
export const audit: Domain = {
  name: 'audit',
  plugin: async (app) => {
    const timer = setInterval(() => {
      app.metrics
        .job('auditAnchor', () => writeAnchor(app.db, app.config))
        .then((anchor) => anchor && app.log.info({ auditAnchor: anchor }, 'audit chain head'))
        .catch((error: unknown) => app.log.error({ err: error }, 'audit chain head not anchored'));
    }, app.config.auditAnchorMinutes * 60_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
};
