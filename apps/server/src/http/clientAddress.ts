import type { FastifyRequest } from 'fastify';

/**
 * The player's address: behind Cloudflare (TRUST_CLOUDFLARE) its CF-Connecting-IP, otherwise the
 * connection's. Every per-address rule (rate limits, login failures, what a message records) uses this
 * one, so players behind one Cloudflare edge are never counted as one address.
 */
export function clientAddress(request: FastifyRequest): string {
  const forwarded = request.headers['cf-connecting-ip'];
  if (request.server.config.trustCloudflare && typeof forwarded === 'string' && forwarded.trim() !== '') {
    return forwarded.trim();
  }
  return request.ip;
}
