// Regenerates every committed generated file and fails when the result differs from what is
// committed, so the contract bundle, the API client and the message catalogues never drift.
import { execSync } from 'node:child_process';

const generators = [
  ['contract bundle', 'pnpm -s openapi:bundle'],
  ['API client', 'pnpm -s --filter @casino/api-client --if-present generate'],
  ['message catalogues', 'pnpm -s --filter @casino/casino --if-present i18n'],
  ['back-office message catalogues', 'pnpm -s --filter @casino/backoffice --if-present i18n'],
  ['route tree', 'pnpm -s --filter @casino/casino --if-present routes'],
  ['back-office route tree', 'pnpm -s --filter @casino/backoffice --if-present routes'],
];
const watched = [
  'openapi/dist',
  'packages/api-client/src/generated',
  'apps/casino/src/lang',
  'apps/backoffice/src/lang',
  'apps/casino/src/routeTree.gen.ts',
  'apps/backoffice/src/routeTree.gen.ts',
];

for (const [name, command] of generators) {
  console.log(`regenerating the ${name}: ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off' } });
}
const drift = execSync(`git status --porcelain -- ${watched.join(' ')}`, { encoding: 'utf8' }).trim();
if (drift) {
  console.error(`Generated files differ from what is committed:\n${drift}`);
  console.error(execSync(`git diff --stat -- ${watched.join(' ')}`, { encoding: 'utf8' }));
  process.exit(1);
}
console.log('generated files match the committed ones');
