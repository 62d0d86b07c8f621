import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { VendorSession } from '../storage/store';
import type { HouseVendor } from '../vendor/houseVendor';
import { ok, type Result } from '../vendor/results';
import { sessionTable } from '../vendor/sessions';
import type { SharedTables, TableSnapshot } from '../vendor/sharedTable';
import { resolveLang, translate } from './i18n';
import { type RouletteBetsBody, rouletteBetsSchema } from './rouletteBets';

type Route = <B>(
  path: string,
  body: object,
  handler: (session: VendorSession, body: B) => Promise<Result<unknown>>,
) => void;

/** The table's state as one player sees it: the stakes on it in the player's own money, fun or real. */
export type TableView = ReturnType<typeof tableView>;
const tableBetSchema = {
  ...rouletteBetsSchema,
  required: [...rouletteBetsSchema.required, 'roundId'],
  properties: { ...rouletteBetsSchema.properties, roundId: { type: 'string', maxLength: 64 } },
} as const;

export function tableView(snapshot: TableSnapshot, session: VendorSession) {
  const { stakes, ...rest } = snapshot;
  const own = stakes[`${session.mode}:${session.currency}`] ?? { cents: 0, players: 0 };
  return { ...rest, stakeCents: own.cents, players: own.players, now: new Date().toISOString() };
}

/**
 * The shared table's page API: its state with the player's bets, a bet, and the live stream. The stream
 * is server-sent events over a GET the page makes with fetch (EventSource cannot send the session
 * header); the casino serves the vendor in its own process, so no proxy sits between, and the stream
 * still says no-transform and no buffering for one that would (and pings every 15 s to stay open).
 */
export function sharedTableRoutes(
  app: FastifyInstance,
  options: {
    publicPath: string;
    vendor: HouseVendor;
    tables: SharedTables;
    launchSecret: string;
    now: () => Date;
  },
  route: Route,
): void {
  const { vendor, tables } = options;
  const streams = new Set<FastifyReply['raw']>();

  route('/table/state', { type: 'object', additionalProperties: true }, async (session) => {
    const snapshot = await tables.snapshot(session.gameCode);
    return ok({
      table: snapshot ? tableView(snapshot, session) : null,
      mine: await tables.playerBets(session),
      last: await tables.lastSettled(session),
      balance: await tables.balance(session),
    });
  });
  // The page names the round it saw taking bets: a bet sent as that round closed is refused rather than
  // placed on the next one, which the player had not seen open (the stream can be a moment behind).
  route<RouletteBetsBody & { roundId: string }>('/table/bet', tableBetSchema, (session, body) =>
    tables.placeBet(
      session,
      sessionTable(options.launchSecret, options.now, session),
      body.bets,
      body.roundId,
    ),
  );

  app.get(`${options.publicPath}/api/table/stream`, async (request: FastifyRequest, reply) => {
    const header = request.headers['x-house-session'];
    const session = await vendor.findSession(typeof header === 'string' ? header : undefined);
    const snapshot = session ? await tables.snapshot(session.gameCode) : null;
    if (!session || !snapshot) {
      return reply
        .header('cache-control', 'no-store')
        .send({ error: -2, message: translate(resolveLang(undefined), 'sessionInvalid'), data: null });
    }
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    const send = (next: TableSnapshot) => raw.write(`data: ${JSON.stringify(tableView(next, session))}\n\n`);
    send(snapshot);
    const unsubscribe = tables.subscribe(session.gameCode, send);
    const ping = setInterval(() => raw.write(': ping\n\n'), 15_000);
    streams.add(raw);
    request.raw.on('close', () => {
      unsubscribe();
      clearInterval(ping);
      streams.delete(raw);
    });
  });
  // open streams would keep the server from closing
  app.addHook('preClose', async () => {
    for (const raw of streams) raw.end();
  });
}
