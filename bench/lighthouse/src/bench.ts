/**
 * What a phone downloads and how soon home is usable: builds the player app, starts the product as
 * `pnpm start` does (a free port, a fresh PGlite data folder), and runs Lighthouse (mobile, its default
 * simulated slow 4G and 4x CPU) in Debian's Chromium on home three times as a guest and three times as
 * a member (registered, activated and logged in through the API, the session put in local storage as
 * the app keeps it); beside them the bare stack (bench/bundle/bare), built the same way and served by
 * a second instance of the same server. Prints medians and the ratio of transferred JavaScript.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { build } from 'vite';
import { precompressPlugin } from '../../../scripts/precompress.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const workspace = path.resolve(here, '../../..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
/** Where each run's full Lighthouse report is written, when set (to see what a figure is made of). */
const reportDir = process.env.BENCH_REPORTS;
if (reportDir) await mkdir(reportDir, { recursive: true });
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
/** The server trusts Cloudflare's country header here, as behind Cloudflare: Spain is allowed. */
const country = { 'CF-IPCountry': 'ES' };

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  totalBytes: number;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

interface Product {
  origin: string;
  stop(): Promise<void>;
}

// Vite's build sets NODE_ENV=production in this process; `pnpm start` runs without it (the outbox answers).
const { NODE_ENV: _built, ...startEnv } = process.env;

/** `pnpm start` with the site in `distDir`, on a free port and a fresh data folder. */
async function startProduct(distDir: string): Promise<Product> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('pnpm', ['start'], {
    cwd: workspace,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...startEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CASINO_DIST_DIR: distDir,
      PUBLIC_URL: origin,
      TRUST_CLOUDFLARE: 'true',
      LOG_LEVEL: 'warn',
      // As the README starts it: the member's activation link is read from /dev/mailbox.
      DEV_ROUTES: '1',
    },
  });
  for (let waited = 0; ; waited += 250) {
    const up = await fetch(`${origin}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (waited > 120_000 || child.exitCode !== null) throw new Error(`the server on ${origin} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    async stop() {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function api(origin: string, call: string, form: Record<string, string>) {
  const res = await fetch(`${origin}/api${call}`, {
    method: 'POST',
    headers: { ...country, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  const answer = (await res.json()) as { error: number; message: string; data: { token?: string } | null };
  if (answer.error !== 0) throw new Error(`${call}: ${answer.message}`);
  return answer.data;
}

/** A member signed up, activated through the mailed link and logged in, as a player does. */
async function memberToken(origin: string): Promise<string> {
  const username = `bench${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  const password = 'Correct horse 42!';
  await api(origin, '/sys/auth/register', {
    email,
    username,
    password,
    repassword: password,
    mobilePrefix: '+34',
    mobile: '600123123',
    firstName: 'Ana',
    lastName: 'Prueba',
    gender: 'FEMALE',
    birthday: '1990-05-17',
    currency: 'EUR',
    countryCode: 'ES',
    stateCode: 'ES-MD',
    city: 'Madrid',
    postalCode: '28001',
    address: 'Calle Mayor 1',
    agreed: 'true',
  });
  // The activation mail is sent after the answer; the outbox shows it a moment later.
  let token: string | undefined;
  for (let tries = 0; token === undefined; tries += 1) {
    if (tries === 60) throw new Error('no activation mail');
    await new Promise((resolve) => setTimeout(resolve, 250));
    const outbox = await (await fetch(`${origin}/dev/mailbox`)).text();
    const mail = outbox.split('<article>').find((part) => part.includes(email));
    token = mail?.match(/activation\?token=([^"&]+)/)?.[1];
  }
  await api(origin, '/sys/member/mail/activate', { token });
  const user = await api(origin, '/sys/auth/login', { username, password });
  if (!user?.token) throw new Error('login gave no token');
  return user.token;
}

/** One Lighthouse run in a fresh browser profile (an empty cache); `token` is put where the app keeps it. */
/** Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART); such a run is taken again. */
async function measure(label: string, origin: string, token?: string): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(label, origin, token);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${label}: ${(error as Error).message}; once more`);
    }
  }
}

async function measureOnce(label: string, origin: string, token?: string): Promise<Run> {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  try {
    if (token) {
      // A page of the origin that loads none of the app, so the cache stays empty for the run.
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${origin}/healthz`);
      await page.evaluate((value) => localStorage.setItem('casino361:token', value), token);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(`${origin}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: country,
      disableStorageReset: token !== undefined,
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr } = result;
    if (reportDir) await writeFile(path.join(reportDir, `${label}-${Date.now()}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests =
      (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
    const bytes = (of: NetworkRequest[]) => of.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      jsBytes: bytes(requests.filter((request) => request.resourceType === 'Script')),
      totalBytes: bytes(requests),
    };
  } finally {
    chrome.kill();
  }
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

function summary(label: string, measured: Run[]): Run {
  const mid = Object.fromEntries(
    (Object.keys(measured[0]!) as (keyof Run)[]).map((key) => [key, median(measured.map((run) => run[key]))]),
  ) as unknown as Run;
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `${label.padEnd(14)} score ${String(mid.score).padStart(3)} (${measured.map((run) => run.score).join(', ')})` +
      `  FCP ${s(mid.fcp)}  LCP ${s(mid.lcp)}  TBT ${Math.round(mid.tbt)} ms  CLS ${mid.cls.toFixed(3)}` +
      `  JS ${kb(mid.jsBytes)}  total ${kb(mid.totalBytes)}`,
  );
  return mid;
}

console.log('Building the player app and the bare stack…');
execFileSync('pnpm', ['--filter', '@casino/casino', 'build'], {
  cwd: workspace,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const bareDist = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-bare-'));
await build({
  root: path.resolve(workspace, 'bench/bundle/bare'),
  configFile: false,
  logLevel: 'warn',
  plugins: [react(), precompressPlugin('lighthouse:precompress')],
  build: { outDir: bareDist, emptyOutDir: true },
});

const casino = await startProduct(path.resolve(workspace, 'apps/casino/dist'));
const bare = await startProduct(bareDist);
try {
  const token = await memberToken(casino.origin);
  const measured: Record<'guest' | 'member' | 'bare', Run[]> = { guest: [], member: [], bare: [] };
  // Interleaved, so a busy moment of the machine falls on every kind alike.
  for (let run = 0; run < runs; run += 1) {
    measured.guest.push(await measure('guest', casino.origin));
    measured.member.push(await measure('member', casino.origin, token));
    measured.bare.push(await measure('bare', bare.origin));
  }
  console.log(`\nLighthouse ${runs} runs each, mobile, medians (scores of every run in brackets)`);
  const guest = summary('casino guest', measured.guest);
  const member = summary('casino member', measured.member);
  const baseline = summary('bare', measured.bare);
  console.log(
    `transferred JS ratio to bare: guest ${(guest.jsBytes / baseline.jsBytes).toFixed(2)}, member ${(member.jsBytes / baseline.jsBytes).toFixed(2)} (aim: at most 1.15)`,
  );
} finally {
  await casino.stop();
  await bare.stop();
  await rm(bareDist, { recursive: true, force: true });
}
