import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, productionProblems, serverRoot } from './config.js';

const tsx = path.join(serverRoot, 'node_modules/.bin/tsx');

/** Starts src/server.ts with only these settings; answers its exit code and error output. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['src/server.ts'], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

const secret = 'k'.repeat(64);
const complete = {
  NODE_ENV: 'production',
  HOUSE_VENDOR_LAUNCH_SECRET: secret,
  HOUSE_VENDOR_REQUEST_SECRET: `r${secret}`,
  HOUSE_VENDOR_ANSWER_SECRET: `a${secret}`,
  OPERATOR_TOTP_KEY: `o${secret}`,
  AUDIT_ANCHOR_KEY: `k${secret}`,
  PUBLIC_URL: 'https://casino.example',
  SMTP_URL: 'smtp://mail.example:587',
};

describe('a production start', () => {
  it('with no settings exits with a message naming what is missing, before opening anything', async () => {
    // A data folder that must stay untouched: the refusal comes before the database opens.
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'casino-prod-')), 'data');
    const { code, stderr } = await start({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '1' });
    expect(code).toBe(1);
    expect(stderr).toContain('NODE_ENV=production');
    for (const name of [
      'HOUSE_VENDOR_LAUNCH_SECRET',
      'HOUSE_VENDOR_REQUEST_SECRET',
      'HOUSE_VENDOR_ANSWER_SECRET',
      'OPERATOR_TOTP_KEY',
      'AUDIT_ANCHOR_KEY',
      'PUBLIC_URL',
      'SMTP_URL',
      'MAIL_OUTBOX',
    ]) {
      expect(stderr).toContain(name);
    }
    expect(stderr).not.toMatch(/at .*\.ts:\d+/);
    expect(existsSync(dataDir)).toBe(false);
  }, 90_000);

  it('with DEV_ROUTES set is refused, even with every other setting', async () => {
    const { code, stderr } = await start({ ...complete, DEV_ROUTES: '1' });
    expect(code).toBe(1);
    expect(stderr).toContain('DEV_ROUTES');
    expect(stderr).not.toContain('HOUSE_VENDOR_');
  }, 90_000);

  it('names each problem alone, and none when the settings are complete', () => {
    expect(productionProblems(complete)).toEqual([]);
    expect(productionProblems({ ...complete, SMTP_URL: undefined, MAIL_OUTBOX: '1' })).toEqual([]);
    expect(productionProblems({ ...complete, HOUSE_VENDOR_ANSWER_SECRET: 'short' })).toEqual([
      'HOUSE_VENDOR_ANSWER_SECRET is shorter than 32 characters',
    ]);
    expect(productionProblems({ ...complete, PUBLIC_URL: 'casino.example' })).toEqual([
      'PUBLIC_URL is not an http(s) address',
    ]);
    expect(productionProblems({ ...complete, SMTP_URL: ' ' })).toEqual([
      'SMTP_URL is not set (or MAIL_OUTBOX=1 to keep mail in the outbox table)',
    ]);
    // Outside production nothing is required: the developer's defaults apply.
    expect(productionProblems({})).toEqual([]);
    expect(productionProblems({ NODE_ENV: 'development', DEV_ROUTES: '1' })).toEqual([]);
  });

  it("refuses the test server's reality check interval, and production never reads it", () => {
    // In production it would replace every player's chosen 15, 30 or 60 minutes with seconds.
    expect(productionProblems({ ...complete, REALITY_CHECK_TEST_SECONDS: '5' })).toEqual([
      "REALITY_CHECK_TEST_SECONDS is set: a test server's reality check interval never runs in production",
    ]);
    expect(
      loadConfig({ ...complete, REALITY_CHECK_TEST_SECONDS: '5' }).realityCheckTestSeconds,
    ).toBeUndefined();
    expect(productionProblems({ NODE_ENV: 'test', REALITY_CHECK_TEST_SECONDS: '5' })).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test', REALITY_CHECK_TEST_SECONDS: '5' }).realityCheckTestSeconds).toBe(5);
  });
});
