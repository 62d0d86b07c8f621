import { admin } from './admin/index.js';
import { audit } from './audit/index.js';
import { auth } from './auth/index.js';
import { banking } from './banking/index.js';
import { bonuses } from './bonuses/index.js';
import { contact } from './contact/index.js';
import { content } from './content/index.js';
import { deposits } from './deposits/index.js';
import { files } from './files/index.js';
import { houseVendor } from './games/houseVendor.js';
import { games } from './games/index.js';
import type { Domain } from './http/domain.js';
import { invites } from './invites/index.js';
import { jackpots } from './jackpots/routes.js';
import { mail } from './mail/index.js';
import { members } from './members/index.js';
import { payments } from './payments/index.js';
import { promotionPopups } from './promotionPopups/index.js';
import { protection } from './protection/index.js';
import { reference } from './reference/index.js';
import { region } from './region/index.js';
import { registration } from './registration/index.js';
import { settings } from './settings/index.js';
import { vendorWallet } from './vendorWallet/index.js';
import { vip } from './vip/index.js';
import { wallet } from './wallet/index.js';
import { withdrawals } from './withdrawals/index.js';

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
