import { presetSeedPair } from '@casino/house-vendor';
import type { FastifyInstance } from 'fastify';
import { ApiError, ErrorCode, invalid, refused, success } from '../http/envelope.js';
import { findMemberByLogin } from '../members/index.js';

/**
 * The end-to-end tests' way to be dealt a known blackjack hand (a pair to split and double): POST
 * /dev/house/seeds with JSON {username, serverSeed, clientSeed} makes that seed pair the member's first
 * at the house vendor, so the cards still come from the provably fair chain. A server seed the caller
 * knows is no secret, so this is a development route: registered only with DEV_ROUTES=1 (refused in
 * production) and answered only on this machine (../site/devRoutes.ts).
 */
export async function devHouseSeedsRoute(app: FastifyInstance): Promise<void> {
  app.post('/dev/house/seeds', async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
    const member = await findMemberByLogin(app.db, text('username').trim());
    if (!member) throw new ApiError(ErrorCode.notFound, 'common.notFound');
    const serverSeed = text('serverSeed');
    if (!/^[0-9a-f]{64}$/.test(serverSeed)) throw invalid('validation.invalid', { field: 'serverSeed' });
    if (!/^[\x21-\x39\x3b-\x7e]{1,64}$/.test(text('clientSeed'))) {
      throw invalid('validation.invalid', { field: 'clientSeed' });
    }
    // a member who has played keeps the pair their rounds were drawn from
    if (!(await presetSeedPair(app.db, Number(member.id), serverSeed, text('clientSeed')))) {
      throw refused('validation.invalid', { field: 'username' });
    }
    return success({ username: member.username });
  });
}
