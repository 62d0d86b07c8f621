import Fastify from 'fastify';
import { paymentSandbox } from './sandbox';

/**
 * The sandbox alone (README "Running alone"): SANDBOX_PORT, SANDBOX_HOST (127.0.0.1),
 * SANDBOX_PUBLIC_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_URL, STRIPE_WEBHOOK_SECRET, PAYPAL_CLIENT_ID,
 * PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_URL, PAYPAL_WEBHOOK_ID, CASH_API_KEY, CASH_WEBHOOK_URL,
 * CASH_WEBHOOK_SECRET.
 */
const port = Number(process.env.SANDBOX_PORT ?? 8090);
const host = process.env.SANDBOX_HOST ?? '127.0.0.1';
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
await app.register(paymentSandbox, {
  prefix: '/sandbox',
  publicUrl: process.env.SANDBOX_PUBLIC_URL ?? `http://${host}:${port}/sandbox`,
  stripe: {
    secretKey: process.env.STRIPE_SECRET_KEY ?? 'sk_test_sandbox',
    webhookUrl: process.env.STRIPE_WEBHOOK_URL ?? 'http://127.0.0.1:8080/api/payment/webhook/stripe',
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
});
await app.listen({ port, host });
