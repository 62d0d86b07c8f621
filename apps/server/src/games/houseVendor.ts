import { houseVendorPlugin, migrateHouseVendor } from '@casino/house-vendor';
import type { Domain } from '../http/domain.js';
import { fetchWithRequestId } from '../http/requestId.js';
import { houseVendorPath } from './launch.js';

/**
 * The house vendor runs in this process but as a third party would: its pages under /vendor/house,
 * its own tables (house_*), and money only through the signed seamless-wallet API at
 * houseVendorWalletUrl, with one secret a purpose (launch tokens, its calls, our answers).
 */
export const houseVendor: Domain = {
  name: 'houseVendor',
  plugin: async (app) => {
    await migrateHouseVendor(app.db);
    await app.register(houseVendorPlugin, {
      walletUrl: app.config.houseVendorWalletUrl,
      secrets: app.config.houseVendorSecrets,
      // A wallet call made while the vendor answers a player's request carries that request's id, so
      // the spin and the bet it books share one id in the log.
      wallet: { fetch: fetchWithRequestId },
      publicPath: houseVendorPath,
      db: app.db,
      sharedTable: { bettingMs: app.config.sharedTableBettingSeconds * 1000 },
    });
  },
};
