import { admin } from './admin/routes.js';
import { audit } from './audit/routes.js';
import { auth } from './auth/routes.js';
import { banking } from './banking/routes.js';
import { bonuses } from './bonuses/routes.js';
import { contact } from './contact/routes.js';
import { content } from './content/routes.js';
import { deposits } from './deposits/index.js';
import { files } from './files/routes.js';
import { houseVendor } from './games/houseVendor.js';
import { games } from './games/routes.js';
import type { Domain } from './http/domain.js';
import { invites } from './invites/routes.js';
import { jackpots } from './jackpots/routes.js';
import { mail } from './mail/routes.js';
import { members } from './members/routes.js';
import { payments } from './payments/routes.js';
import { promotionPopups } from './promotionPopups/routes.js';
import { protection } from './protection/routes.js';
import { reference } from './reference/routes.js';
import { region } from './region/routes.js';
import { registration } from './registration/index.js';
import { settings } from './settings/routes.js';
import { vendorWallet } from './vendorWallet/routes.js';
import { vip } from './vip/routes.js';
import { wallet } from './wallet/routes.js';
import { withdrawals } from './withdrawals/routes.js';

/** Every domain the app serves, in registration order. Add yours here; only app.ts imports this list. */
export const domains: Domain[] = [
  auth,
  members,
  registration,
  mail,
  reference,
  settings,
  region,
  wallet,
  vendorWallet,
  games,
  jackpots,
  houseVendor,
  content,
  contact,
  promotionPopups,
  files,
  invites,
  payments,
  deposits,
  protection,
  vip,
  withdrawals,
  bonuses,
  admin,
  audit,
  banking,
];
