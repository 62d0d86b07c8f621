import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { Faults } from '../faults';
import { escapeHtml, hostedPage } from '../page';
import type { WebhookSender } from '../webhooks';
import { convertedUnits, unitsDue } from './accounting';
import { AddressBook, type Coin, coins, decimalToUnits, unitsToDecimal } from './coins';

export interface BtcpayOptions {
  /** Where the sandbox's BTCPay is reachable, e.g. http://127.0.0.1:8080/sandbox/btcpay */
  publicUrl: string;
  storeId: string;
  apiKey: string;
  webhookUrl: string;
  webhookSecret: string;
  faults: Faults;
  sender: WebhookSender;
  /** The sandbox's clock (tests and `POST /sandbox/clock` move it forward). */
  now: () => number;
  /** Lets the sandbox's crypto controls reach this store's chains. */
  register(chains: CryptoChains): void;
}

/** Each coin's price in the invoice's currency (the sandbox's rate source), as decimal strings. */
const rates: Record<string, Record<Coin['code'], string>> = {
  EUR: { BTC: '60000.00', ETH: '3000.00', USDT: '0.92', LTC: '80.00', DOGE: '0.15', BNB: '550.00' },
  USD: { BTC: '65000.00', ETH: '3250.00', USDT: '1.00', LTC: '87.00', DOGE: '0.16', BNB: '600.00' },
  BRL: { BTC: '350000.00', ETH: '17500.00', USDT: '5.40', LTC: '470.00', DOGE: '0.87', BNB: '3200.00' },
  // An invoice in bitcoin (a BTC account): each coin's price in bitcoin, BTC-CHAIN one for one.
  BTC: {
    BTC: '1',
    ETH: '0.05',
    USDT: '0.00001538',
    LTC: '0.00133846',
    DOGE: '0.00000246',
    BNB: '0.00923077',
  },
};

interface Payment {
  txid: string;
  units: bigint;
  receivedAt: number;
  /** Height of the block that included it; undefined while in the mempool. */
  height: number | undefined;
}

interface Method {
  paymentMethodId: string;
  coin: Coin;
  destination: string;
  rate: string;
  due: bigint;
}

type Status = 'New' | 'Processing' | 'Settled' | 'Expired' | 'Invalid';
type AdditionalStatus = 'None' | 'PaidPartial' | 'PaidOver' | 'PaidLate';

interface Invoice {
  id: string;
  amount: string;
  currency: string;
  metadata: Record<string, unknown>;
  createdTime: number;
  expirationTime: number;
  monitoringExpiration: number;
  methods: Method[];
  reported: { status: Status; paid: number };
}

/** The crypto controls (`POST /sandbox/crypto/send`, `/mine`) reach the chains through this. */
export interface CryptoChains {
  send(address: string, amount: string): { txid: string; coin: string } | { error: string };
  mine(coin: string, blocks: number): { coin: string; height: number } | { error: string };
}

/** The spec's coin names (both variants) and codes, as `/sandbox/crypto/mine` accepts them. */
const coinNames: Record<string, Coin['code']> = {
  bitcoin: 'BTC',
  btc: 'BTC',
  ethereum: 'ETH',
  eth: 'ETH',
  tether: 'USDT',
  usdt: 'USDT',
  litecoin: 'LTC',
  ltc: 'LTC',
  doge: 'DOGE',
  dogecoin: 'DOGE',
  bnb: 'BNB',
  bep20: 'BNB',
};

/**
 * BTCPay Server's Greenfield invoice API (README "BTCPay"), over a small in-memory chain per coin:
 * an invoice per deposit with the rate locked until it expires, one derived address per invoice and
 * payment method, statuses New, Processing, Settled, Expired and Invalid with PaidPartial, PaidOver
 * and PaidLate, and `BTCPay-Sig` webhooks.
 */
export const btcpaySandbox: FastifyPluginAsync<BtcpayOptions> = async (app, options) => {
  const invoices = new Map<string, Invoice>();
  const addresses = new Map<string, { invoice: Invoice; method: Method }>();
  const payments = new Map<string, Payment[]>();
  const heights = new Map<Coin['code'], number>();
  const book = new AddressBook(randomBytes(32));

  const confirmations = (coin: Coin, payment: Payment) =>
    payment.height === undefined ? 0 : (heights.get(coin.code) ?? 0) - payment.height + 1;

  /** Every payment to the invoice, through any of its methods, with the method it came through. */
  const paymentsTo = (invoice: Invoice) =>
    invoice.methods.flatMap((method) =>
      (payments.get(method.destination) ?? []).map((payment) => ({ method, payment })),
    );
  const asPaid = (list: { method: Method; payment: Payment }[]) =>
    list.map(({ method, payment }) => ({
      units: payment.units,
      decimals: method.coin.decimals,
      rate: method.rate,
    }));
  const converted = (list: { method: Method; payment: Payment }[], target: Method) =>
    convertedUnits(asPaid(list), { decimals: target.coin.decimals, rate: target.rate });

  function state(invoice: Invoice): { status: Status; additionalStatus: AdditionalStatus } {
    const now = options.now();
    const received = paymentsTo(invoice);
    // What arrived is counted in the coin of the first method paid; BTCPay adds every method's payments.
    const method = received[0]?.method;
    const inTime = received.filter(({ payment }) => payment.receivedAt < invoice.expirationTime);
    const late = received.length > inTime.length;
    const paid = method ? converted(inTime, method) : 0n;
    const due = method?.due ?? 0n;
    if (method && paid >= due) {
      const over: AdditionalStatus = paid > due ? 'PaidOver' : 'None';
      if (inTime.every(({ method: m, payment }) => confirmations(m.coin, payment) >= m.coin.confirmations)) {
        return { status: 'Settled', additionalStatus: over };
      }
      return now >= invoice.monitoringExpiration
        ? { status: 'Invalid', additionalStatus: over }
        : { status: 'Processing', additionalStatus: over };
    }
    if (now < invoice.expirationTime) {
      return { status: 'New', additionalStatus: paid > 0n ? 'PaidPartial' : 'None' };
    }
    return { status: 'Expired', additionalStatus: late ? 'PaidLate' : paid > 0n ? 'PaidPartial' : 'None' };
  }

  function invoiceBody(invoice: Invoice) {
    const { status, additionalStatus } = state(invoice);
    return {
      id: invoice.id,
      storeId: options.storeId,
      amount: invoice.amount,
      currency: invoice.currency,
      type: 'Standard',
      checkoutLink: `${options.publicUrl}/i/${invoice.id}`,
      createdTime: Math.floor(invoice.createdTime / 1000),
      expirationTime: Math.floor(invoice.expirationTime / 1000),
      monitoringExpiration: Math.floor(invoice.monitoringExpiration / 1000),
      status,
      additionalStatus,
      metadata: invoice.metadata,
    };
  }

  /** BTCPay's accounting of one method: paid through it, paid in all converted to its coin, left due. */
  function methodBody(invoice: Invoice, method: Method) {
    const received = payments.get(method.destination) ?? [];
    const own = received.reduce((sum, p) => sum + p.units, 0n);
    const total = converted(paymentsTo(invoice), method);
    const due = method.due - total;
    const decimals = method.coin.decimals;
    const signed = (units: bigint) =>
      units < 0n ? `-${unitsToDecimal(-units, decimals)}` : unitsToDecimal(units, decimals);
    return {
      paymentMethodId: method.paymentMethodId,
      currency: method.coin.code,
      destination: method.destination,
      // As BTCPay's: the wallet link asks for what is still due once part has arrived.
      paymentLink: method.coin.uri(method.destination, due > 0n ? due : method.due),
      rate: method.rate,
      amount: unitsToDecimal(method.due, decimals),
      paymentMethodPaid: unitsToDecimal(own, decimals),
      totalPaid: unitsToDecimal(total, decimals),
      due: signed(due),
      activated: true,
      payments: received.map((p) => ({
        id: p.txid,
        receivedDate: Math.floor(p.receivedAt / 1000),
        value: unitsToDecimal(p.units, decimals),
        status: confirmations(method.coin, p) >= method.coin.confirmations ? 'Settled' : 'Processing',
        destination: method.destination,
      })),
      invoiceId: invoice.id,
    };
  }

  function notify(invoice: Invoice, type: string, extra: Record<string, unknown> = {}) {
    const deliveryId = randomBytes(12).toString('hex');
    const body = JSON.stringify({
      deliveryId,
      webhookId: 'sandbox-webhook',
      originalDeliveryId: deliveryId,
      isRedelivery: false,
      type,
      timestamp: Math.floor(options.now() / 1000),
      storeId: options.storeId,
      invoiceId: invoice.id,
      metadata: invoice.metadata,
      ...extra,
    });
    options.sender.send({
      url: options.webhookUrl,
      body,
      headers: () => ({
        'content-type': 'application/json',
        'btcpay-sig': `sha256=${createHmac('sha256', options.webhookSecret).update(body).digest('hex')}`,
      }),
    });
  }

  /** Tells the merchant what changed since it was last told: payments, processing, settled, expired, invalid. */
  function sweep() {
    for (const invoice of invoices.values()) {
      const { status, additionalStatus } = state(invoice);
      const count = paymentsTo(invoice).length;
      if (count > invoice.reported.paid) {
        notify(invoice, 'InvoiceReceivedPayment', { afterExpiration: additionalStatus === 'PaidLate' });
      }
      if (status !== invoice.reported.status) {
        const type = {
          New: 'InvoiceCreated',
          Processing: 'InvoiceProcessing',
          Settled: 'InvoiceSettled',
          Expired: 'InvoiceExpired',
          Invalid: 'InvoiceInvalid',
        }[status];
        notify(invoice, type, {
          overPaid: additionalStatus === 'PaidOver',
          partiallyPaid: additionalStatus === 'PaidPartial',
        });
      }
      invoice.reported = { status, paid: count };
    }
  }
  const sweeper = setInterval(sweep, 1000);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  options.register({
    send(address, amount) {
      const target = addresses.get(address);
      if (target === undefined) return { error: 'unknown address' };
      const units = decimalToUnits(amount, target.method.coin.decimals);
      if (units === undefined || units <= 0n) {
        return { error: `amount: a positive decimal with at most ${target.method.coin.decimals} decimals` };
      }
      const txid = randomBytes(32).toString('hex');
      payments.set(address, [
        ...(payments.get(address) ?? []),
        { txid, units, receivedAt: options.now(), height: undefined },
      ]);
      sweep();
      return { txid, coin: target.method.coin.code };
    },
    mine(name, blocks) {
      const code = coinNames[name.toLowerCase()] ?? (name.toUpperCase() as Coin['code']);
      const coin = coins[code];
      if (coin === undefined || !Number.isSafeInteger(blocks) || blocks < 1 || blocks > 1000) {
        return { error: 'coin: one of the spec coin names; blocks: 1 to 1000' };
      }
      const first = (heights.get(code) ?? 0) + 1;
      heights.set(code, first + blocks - 1);
      for (const [address, list] of payments) {
        if (addresses.get(address)?.method.coin.code !== code) continue;
        for (const payment of list) payment.height ??= first;
      }
      sweep();
      return { coin: code, height: first + blocks - 1 };
    },
  });

  async function api(
    request: FastifyRequest,
    reply: FastifyReply,
    work: () => { status: number; body: unknown },
  ) {
    if (request.headers.authorization !== `token ${options.apiKey}`) {
      return reply.status(401).send({ code: 'unauthenticated', message: 'bad API key' });
    }
    const params = request.params as { storeId?: string };
    if (params.storeId !== options.storeId) return reply.status(404).send({ code: 'store-not-found' });
    const fault = options.faults.takeApi();
    if (fault?.mode === '500') return reply.status(500).send({ code: 'sandbox-fault' });
    const answer = work();
    if (fault?.mode === 'timeout') await new Promise((resolve) => setTimeout(resolve, fault.ms));
    return reply.status(answer.status).send(answer.body);
  }

  app.post<{ Params: { storeId: string } }>('/api/v1/stores/:storeId/invoices', (request, reply) =>
    api(request, reply, () => {
      const body = (request.body ?? {}) as {
        amount?: string;
        currency?: string;
        metadata?: Record<string, unknown>;
        checkout?: { expirationMinutes?: number; paymentMethods?: string[] };
      };
      const table = rates[String(body.currency ?? '').toUpperCase()];
      const methodIds = body.checkout?.paymentMethods ?? ['BTC-CHAIN'];
      const wanted = methodIds.map((id) => coins[id.replace(/-CHAIN$/, '') as Coin['code']]);
      if (!body.amount || !/^[0-9]{1,10}(\.[0-9]{1,8})?$/.test(body.amount) || table === undefined) {
        return {
          status: 422,
          body: [{ path: 'amount', message: 'amount and a supported currency are required' }],
        };
      }
      if (wanted.some((coin) => coin === undefined)) {
        return {
          status: 422,
          body: [{ path: 'checkout.paymentMethods', message: 'unknown payment method' }],
        };
      }
      const now = options.now();
      const expirationMinutes = body.checkout?.expirationMinutes ?? 15;
      const invoice: Invoice = {
        id: randomBytes(11).toString('base64url'),
        amount: body.amount,
        currency: String(body.currency).toUpperCase(),
        metadata: body.metadata ?? {},
        createdTime: now,
        expirationTime: now + expirationMinutes * 60_000,
        monitoringExpiration: now + (expirationMinutes + 60) * 60_000,
        methods: [],
        reported: { status: 'New', paid: 0 },
      };
      for (const coin of wanted as Coin[]) {
        const rate = table[coin.code];
        const method: Method = {
          paymentMethodId: `${coin.code}-CHAIN`,
          coin,
          destination: book.derive(coin),
          rate,
          due: unitsDue(invoice.amount, rate, coin.decimals),
        };
        invoice.methods.push(method);
        addresses.set(method.destination, { invoice, method });
      }
      invoices.set(invoice.id, invoice);
      notify(invoice, 'InvoiceCreated');
      return { status: 200, body: invoiceBody(invoice) };
    }),
  );

  app.get<{ Params: { storeId: string; id: string } }>(
    '/api/v1/stores/:storeId/invoices/:id',
    (request, reply) =>
      api(request, reply, () => {
        const invoice = invoices.get(request.params.id);
        return invoice
          ? { status: 200, body: invoiceBody(invoice) }
          : { status: 404, body: { code: 'invoice-not-found' } };
      }),
  );

  app.get<{ Params: { storeId: string; id: string } }>(
    '/api/v1/stores/:storeId/invoices/:id/payment-methods',
    (request, reply) =>
      api(request, reply, () => {
        const invoice = invoices.get(request.params.id);
        return invoice
          ? { status: 200, body: invoice.methods.map((method) => methodBody(invoice, method)) }
          : { status: 404, body: { code: 'invoice-not-found' } };
      }),
  );

  // The hosted checkout: what a payer's wallet scans.
  app.get<{ Params: { id: string } }>('/i/:id', async (request, reply) => {
    const invoice = invoices.get(request.params.id);
    if (invoice === undefined) return reply.status(404).send('unknown invoice');
    const { status, additionalStatus } = state(invoice);
    const lines = [
      `${invoice.amount} ${invoice.currency}: ${status}${additionalStatus === 'None' ? '' : ` (${additionalStatus})`}`,
    ];
    let images = '';
    for (const method of invoice.methods) {
      const link = method.coin.uri(method.destination, method.due);
      lines.push(
        `${unitsToDecimal(method.due, method.coin.decimals)} ${method.coin.code} to ${method.destination}`,
      );
      images += `<p><img alt="${escapeHtml(method.coin.code)} QR code" width="200" height="200" src="${await QRCode.toDataURL(link, { margin: 1 })}"></p>\n`;
    }
    return reply
      .type('text/html; charset=utf-8')
      .send(
        hostedPage('BTCPay checkout', lines, []).replace('<p class="note">', `${images}<p class="note">`),
      );
  });
};
