import type { FastifyPluginAsync } from 'fastify';
import { admin } from './admin/index.js';
import { auth } from './auth/index.js';
import { banking } from './banking/index.js';
import { bonuses } from './bonuses/index.js';
import { contact } from './contact/index.js';
import { content } from './content/index.js';
import { deposits } from './deposits/index.js';
import { files } from './files/index.js';
import { houseVendor } from './games/houseVendor.js';
import { games } from './games/index.js';
import type { HandlerMap } from './http/operations.js';
import { invites } from './invites/index.js';
import { jackpots } from './jackpots/index.js';
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

/**
 * A domain: the contract operations it answers (by operationId) and, optionally, a plugin for routes
 * outside the contract (pages, vendor callbacks). Add yours to the list below.
 */
export interface Domain {
  name: string;
  handlers?: HandlerMap;
  plugin?: FastifyPluginAsync;
}

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
  banking,
];
