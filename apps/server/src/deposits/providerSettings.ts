import type { Config } from '../config.js';
import type { Providers } from './flows.js';
import { BtcpayProvider } from './providers/btcpay/btcpay.js';
import { HostedPaymentProvider } from './providers/hostedPayment/hostedPayment.js';
import { PaypalProvider } from './providers/paypal/paypal.js';
import { PixProvider } from './providers/pix/pix.js';
import { StripeProvider } from './providers/stripe/stripe.js';

/** The adapters the configuration enables (README "Payment providers"); a provider without keys is absent. */
export function providersFrom(config: Config): Providers {
  const hosted = (name: 'cash' | 'cpay' | 'pingpong') => {
    const keys = config.hostedPayments[name];
    return keys ? new HostedPaymentProvider({ name, ...keys }) : undefined;
  };
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
    cash: hosted('cash'),
    cpay: hosted('cpay'),
    pingpong: hosted('pingpong'),
    btcpay: config.btcpay ? new BtcpayProvider(config.btcpay) : undefined,
    pix: config.pix
      ? new PixProvider({
          apiUrl: config.pix.apiUrl,
          clientId: config.pix.clientId,
          clientSecret: config.pix.clientSecret,
          pixKey: config.pix.pixKey,
          webhookSecret: config.pix.webhookSecret,
          expirySeconds: config.pix.chargeMinutes * 60,
        })
      : undefined,
  };
}
