import type { FastifyInstance } from 'fastify';
import { devHouseSeedsRoute } from '../games/devHouseSeeds.js';
import { mailboxRoute } from '../mail/mailbox.js';
import { devDepositMethodsRoute } from '../payments/devMethods.js';
import { devCreditRoute } from '../wallet/devCredit.js';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (a dual-stack socket reports ::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Headers a proxy adds: a request carrying one came from elsewhere, whatever the socket says. */
const proxyHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'cf-connecting-ip', 'true-client-ip'];

/**
 * The developer's conveniences (DEV_ROUTES=1): the outbox, a credit without a deposit, the deposit
 * methods' switch and a house-vendor seed pair of the caller's choosing. They are
 * answered only to a caller on this machine, decided from the socket's own peer address: request.ip
 * follows X-Forwarded-For under TRUST_CLOUDFLARE, which any caller can write. A proxy on this machine
 * (nginx, cloudflared) also connects from loopback, so a request bearing a proxy's header is refused
 * too: a header can only make the answer a refusal. Anyone else gets the not-found answer of a route
 * that does not exist.
 */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    const proxied = proxyHeaders.some((name) => request.headers[name] !== undefined);
    if (!proxied && isLoopback(request.raw.socket.remoteAddress)) return done();
    reply.callNotFound();
  });
  await app.register(mailboxRoute);
  await app.register(devCreditRoute);
  await app.register(devDepositMethodsRoute);
  await app.register(devHouseSeedsRoute);
}
