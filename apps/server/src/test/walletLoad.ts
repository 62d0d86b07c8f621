import http from 'node:http';
import { signRequest } from '../vendorWallet/signature.js';

/** What became of one call: its answer, or the error that took its place. */
export interface Outcome {
  transactionId: string;
  status?: number;
  code?: string;
  error?: string;
}

/** One signed bet on a connection of its own, so "sent" and "answered" are never blurred by keep-alive. */
export function signedBet(
  url: string,
  secret: string,
  fields: { sessionToken: string; gameId: number; transactionId: string; amount: string },
): Promise<Outcome> {
  const payload = JSON.stringify({ ...fields, roundId: `round-${fields.transactionId}` });
  return new Promise((resolve) => {
    const request = http.request(
      `${url}/api/vendor/wallet/bet`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-signature': signRequest(secret, payload),
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () => {
          let code: string | undefined;
          try {
            code = (JSON.parse(body) as { data?: { code?: string } }).data?.code;
          } catch {
            code = undefined;
          }
          resolve({ transactionId: fields.transactionId, status: response.statusCode, code });
        });
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ transactionId: fields.transactionId, error: error.code ?? error.message }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ transactionId: fields.transactionId, error: error.code ?? error.message }),
    );
    request.end(payload);
  });
}

/** Keeps `concurrency` calls going, each made by `next`, until `stop()` says so; answers every outcome. */
export async function keepCalling(
  concurrency: number,
  next: (index: number) => Promise<Outcome>,
  stop: () => boolean,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let index = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!stop()) {
        index += 1;
        outcomes.push(await next(index));
      }
    }),
  );
  return outcomes;
}
