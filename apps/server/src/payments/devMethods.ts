import type { FastifyInstance } from 'fastify';
import { invalid, success } from '../http/envelope.js';
import { setDepositMethodEnabled } from './repository.js';

/**
 * A developer's way to switch a deposit method on or off while there is no back office: POST
 * /dev/deposit-methods with JSON {code, enabled: 0 | 1}. Registered only with DEV_ROUTES=1 and
 * answered only on this machine (../http/devRoutes.ts); the end-to-end tests reach the methods the
 * seed leaves off this way.
 */
export async function devDepositMethodsRoute(app: FastifyInstance): Promise<void> {
  app.post('/dev/deposit-methods', async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const code = typeof body.code === 'string' ? body.code : '';
    if (body.enabled !== 0 && body.enabled !== 1) throw invalid('validation.invalid', { field: 'enabled' });
    if (!(await setDepositMethodEnabled(app.db, code, body.enabled))) {
      throw invalid('validation.invalid', { field: 'code' });
    }
    return success({ code, enabled: body.enabled });
  });
}
