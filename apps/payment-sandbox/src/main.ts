import Fastify from 'fastify';
import { facebookSandbox } from './facebook/facebook';
import { paymentSandbox, Sandbox } from './sandbox';

/**
 * The sandbox alone (README "Running alone"): SANDBOX_PORT, SANDBOX_HOST (127.0.0.1),
 * SANDBOX_PUBLIC_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_URL, STRIPE_WEBHOOK_SECRET, PAYPAL_CLIENT_ID,
 * PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_URL, PAYPAL_WEBHOOK_ID, CASH_API_KEY, CASH_WEBHOOK_URL,
 * CASH_WEBHOOK_SECRET, CPAY_API_KEY, CPAY_WEBHOOK_URL, CPAY_WEBHOOK_SECRET, PINGPONG_API_KEY,
 * PINGPONG_WEBHOOK_URL, PINGPONG_WEBHOOK_SECRET, PIX_CLIENT_ID, PIX_CLIENT_SECRET, PIX_WEBHOOK_URL,
 * PIX_WEBHOOK_SECRET, BTCPAY_STORE_ID, BTCPAY_API_KEY, BTCPAY_WEBHOOK_URL, BTCPAY_WEBHOOK_SECRET,
 * SANDBOX_RETRY_DELAYS_MS (comma-separated; BTCPay's schedule by default); FACEBOOK_APP_ID,
 * FACEBOOK_APP_SECRET (the identity sandbox's app, under /sandbox/facebook).
 */
const port = Number(process.env.SANDBOX_PORT ?? 8090);
const host = process.env.SANDBOX_HOST ?? '127.0.0.1';
const retryDelaysMs = process.env.SANDBOX_RETRY_DELAYS_MS?.split(',').map(Number);
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
await app.register(paymentSandbox, {
  prefix: '/sandbox',
  sandbox: new Sandbox(retryDelaysMs ? { retryDelaysMs } : {}),
  publicUrl: process.env.SANDBOX_PUBLIC_URL ?? `http://${host}:${port}/sandbox`,
  stripe: {
    secretKey: process.env.STRIPE_SECRET_KEY ?? 'sk_test_sandbox',
    webhookUrl: process.env.STRIPE_WEBHOOK_URL ?? 'http://127.0.0.1:8080/api/payments/webhook/stripe',
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_sandbox',
  },
  paypal: {
    clientId: process.env.PAYPAL_CLIENT_ID ?? 'sandbox-client',
    clientSecret: process.env.PAYPAL_CLIENT_SECRET ?? 'sandbox-secret',
    webhookUrl: process.env.PAYPAL_WEBHOOK_URL ?? 'http://127.0.0.1:8080/api/payments/webhook/paypal',
    webhookId: process.env.PAYPAL_WEBHOOK_ID ?? 'WH-SANDBOX',
  },
  cash: {
    apiKey: process.env.CASH_API_KEY ?? 'cash-sandbox-key',
    webhookUrl: process.env.CASH_WEBHOOK_URL ?? 'http://127.0.0.1:8080/api/payments/webhook/cash',
    webhookSecret: process.env.CASH_WEBHOOK_SECRET ?? 'cash-sandbox-secret',
  },
  cpay: {
    apiKey: process.env.CPAY_API_KEY ?? 'cpay-sandbox-key',
    webhookUrl: process.env.CPAY_WEBHOOK_URL ?? 'http://127.0.0.1:8080/api/payments/webhook/cpay',
    webhookSecret: process.env.CPAY_WEBHOOK_SECRET ?? 'cpay-sandbox-secret',
  },
  pingpong: {
    apiKey: process.env.PINGPONG_API_KEY ?? 'pingpong-sandbox-key',
    webhookUrl: process.env.PINGPONG_WEBHOOK_URL ?? 'http://127.0.0.1:8080/api/payments/webhook/pingpong',
    webhookSecret: process.env.PINGPONG_WEBHOOK_SECRET ?? 'pingpong-sandbox-secret',
  },
  btcpay: {
    storeId: process.env.BTCPAY_STORE_ID ?? 'sandbox-store',
    apiKey: process.env.BTCPAY_API_KEY ?? 'btcpay-sandbox-key',
    webhookUrl: process.env.BTCPAY_WEBHOOK_URL ?? 'http://127.0.0.1:8080/api/payments/webhook/btcpay',
    webhookSecret: process.env.BTCPAY_WEBHOOK_SECRET ?? 'btcpay-sandbox-secret',
  },
  pix: {
    clientId: process.env.PIX_CLIENT_ID ?? 'pix-sandbox-client',
    clientSecret: process.env.PIX_CLIENT_SECRET ?? 'pix-sandbox-secret',
    webhookUrl: process.env.PIX_WEBHOOK_URL ?? 'http://127.0.0.1:8080/api/payments/webhook',
    webhookSecret: process.env.PIX_WEBHOOK_SECRET ?? 'pix-sandbox-webhook-secret',
  },
});
await app.register(facebookSandbox, {
  prefix: '/sandbox/facebook',
  apps: [
    {
      appId: process.env.FACEBOOK_APP_ID ?? '1000000000000361',
      appSecret: process.env.FACEBOOK_APP_SECRET ?? 'facebook-sandbox-secret',
      name: 'Casino 361',
    },
  ],
  users: [{ firstName: 'Ana', lastName: 'Prueba', email: 'ana.prueba@facebook-sandbox.test' }],
});
await app.listen({ port, host });
