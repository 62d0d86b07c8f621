import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A seamless-wallet operation: signed by the vendor, answered to its server only. */
    vendorWallet?: boolean;
  }
}

/** Whether the route the router matched is a wallet operation, whatever spelling of the path reached it. */
export function isWalletRoute(request: FastifyRequest): boolean {
  return request.routeOptions.config?.vendorWallet === true;
}
