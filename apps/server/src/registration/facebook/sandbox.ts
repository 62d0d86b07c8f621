import { randomBytes } from 'node:crypto';
import { facebookSandbox } from '@casino/payment-sandbox';
import type { FastifyInstance } from 'fastify';

/**
 * The identity sandbox (apps/payment-sandbox README "Facebook Login") under /sandbox/facebook, beside
 * the payment sandbox and under its switch (never in production): the casino's app with its keys,
 * and another app whose tokens the casino must refuse.
 */
export async function identitySandbox(app: FastifyInstance): Promise<void> {
  const keys = app.config.facebook;
  if (!app.config.paymentSandbox || keys === undefined) return;
  await app.register(facebookSandbox, {
    prefix: '/sandbox/facebook',
    apps: [
      {
        appId: keys.appId,
        appSecret: keys.appSecret,
        name: 'Casino 361',
        redirectUris: [`${app.config.publicUrl}/`],
        requireAppSecretProof: true,
      },
      { appId: '2000000000000002', appSecret: randomBytes(16).toString('hex'), name: 'Another app' },
    ],
    users: [
      { firstName: 'Ana', lastName: 'Prueba', email: 'ana.prueba@facebook-sandbox.test' },
      { firstName: 'Luis', lastName: 'Móvil' },
    ],
  });
}
