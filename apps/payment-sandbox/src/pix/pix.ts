import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createDynamicPix, hasError } from 'pix-utils';
import type { Faults } from '../faults';
import { hostedSignature } from '../hostedPayment/hostedPayment';
import { closingPage, escapeHtml, hostedPage, sandboxBase } from '../page';
import type { WebhookSender } from '../webhooks';

export interface PixOptions {
  /** Where the sandbox's PSP is reachable, e.g. http://127.0.0.1:8080/sandbox/pix */
  publicUrl: string;
  clientId: string;
  clientSecret: string;
  /** The merchant's registered webhook URL; like a real PSP the sandbox appends `/pix`. */
  webhookUrl: string;
  webhookSecret: string;
  faults: Faults;
  sender: WebhookSender;
}

type CobStatus = 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';

interface Cob {
  txid: string;
  revisao: number;
  calendario: { criacao: string; expiracao: number };
  status: CobStatus;
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
  location: string;
  pixCopiaECola: string;
  pix?: {
    endToEndId: string;
    txid: string;
    valor: string;
    horario: string;
    /** Who paid, as PSPs add it to the BCB object (the standard Pix object names no payer). */
    pagador: { cpf: string; nome: string };
  }[];
}

const txidPattern = /^[a-zA-Z0-9]{26,35}$/;

/** The BR Code of a dynamic charge: its location without the scheme, the receiver's name and city. */
function brCodeOf(location: string) {
  const pix = createDynamicPix({
    merchantName: 'CASINO 361',
    merchantCity: 'SAO PAULO',
    url: location.replace(/^https?:\/\//, ''),
  });
  if (hasError(pix)) throw new Error(`pix-utils refused the charge: ${pix.message}`);
  return pix;
}

/**
 * A Pix PSP as the Brazilian central bank's Pix API defines it (README "Pix"): OAuth2 client
 * credentials, `PUT /v2/cob/:txid` an immediate charge, `GET /v2/cob/:txid`, statuses ATIVA,
 * CONCLUIDA and REMOVIDA_*, the BR Code "copia e cola" of the charge's location (CRC16 by pix-utils),
 * and the webhook `POST <registered url>/pix` with the received Pix. The "bank app" page at the
 * location is where a payer pays it.
 */
export const pixSandbox: FastifyPluginAsync<PixOptions> = async (app, options) => {
  const cobs = new Map<string, Cob>();
  const tokens = new Set<string>();
  const expired = (cob: Cob) =>
    Date.parse(cob.calendario.criacao) + cob.calendario.expiracao * 1000 <= Date.now();

  app.post('/oauth/token', async (request, reply) => {
    const basic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== basic) return reply.status(401).send({ error: 'invalid_client' });
    const token = randomBytes(16).toString('hex');
    tokens.add(token);
    return { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: 'cob.write cob.read' };
  });

  async function api(
    request: FastifyRequest,
    reply: FastifyReply,
    work: () => { status: number; body: unknown },
  ) {
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(token)) return reply.status(401).send({ title: 'Não autorizado', status: 401 });
    const fault = options.faults.takeApi();
    if (fault?.mode === '500') return reply.status(500).send({ title: 'Erro interno', status: 500 });
    const answer = work();
    if (fault?.mode === 'timeout') await new Promise((resolve) => setTimeout(resolve, fault.ms));
    return reply.status(answer.status).send(answer.body);
  }

  app.put<{ Params: { txid: string } }>('/v2/cob/:txid', (request, reply) =>
    api(request, reply, () => {
      const { txid } = request.params;
      const body = (request.body ?? {}) as {
        calendario?: { expiracao?: number };
        valor?: { original?: string };
        chave?: string;
        solicitacaoPagador?: string;
      };
      const original = body.valor?.original;
      if (!txidPattern.test(txid) || !original || !/^[0-9]{1,10}\.[0-9]{2}$/.test(original) || !body.chave) {
        return { status: 400, body: { title: 'Cobrança inválida', status: 400 } };
      }
      const existing = cobs.get(txid);
      // A retried PUT with the same charge answers it; another charge under the same txid is refused.
      if (existing) {
        return existing.valor.original === original
          ? { status: 200, body: existing }
          : { status: 409, body: { title: 'txid em uso', status: 409 } };
      }
      const location = `${options.publicUrl}/qr/${txid}`;
      const cob: Cob = {
        txid,
        revisao: 0,
        calendario: { criacao: new Date().toISOString(), expiracao: body.calendario?.expiracao ?? 3600 },
        status: 'ATIVA',
        valor: { original },
        chave: body.chave,
        ...(body.solicitacaoPagador ? { solicitacaoPagador: body.solicitacaoPagador } : {}),
        location,
        pixCopiaECola: brCodeOf(location).toBRCode(),
      };
      cobs.set(txid, cob);
      return { status: 201, body: cob };
    }),
  );

  app.get<{ Params: { txid: string } }>('/v2/cob/:txid', (request, reply) =>
    api(request, reply, () => {
      const cob = cobs.get(request.params.txid);
      return cob
        ? { status: 200, body: cob }
        : { status: 404, body: { title: 'Cobrança não encontrada', status: 404 } };
    }),
  );

  // The charge's location: what a bank app shows after reading the QR code.
  app.get<{ Params: { txid: string } }>('/qr/:txid', async (request, reply) => {
    const cob = cobs.get(request.params.txid);
    if (cob === undefined) return reply.status(404).send('unknown charge');
    const open = cob.status === 'ATIVA' && !expired(cob);
    const base = `${options.publicUrl}/qr/${cob.txid}`;
    const qr = await brCodeOf(cob.location).toImage();
    const page = hostedPage(
      'Pix bank app',
      [
        `Pay R$ ${cob.valor.original} to CASINO 361`,
        `Pix copia e cola: ${cob.pixCopiaECola}`,
        open ? cob.status : expired(cob) && cob.status === 'ATIVA' ? 'EXPIRADA' : cob.status,
      ],
      open
        ? [
            { name: 'Pay', action: `${base}/pay` },
            { name: 'Decline', action: `${base}/decline` },
            { name: 'Cancel', action: `${base}/cancel` },
          ]
        : [],
    ).replace(
      '<form',
      `<p><img alt="Pix QR code" width="220" height="220" src="${escapeHtml(qr)}"></p>\n<form`,
    );
    return reply.type('text/html; charset=utf-8').send(page);
  });

  app.post<{ Params: { txid: string; action: string }; Querystring: { cpf?: string } }>(
    '/qr/:txid/:action',
    (request, reply) => {
      const cob = cobs.get(request.params.txid);
      if (cob === undefined) return reply.status(404).send('unknown charge');
      if (cob.status !== 'ATIVA' || expired(cob)) return reply.status(409).send('charge is not open');
      const { action } = request.params;
      if (action === 'pay') {
        const received = {
          endToEndId: `E${randomBytes(15).toString('hex').toUpperCase()}`.slice(0, 32),
          txid: cob.txid,
          valor: cob.valor.original,
          horario: new Date().toISOString(),
          // Each payment is a different sandbox payer unless the caller names one (README "Pix").
          pagador: {
            cpf: /^\d{11}$/.test(request.query.cpf ?? '')
              ? (request.query.cpf as string)
              : Array.from(randomBytes(11), (byte) => byte % 10).join(''),
            nome: 'Sandbox Payer',
          },
        };
        cob.status = 'CONCLUIDA';
        cob.pix = [received];
        const body = JSON.stringify({ pix: [received] });
        options.sender.send({
          url: `${options.webhookUrl}/pix`,
          body,
          headers: () => ({
            'content-type': 'application/json',
            'x-pix-signature': hostedSignature(options.webhookSecret, body),
          }),
        });
      } else if (action === 'decline') {
        cob.status = 'REMOVIDA_PELO_PSP';
      } else if (action === 'cancel') {
        cob.status = 'REMOVIDA_PELO_USUARIO_RECEBEDOR';
      } else {
        return reply.status(404).send('unknown action');
      }
      cob.revisao += 1;
      return reply
        .type('text/html; charset=utf-8')
        .send(closingPage('Pix bank app', [`Charge ${cob.status}`], sandboxBase(options.publicUrl)));
    },
  );
};
