import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Chosen once in the runner and inherited by the workers through the environment: a free port and a
// fresh, empty PGlite data folder per run.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'backoffice-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

const serverEnv = {
  PORT: process.env.E2E_PORT,
  HOST: '127.0.0.1',
  DATA_DIR: process.env.E2E_DATA_DIR,
  PUBLIC_URL: baseURL,
  BACKOFFICE_DIST_DIR: resolve('dist'),
  // No player app here: this suite drives the player through the API.
  CASINO_DIST_DIR: resolve('no-player-app'),
  LOG_LEVEL: 'warn',
  // /dev/mailbox and /dev/wallet/credit: the player's activation mail and a first deposit.
  DEV_ROUTES: '1',
};

// The administrators, as an operator creates them (apps/server README): the documented command, run
// on the fresh data folder before the server holds it, prints a one-time enrolment link. One per spec
// file, so each file enrols its own whether it runs alone or after the others.
const adminLink = (username: string) =>
  execFileSync(
    'pnpm',
    [
      '-s',
      '--filter',
      '@casino/server',
      'operators',
      'create-admin',
      username,
      `${username}@casino.test`,
      'Root',
      'Admin',
    ],
    { env: { ...process.env, ...serverEnv }, encoding: 'utf8' },
  )
    .split('\n')
    .find((line) => line.includes('/backoffice/#/enrol?token='))!
    .trim();
process.env.E2E_ADMIN_LINK ??= adminLink('root');
process.env.E2E_TWO_PERSON_ADMIN_LINK ??= adminLink('root2');
process.env.E2E_SETTINGS_ADMIN_LINK ??= adminLink('root3');

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // A failure keeps its trace with the DOM at every step, without the screencast (a quarter of the CPU).
  use: { baseURL, trace: { mode: 'retain-on-failure', screenshots: false }, launchOptions: chromium },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    // The real server serving the freshly built back office under /backoffice/, on PGlite.
    // E2E_SKIP_BUILD=1 reuses dist/ when it was just built.
    // The server runs compiled (pnpm start is node dist/server.js), so it is built too, with its packages.
    command: `${process.env.E2E_SKIP_BUILD ? 'true' : "pnpm run build && pnpm --filter '@casino/server...' build"} && pnpm --filter @casino/server start`,
    url: `${baseURL}/healthz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: serverEnv as Record<string, string>,
  },
});
