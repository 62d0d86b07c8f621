import type { Config } from '../config.js';
import type { Providers } from './flows.js';
import { CashProvider } from './providers/cash/cash.js';
import { PaypalProvider } from './providers/paypal/paypal.js';
import { StripeProvider } from './providers/stripe/stripe.js';

/** The adapters the configuration enables (README "Payment providers"); a provider without keys is absent. */
export function providersFrom(config: Config): Providers {
  const { stripeSecretKey, stripeWebhookSecret } = config;
  return {
    stripe:
      stripeSecretKey && stripeWebhookSecret
        ? new StripeProvider({
            secretKey: stripeSecretKey,
            webhookSecret: stripeWebhookSecret,
            checkoutMinutes: config.stripeCheckoutMinutes,
            ...(config.stripeApiUrl ? { apiUrl: config.stripeApiUrl } : {}),
          })
        : undefined,
    paypal:
      config.paypalClientId && config.paypalClientSecret
        ? new PaypalProvider({
            clientId: config.paypalClientId,
            clientSecret: config.paypalClientSecret,
            apiUrl: config.paypalApiUrl,
            webhookId: config.paypalWebhookId,
          })
        : undefined,
    cash:
      config.cashApiUrl && config.cashApiKey && config.cashWebhookSecret
        ? new CashProvider({
            apiUrl: config.cashApiUrl,
            apiKey: config.cashApiKey,
            webhookSecret: config.cashWebhookSecret,
          })
        : undefined,
  };
}
