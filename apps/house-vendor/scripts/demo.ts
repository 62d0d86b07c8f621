/**
 * The game client against a fake casino wallet, for development and screenshots: `npx tsx
 * scripts/demo.ts [port]` (after `pnpm build`) prints a real-money and a play-for-fun launch URL for
 * each engine. Every URL opens one session (launch tokens are single use); run it again for new ones.
 */
import Fastify from 'fastify';
import { STUDIO_SLOTS } from '../src/games/slotStudio/slots/index';
import { createLaunchToken, launchPath } from '../src/http/launchToken';
import { houseVendorPlugin } from '../src/http/plugin';
import { createMemoryStore } from '../src/storage/memoryStore';
import { startFakeCasinoWallet } from '../src/testing/fakeCasinoWallet';
import { testSecrets } from '../src/testing/secrets';

const secrets = testSecrets('demo');
const casino = await startFakeCasinoWallet(secrets, { 1: '500.00' });
const app = Fastify();
await app.register(houseVendorPlugin, {
  walletUrl: casino.url,
  secrets,
  storage: createMemoryStore(),
  retryIntervalMs: 0,
});
const base = await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 0) });
const lang = process.env.DEMO_LANG ?? 'en';
const games = process.env.DEMO_GAMES?.split(',') ?? [
  'house_fruit_fortune',
  'house_roulette',
  'house_roulette_french',
  'house_blackjack',
  'house_blackjack_enhc',
  ...STUDIO_SLOTS.map((slot) => `house_${slot.id}`),
];
for (const gameCode of games) {
  for (const mode of ['real', 'fun'] as const) {
    const token = createLaunchToken(secrets.launch, {
      memberId: mode === 'real' ? 1 : null,
      gameId: 1,
      gameCode,
      currency: 'EUR',
      mode,
      lang,
    });
    console.log(`${gameCode} ${mode}: ${base}${launchPath('/vendor/house', token)}`);
  }
}
