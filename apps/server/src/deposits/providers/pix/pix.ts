import { requestIdHeaders } from '../../../http/requestId.js';
import type { DepositOrder } from '../../repository.js';
import { type DepositProvider, type ProviderReading, ProviderUnavailable } from '../provider.js';
import { verifyTimestamped } from '../timestampedSignature.js';

export interface PixSettings {
  /** The PSP's Pix API base (the part before `/v2/cob`), e.g. https://pix.example-psp.com.br */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The operator's Pix key (chave) the charges are paid to. */
  pixKey: string;
  /** Secret of the notifications' X-Pix-Signature (see README: real PSPs authenticate by mTLS). */
  webhookSecret: string;
  /** How long a charge can be paid, in seconds (calendario.expiracao). */
  expirySeconds: number;
  timeoutMs?: number;
}

interface Cob {
  txid: string;
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';
  calendario: { criacao: string; expiracao: number };
  valor: { original: string };
  location: string;
  pixCopiaECola: string;
  pix?: { endToEndId: string; valor: string; pagador?: { cpf?: string; cnpj?: string } }[];
}

/** A deposit order's txid: its id without the underscore (26 to 35 letters and digits, as the API requires). */
export const txidOf = (orderId: string) => orderId.replace(/[^a-zA-Z0-9]/g, '');

/**
 * The Brazilian central bank's Pix API (immediate charges, `cob`) at the operator's PSP: OAuth2 client
 * credentials, `PUT /v2/cob/{txid}`, `GET /v2/cob/{txid}`. Pix is in reais: the casino offers it to
 * BRL accounts only.
 */
export class PixProvider implements DepositProvider {
  readonly name = 'pix';
  private token: { value: string; until: number } | undefined;

  constructor(private readonly settings: PixSettings) {}

  private async request(method: string, path: string, body?: unknown, retried = false): Promise<Response> {
    try {
      const response = await fetch(`${this.settings.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${await this.accessToken()}`,
          'content-type': 'application/json',
          ...requestIdHeaders(),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 20_000),
      });
      // A token the PSP no longer knows (it restarted, or revoked it): one fresh token, one retry.
      if (response.status === 401 && !retried) {
        this.token = undefined;
        return this.request(method, path, body, true);
      }
      return response;
    } catch (error) {
      if (error instanceof ProviderUnavailable) throw error;
      throw new ProviderUnavailable(this.name, error);
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString('base64');
    const response = await fetch(`${this.settings.apiUrl}/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...requestIdHeaders(),
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(this.settings.timeoutMs ?? 20_000),
    }).catch((error: unknown) => {
      throw new ProviderUnavailable(this.name, error);
    });
    if (!response.ok) throw new ProviderUnavailable(this.name, new Error(`token status ${response.status}`));
    const token = (await response.json()) as { access_token: string; expires_in: number };
    this.token = { value: token.access_token, until: Date.now() + (token.expires_in - 60) * 1000 };
    return token.access_token;
  }

  private async cob(response: Response): Promise<Cob> {
    if (!response.ok) throw new ProviderUnavailable(this.name, new Error(`status ${response.status}`));
    return (await response.json()) as Cob;
  }

  /** An immediate charge for the order; a retried PUT of the same charge answers it. */
  async createCharge(order: DepositOrder): Promise<{ txid: string; location: string; brCode: string }> {
    const txid = txidOf(order.id);
    const cob = await this.cob(
      await this.request('PUT', `/v2/cob/${txid}`, {
        calendario: { expiracao: this.settings.expirySeconds },
        valor: { original: order.amount },
        chave: this.settings.pixKey,
        solicitacaoPagador: `Deposit ${order.id}`,
      }),
    );
    const location = /^https?:\/\//.test(cob.location) ? cob.location : `https://${cob.location}`;
    return { txid: cob.txid, location, brCode: cob.pixCopiaECola };
  }

  async read(order: DepositOrder): Promise<ProviderReading> {
    const txid = order.provider_payment_id ?? txidOf(order.id);
    const response = await this.request('GET', `/v2/cob/${txid}`);
    if (response.status === 404) return { status: 'failed', reason: 'no charge at the PSP' };
    const cob = await this.cob(response);
    switch (cob.status) {
      case 'CONCLUIDA': {
        const paid = cob.pix?.[0];
        // The payer's CPF or CNPJ where the PSP adds it (the BCB object itself names no payer).
        const payer = paid?.pagador?.cpf ?? paid?.pagador?.cnpj;
        return {
          status: 'succeeded',
          providerPaymentId: txid,
          amount: paid?.valor ?? cob.valor.original,
          currency: 'BRL',
          ...(payer ? { payerAccount: `payer:${payer.replace(/\D/g, '')}` } : {}),
        };
      }
      case 'REMOVIDA_PELO_PSP':
        return { status: 'failed', providerPaymentId: txid, reason: 'removed by the PSP' };
      case 'REMOVIDA_PELO_USUARIO_RECEBEDOR':
        return { status: 'canceled', providerPaymentId: txid };
      default: {
        const ends = Date.parse(cob.calendario.criacao) + cob.calendario.expiracao * 1000;
        return Date.now() >= ends
          ? { status: 'expired', providerPaymentId: txid }
          : { status: 'awaiting_customer', providerPaymentId: txid };
      }
    }
  }

  /**
   * `POST <webhook>/pix` with `{pix: [{endToEndId, txid, ...}]}`, signed t=,v1= over "<t>.<raw body>".
   * Answers each received Pix as an event (its endToEndId) of a charge (its txid).
   */
  parseWebhook(raw: Buffer, header: string | undefined): { eventId: string; txid: string }[] | undefined {
    if (!verifyTimestamped(raw, header, this.settings.webhookSecret)) return undefined;
    const body = JSON.parse(raw.toString('utf8')) as { pix?: { endToEndId?: unknown; txid?: unknown }[] };
    if (!Array.isArray(body.pix)) return undefined;
    return body.pix.flatMap((pix) =>
      typeof pix.endToEndId === 'string' && typeof pix.txid === 'string'
        ? [{ eventId: pix.endToEndId, txid: pix.txid }]
        : [],
    );
  }
}
