import { paymentSandbox } from '@casino/payment-sandbox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import QRCode from 'qrcode';
import { currentMember } from '../auth/index.js';
import { deviceIdOf, maxBonusInfo } from '../bonuses/index.js';
import type { Domain } from '../http/domain.js';
import { ApiError, ErrorCode, invalid, refused } from '../http/envelope.js';
import { langOf } from '../i18n/index.js';
import { findMemberById } from '../members/index.js';
import { type Card, checkCard } from './checks.js';
import { cryptCoins, cryptoCoins, methodOfCoin } from './coins.js';
import { cryptoDepositStatus } from './cryptoStatus.js';
import {
  btcpayOf,
  chargeCard,
  createCheckout,
  createCryptoInvoice,
  createHostedOrder,
  createPaypalOrder,
  createPixCharge,
  type FlowContext,
  openOrder,
  type Providers,
  refresh,
  takeCardToken,
  tokenizeCard,
} from './flows.js';
import { providersFrom } from './providerSettings.js';
import { reconcile } from './reconcile.js';
import { type DepositOrder, findByProviderPayment, findOwnOrder } from './repository.js';
import { cashStatus, depositStatusCode, pollStatus } from './status.js';
import { webhookRoutes } from './webhooks.js';

interface DepositServices {
  providers: Providers;
}

declare module 'fastify' {
  interface FastifyInstance {
    deposits: DepositServices;
  }
}

const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;

function context(request: FastifyRequest): FlowContext {
  const { db, config, deposits } = request.server;
  return {
    db,
    log: request.log,
    providers: deposits.providers,
    publicUrl: config.publicUrl,
    deviceId: deviceIdOf(request.headers),
    bonusChosen: String(body(request).bonus) === '1',
  };
}

/** The member's own order; another member's answers "not found", as an unknown id does. */
async function ownOrder(request: FastifyRequest, field: string): Promise<DepositOrder> {
  const id = body(request)[field];
  const order =
    typeof id === 'string' ? await findOwnOrder(request.server.db, currentMember(request).id, id) : undefined;
  if (order === undefined) throw new ApiError(ErrorCode.notFound, 'common.notFound');
  return order;
}

/** A PAYPAL_POLL order by PayPal's id (biz_id), the member's own only. */
async function ownPaypalOrder(request: FastifyRequest): Promise<DepositOrder> {
  const bizId = body(request).bizId;
  const order =
    typeof bizId === 'string' ? await findByProviderPayment(request.server.db, 'paypal', bizId) : undefined;
  if (order === undefined || order.member_id !== currentMember(request).id) {
    throw new ApiError(ErrorCode.notFound, 'common.notFound');
  }
  return order;
}

/** A card order: the amount checks, then the card's (001 §5); the card itself stays out of the row. */
async function cardOrder(
  request: FastifyRequest,
  method: string,
  provider = 'stripe',
): Promise<{ order: DepositOrder; card: Card }> {
  let card: Card | undefined;
  const order = await openOrder(
    context(request),
    currentMember(request).id,
    method,
    provider,
    body(request).amount,
    {
      thenCheck: () => {
        card = checkCard(body(request));
      },
    },
  );
  if (card === undefined) throw new Error('card checks did not run');
  return { order, card };
}

export const deposits: Domain = {
  name: 'deposits',
  plugin: fp(async (app: FastifyInstance) => {
    const providers = providersFrom(app.config);
    app.decorate('deposits', { providers });
    await app.register(async (scope: FastifyInstance) => webhookRoutes(scope, providers));
    if (app.config.paymentSandbox) {
      const webhookBase = `http://127.0.0.1:${app.config.port}/api/payments/webhook`;
      const hostedSandbox = (name: 'cash' | 'cpay' | 'pingpong') => ({
        apiKey: app.config.hostedPayments[name]?.apiKey ?? '',
        webhookSecret: app.config.hostedPayments[name]?.webhookSecret ?? '',
        webhookUrl: `${webhookBase}/${name}`,
      });
      // Never in production (config.ts): the providers' stand-ins, reached over loopback like a third party.
      await app.register(paymentSandbox, {
        prefix: '/sandbox',
        publicUrl: `${app.config.publicUrl}/sandbox`,
        stripe: {
          secretKey: app.config.stripeSecretKey ?? '',
          webhookSecret: app.config.stripeWebhookSecret ?? '',
          webhookUrl: `http://127.0.0.1:${app.config.port}/api/payments/webhook/stripe`,
        },
        cash: hostedSandbox('cash'),
        cpay: hostedSandbox('cpay'),
        pingpong: hostedSandbox('pingpong'),
        btcpay: {
          storeId: app.config.btcpay?.storeId ?? '',
          apiKey: app.config.btcpay?.apiKey ?? '',
          webhookSecret: app.config.btcpay?.webhookSecret ?? '',
          webhookUrl: `${webhookBase}/btcpay`,
        },
        pix: {
          clientId: app.config.pix?.clientId ?? '',
          clientSecret: app.config.pix?.clientSecret ?? '',
          webhookSecret: app.config.pix?.webhookSecret ?? '',
          webhookUrl: `${webhookBase}`,
        },
        paypal: {
          clientId: app.config.paypalClientId ?? '',
          clientSecret: app.config.paypalClientSecret ?? '',
          webhookId: app.config.paypalWebhookId,
          webhookUrl: `http://127.0.0.1:${app.config.port}/api/payments/webhook/paypal`,
        },
      });
    }
    const everyMs = app.config.depositReconcileMinutes * 60_000;
    const timer = setInterval(() => {
      app.metrics
        .job('depositReconcile', () =>
          reconcile(app.db, providers, app.log, app.config.depositReconcileMinutes * 60),
        )
        .catch((error: unknown) => app.log.error({ err: error }, 'deposit reconciliation failed'));
    }, everyMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }),
  handlers: {
    getMaxBonusInfo: async (request) =>
      maxBonusInfo(request.server.db, currentMember(request).id, langOf(request)),
    getCardBillingInfo: async (request) => {
      const member = await findMemberById(request.server.db, currentMember(request).id);
      const value = (text: string | null | undefined) => (text ? text : null);
      return {
        cardFirstName: value(member?.first_name),
        cardLastName: value(member?.last_name),
        cardCountry: value(member?.country_code),
        cardState: value(member?.state_code),
        cardCity: value(member?.city),
        cardAddress: value(member?.address),
        cardPostalCode: value(member?.postal_code),
        cardEmail: value(member?.email),
        cardMobile: value(member?.mobile),
      };
    },
    depositByCard: async (request) => {
      const ctx = context(request);
      const { order, card } = await cardOrder(request, 'VISA_MASTERCARD');
      const result = await chargeCard(ctx, order, card);
      return { depositId: result.depositId, status: depositStatusCode(result.status), payUrl: result.payUrl };
    },
    depositByOnlyPay: async (request) => {
      const ctx = context(request);
      const { order, card } = await cardOrder(request, 'ONLY_PAY');
      const result = await chargeCard(ctx, order, card);
      // Opened in a new tab (001 §4): the challenge, or the return page when none was asked.
      return {
        depositId: result.depositId,
        payUrl: result.payUrl ?? `${ctx.publicUrl}/#/?payStatus=payReturn`,
      };
    },
    createCattlDeposit: async (request) => {
      const { order, card } = await cardOrder(request, 'VISA_MASTERCARD_1');
      await tokenizeCard(context(request), order, card, request.server.shortLived);
      return { id: order.id };
    },
    payCattlDeposit: async (request) => {
      const order = await ownOrder(request, 'depositId');
      if (order.status !== 'created') return { depositId: order.id, status: depositStatusCode(order.status) };
      const token = await takeCardToken(request.server.shortLived, order.id);
      if (token === undefined) throw refused('deposit.notPayable');
      const result = await chargeCard(context(request), order, token);
      return { depositId: result.depositId, status: depositStatusCode(result.status) };
    },
    createStripeDepositOrder: async (request) => {
      const ctx = context(request);
      const order = await openOrder(ctx, currentMember(request).id, 'STRIPE', 'stripe', body(request).amount);
      const { iframe } = await createCheckout(ctx, order);
      return { iframe, orderId: order.id };
    },
    findStripeOrder: async (request) => {
      const order = await refresh(context(request), await ownOrder(request, 'orderId'));
      return { status: pollStatus(order.status) };
    },
    getDepositStatus: async (request) => {
      const order = await refresh(context(request), await ownOrder(request, 'id'));
      return depositStatusCode(order.status);
    },
    // The crypto screen's poll: the status, and a part payment in words (issue 32 §4).
    getCryptoDepositStatus: async (request) =>
      cryptoDepositStatus(context(request), await ownOrder(request, 'id')),
    createCashDepositOrder: async (request) => {
      const ctx = context(request);
      const fields = body(request);
      const me = currentMember(request).id;
      // The cash variant sends depositAmount (001 §3); either names the amount.
      const order = await openOrder(ctx, me, 'CASH', 'cash', fields.amount ?? fields.depositAmount);
      const member = await findMemberById(ctx.db, me);
      const note =
        [member?.first_name, member?.last_name].filter(Boolean).join(' ') || member?.username || '';
      await createHostedOrder(ctx, order, ctx.providers.cash, { note });
      // No discount is configured: the member transfers the amount itself.
      return { orderId: order.id, amount: order.amount, discountAmount: order.amount, status: 'wait' };
    },
    getCashQrImage: async (request) => {
      const order = await ownOrder(request, 'orderId');
      if (order.pay_url === null) throw new ApiError(ErrorCode.notFound, 'common.notFound');
      return {
        imgUrl: await QRCode.toDataURL(order.pay_url, { margin: 1, width: 256 }),
        qrAddress: order.pay_url,
      };
    },
    findCashOrder: async (request) => {
      const order = await refresh(context(request), await ownOrder(request, 'orderId'));
      return { status: cashStatus(order.status) };
    },
    createPaypDepositOrder: async (request) => {
      const ctx = context(request);
      const order = await openOrder(ctx, currentMember(request).id, 'PAYP', 'paypal', body(request).amount);
      const created = await createPaypalOrder(ctx, order);
      return { orderId: order.id, orderurl: created.approveUrl, status: 'pending' };
    },
    findPaypOrder: async (request) => {
      const order = await refresh(context(request), await ownOrder(request, 'orderId'));
      return { status: pollStatus(order.status) };
    },
    createPaypalDepositOrder: async (request) => {
      const ctx = context(request);
      const order = await openOrder(
        ctx,
        currentMember(request).id,
        'PAYPAL_POLL',
        'paypal',
        body(request).amount,
      );
      const created = await createPaypalOrder(ctx, order);
      // The app builds the approval frame as <c_site>/checkoutnow?token=<biz_id>; sk is PayPal's public client id.
      // depositId lets it tell a Cancel on PayPal from a failure (issue 32 §8).
      const { config } = request.server;
      return {
        c_site: config.paypalSiteUrl,
        biz_id: created.paypalOrderId,
        sk: config.paypalClientId ?? '',
        depositId: order.id,
      };
    },
    findPaypalOrder: async (request) => {
      const order = await refresh(context(request), await ownPaypalOrder(request));
      return { status: pollStatus(order.status) };
    },
    createCryptoDeposit: async (request) => {
      const ctx = context(request);
      const order = await openOrder(
        ctx,
        currentMember(request).id,
        'CRYPTO',
        'btcpay',
        body(request).amount,
        {
          capped: false,
        },
      );
      const invoice = await createCryptoInvoice(ctx, order, Object.values(cryptoCoins));
      const addresses: Record<string, string> = {};
      const pricing: Record<string, { amount: string; currency: string }> = {};
      for (const [coin, methodId] of Object.entries(cryptoCoins)) {
        const method = invoice.methods.find((m) => m.paymentMethodId === methodId);
        if (method === undefined) continue;
        addresses[coin] = method.destination;
        pricing[coin] = { amount: method.amount, currency: method.currency };
      }
      return { id: order.id, depositId: order.id, addresses, pricing };
    },
    createCryptDepositOrder: async (request) => {
      const ctx = context(request);
      const coin = body(request).depositCurrency;
      const methodId = typeof coin === 'string' ? cryptCoins[coin as keyof typeof cryptCoins] : undefined;
      const order = await openOrder(ctx, currentMember(request).id, 'CRYPT', 'btcpay', body(request).amount, {
        capped: false,
        thenCheck: () => {
          if (methodId === undefined) throw invalid('deposit.coinRequired');
        },
      });
      const invoice = await createCryptoInvoice(ctx, order, [methodId ?? '']);
      const method = invoice.methods[0];
      if (method === undefined) throw refused('deposit.providerUnavailable');
      return { id: order.id, depositId: order.id, address: method.destination, coinNum: method.amount };
    },
    getCryptoQrCode: async (request) => {
      const order = await ownOrder(request, 'transactionId');
      const methodId = methodOfCoin[String(body(request).coinName)];
      const methods =
        order.provider === 'btcpay' && order.provider_payment_id !== null
          ? await btcpayOf(context(request)).paymentMethods(order.provider_payment_id)
          : [];
      const method = methods.find((m) => m.paymentMethodId === methodId);
      if (method === undefined) throw new ApiError(ErrorCode.notFound, 'common.notFound');
      // The wallet's payment URI (BIP21 and its kin): address and exact coin amount in one scan.
      return {
        imgUrl: await QRCode.toDataURL(method.paymentLink, { margin: 1, width: 256 }),
        qrAddress: method.paymentLink,
      };
    },
    createPixDepositOrder: async (request) => {
      const ctx = context(request);
      const me = currentMember(request).id;
      const member = await findMemberById(ctx.db, me);
      const order = await openOrder(ctx, me, 'PIX', 'pix', body(request).amount, {
        // Pix moves reais only: an account in another currency cannot be paid by it.
        thenCheck: () => {
          if (member?.currency !== 'BRL') throw refused('deposit.pixCurrency');
        },
      });
      const charge = await createPixCharge(ctx, order);
      return { payUrl: charge.location, depositId: order.id, brCode: charge.brCode };
    },
    createCpayDepositOrder: async (request) => {
      const ctx = context(request);
      const { order, card } = await cardOrder(request, 'CPAY', 'cpay');
      const created = await createHostedOrder(ctx, order, ctx.providers.cpay, { card });
      return { payUrl: created.payUrl, depositId: order.id };
    },
    createPingpongDepositOrder: async (request) => {
      const ctx = context(request);
      const order = await openOrder(
        ctx,
        currentMember(request).id,
        'PINGPONG',
        'pingpong',
        body(request).amount,
      );
      const created = await createHostedOrder(ctx, order, ctx.providers.pingpong, {});
      return { payUrl: created.payUrl, depositId: order.id };
    },
    // The check return page's nudge after approval: the read captures an approved order.
    triggerPaypalOrder: async (request) => {
      const order = await refresh(context(request), await ownPaypalOrder(request));
      return { status: pollStatus(order.status) };
    },
  },
};

export {
  countOrdersByStatus,
  type DepositOrder,
  findOrder as findDepositOrder,
  listByStatus as depositOrdersIn,
} from './repository.js';
export {
  creditableAmount,
  latestOrdersOf,
  NotInReview,
  orderRecord,
  providerReading,
  type Resolution,
  resolutions,
  resolveReviewedOrder,
} from './review.js';
