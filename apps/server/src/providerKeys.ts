import { randomBytes } from 'node:crypto';
import { integer, optional } from './configValues.js';

// The payment providers' and Facebook's keys, read from the environment; outside production each
// defaults to its stand-in in apps/payment-sandbox (config.ts decides when that is).

export interface HostedPaymentKeys {
  apiUrl: string;
  apiKey: string;
  webhookSecret: string;
}

export interface PixKeys {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The operator's Pix key (chave) the charges are paid to. */
  pixKey: string;
  webhookSecret: string;
  /** How long a Pix charge can be paid. */
  chargeMinutes: number;
}

export interface BtcpayKeys {
  apiUrl: string;
  storeId: string;
  apiKey: string;
  webhookSecret: string;
  /** Rate lock and payment window of an invoice. */
  invoiceMinutes: number;
}

export interface FacebookKeys {
  appId: string;
  appSecret: string;
  /** Graph API base with its version (https://graph.facebook.com/v25.0), or the identity sandbox's. */
  graphUrl: string;
  /** The login dialog the player's browser opens (https://www.facebook.com/v25.0/dialog/oauth). */
  dialogUrl: string;
}

/** The identity sandbox's app id (apps/payment-sandbox README "Facebook Login"). */
export const sandboxFacebookAppId = '1000000000000361';

/**
 * Facebook Login from `FACEBOOK_APP_ID`, `FACEBOOK_APP_SECRET`, `FACEBOOK_GRAPH_URL`,
 * `FACEBOOK_DIALOG_URL`: outside production the identity sandbox's app, its Graph API and dialog.
 */
export function facebookKeys(
  env: NodeJS.ProcessEnv,
  sandbox: boolean,
  port: number,
  publicUrl: string,
): FacebookKeys | undefined {
  const appId = optional(env.FACEBOOK_APP_ID) ?? (sandbox ? sandboxFacebookAppId : undefined);
  const appSecret =
    optional(env.FACEBOOK_APP_SECRET) ?? (sandbox ? randomBytes(16).toString('hex') : undefined);
  if (!appId || !appSecret) return undefined;
  const graphUrl =
    optional(env.FACEBOOK_GRAPH_URL) ??
    (sandbox ? `http://127.0.0.1:${port}/sandbox/facebook` : 'https://graph.facebook.com/v25.0');
  const dialogUrl =
    optional(env.FACEBOOK_DIALOG_URL) ??
    (sandbox ? `${publicUrl}/sandbox/facebook/dialog/oauth` : 'https://www.facebook.com/v25.0/dialog/oauth');
  return { appId, appSecret, graphUrl: graphUrl.replace(/\/+$/, ''), dialogUrl };
}

/** A hosted-payment-page provider's keys from `<NAME>_API_URL`, `_API_KEY`, `_WEBHOOK_SECRET`; the sandbox's outside production. */
export function hostedPaymentKeys(
  env: NodeJS.ProcessEnv,
  name: 'cash' | 'cpay' | 'pingpong',
  paymentSandbox: boolean,
  port: number,
): HostedPaymentKeys | undefined {
  const prefix = name.toUpperCase();
  const apiUrl =
    optional(env[`${prefix}_API_URL`]) ??
    (paymentSandbox ? `http://127.0.0.1:${port}/sandbox/${name}` : undefined);
  const apiKey =
    optional(env[`${prefix}_API_KEY`]) ?? (paymentSandbox ? randomBytes(16).toString('hex') : undefined);
  const webhookSecret =
    optional(env[`${prefix}_WEBHOOK_SECRET`]) ??
    (paymentSandbox ? randomBytes(24).toString('hex') : undefined);
  return apiUrl && apiKey && webhookSecret
    ? { apiUrl: apiUrl.replace(/\/+$/, ''), apiKey, webhookSecret }
    : undefined;
}

/** Pix from `PIX_API_URL`, `PIX_CLIENT_ID`, `PIX_CLIENT_SECRET`, `PIX_KEY`, `PIX_WEBHOOK_SECRET`, `PIX_CHARGE_MINUTES`. */
export function pixKeys(env: NodeJS.ProcessEnv, paymentSandbox: boolean, port: number): PixKeys | undefined {
  const apiUrl =
    optional(env.PIX_API_URL) ?? (paymentSandbox ? `http://127.0.0.1:${port}/sandbox/pix` : undefined);
  const clientId = optional(env.PIX_CLIENT_ID) ?? (paymentSandbox ? 'casino' : undefined);
  const clientSecret =
    optional(env.PIX_CLIENT_SECRET) ?? (paymentSandbox ? randomBytes(16).toString('hex') : undefined);
  const pixKey = optional(env.PIX_KEY) ?? (paymentSandbox ? 'pix@casino361.example' : undefined);
  const webhookSecret =
    optional(env.PIX_WEBHOOK_SECRET) ?? (paymentSandbox ? randomBytes(24).toString('hex') : undefined);
  if (!apiUrl || !clientId || !clientSecret || !pixKey || !webhookSecret) return undefined;
  return {
    apiUrl: apiUrl.replace(/\/+$/, ''),
    clientId,
    clientSecret,
    pixKey,
    webhookSecret,
    chargeMinutes: integer(env.PIX_CHARGE_MINUTES, 60),
  };
}

/** BTCPay from `BTCPAY_URL`, `BTCPAY_STORE_ID`, `BTCPAY_API_KEY`, `BTCPAY_WEBHOOK_SECRET`, `BTCPAY_INVOICE_MINUTES`. */
export function btcpayKeys(
  env: NodeJS.ProcessEnv,
  paymentSandbox: boolean,
  port: number,
): BtcpayKeys | undefined {
  const apiUrl =
    optional(env.BTCPAY_URL) ?? (paymentSandbox ? `http://127.0.0.1:${port}/sandbox/btcpay` : undefined);
  const storeId = optional(env.BTCPAY_STORE_ID) ?? (paymentSandbox ? 'casino-store' : undefined);
  const apiKey =
    optional(env.BTCPAY_API_KEY) ?? (paymentSandbox ? randomBytes(16).toString('hex') : undefined);
  const webhookSecret =
    optional(env.BTCPAY_WEBHOOK_SECRET) ?? (paymentSandbox ? randomBytes(24).toString('hex') : undefined);
  if (!apiUrl || !storeId || !apiKey || !webhookSecret) return undefined;
  return {
    apiUrl: apiUrl.replace(/\/+$/, ''),
    storeId,
    apiKey,
    webhookSecret,
    invoiceMinutes: integer(env.BTCPAY_INVOICE_MINUTES, 15),
  };
}
