import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { $ref?: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<
    string,
    { content?: Record<string, { schema?: { allOf?: { $ref?: string; required?: string[] }[] } }> }
  >;
}

interface Bundle {
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const openapiDir = fileURLToPath(new URL('..', import.meta.url));
const redocly = fileURLToPath(new URL('../node_modules/.bin/redocly', import.meta.url));
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

const bundleText = readFileSync(new URL('../dist/openapi.json', import.meta.url), 'utf8');
const bundle = JSON.parse(bundleText) as Bundle;

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const operations = Object.entries(bundle.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => httpMethods.has(method))
    .map(([method, operation]) => ({ path, method, operation })),
);

const specPaths = readFileSync(new URL('../../../shared/spec/api-paths.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/'));

describe('the contract covers the specification', () => {
  it('reads the 73 paths the specification names', () => {
    expect(specPaths).toHaveLength(73);
  });

  it.each(specPaths)('describes %s', (specPath) => {
    expect(Object.keys(bundle.paths)).toContain(specPath);
  });
});

describe('operations follow the API conventions', () => {
  it.each(operations)('$method $path', ({ path, method, operation }) => {
    expect(method).toBe(path === '/sys/file/get' ? 'get' : 'post');
    expect(operation.operationId).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(operation.tags).toHaveLength(1);
    expect(operation.summary?.length).toBeGreaterThan(0);
    expect(operation.description?.length).toBeGreaterThan(0);
    expect(bundle.tags.map((tag) => tag.name)).toContain(operation.tags?.[0]);
    expect(operation.parameters?.map((parameter) => parameter.$ref)).toContain(
      '#/components/parameters/XFeLang',
    );
    const envelope = operation.responses['200']?.content?.['application/json']?.schema;
    expect(envelope?.allOf?.[0]?.$ref).toBe('#/components/schemas/Envelope');
    // The second part narrows data to the operation's own schema; required keeps it non-optional.
    expect(envelope?.allOf?.[1]?.required).toEqual(['data']);
  });

  it('encodes bodies as the conventions say', () => {
    const jsonBodies = new Set([
      '/base/game/listPage',
      '/base/banner/listAll',
      '/base/country/listAll',
      '/sys/country/listTelNum',
      '/base/state/listAll',
      '/base/state/find',
      '/sys/withdraw/listPage',
      '/base/inviteConfig/listAll',
    ]);
    for (const { path, operation } of operations) {
      const encodings = Object.keys(operation.requestBody?.content ?? {});
      if (encodings.length === 0) continue;
      const expected =
        path === '/sys/file/upload'
          ? 'multipart/form-data'
          : jsonBodies.has(path) ||
              path.startsWith('/vendor/') ||
              path.startsWith('/payments/') ||
              path.startsWith('/admin/')
            ? 'application/json'
            : 'application/x-www-form-urlencoded';
      expect([path, encodings]).toEqual([path, [expected]]);
    }
  });

  it('keeps member calls behind the session and opens only the visitor calls', () => {
    const publicSysCalls = new Set([
      '/sys/auth/login',
      '/sys/auth/register',
      '/sys/auth/checkRegister1',
      '/sys/auth/faceBookRegister',
      '/sys/auth/faceBookDialog',
      '/sys/country/listTelNum',
      '/sys/member/verifyCode/image',
      '/sys/member/mail/forgot/send',
      '/sys/member/mail/activate',
      '/sys/member/password/reset',
      '/sys/game/getTryPlayUrl',
      '/sys/gameVendor/wrapper/domain',
      '/sys/latestWin/randomList',
      '/sys/ipinfoCloudFlare',
      '/sys/sysSetting/contactUsSetting',
      '/sys/sysSetting/checkContactUsSetting',
      '/sys/sysSetting/acquire',
      '/sys/withdraw/query/login',
      '/sys/withdraw/query/detail',
    ]);
    // Guests see the home lists and public images; a session adds "recently" and own documents, and
    // attaches its member to a contact message.
    const sessionOptional = new Set([
      '/sys/game/all',
      '/sys/file/get',
      '/sys/contact/submit',
      // A member sees the pools in their currency, a visitor in the site's.
      '/sys/game/jackpotList',
    ]);
    // The back office: only an operator's login and enrolment are public, everything else needs an
    // operator session (its own scheme), never a player's.
    const publicAdminCalls = new Set([
      '/admin/auth/login',
      '/admin/auth/enrolment',
      '/admin/auth/enrolment/complete',
    ]);
    for (const { path, operation } of operations) {
      if (path.startsWith('/admin/')) {
        const expected = publicAdminCalls.has(path) ? [] : [{ operatorToken: [] }];
        expect([path, operation.security, operation.tags]).toEqual([path, expected, ['admin']]);
        continue;
      }
      const access = sessionOptional.has(path)
        ? 'optional'
        : (path.startsWith('/base/') && path !== '/base/news/listPage') ||
            publicSysCalls.has(path) ||
            path.startsWith('/vendor/') ||
            path.startsWith('/payments/')
          ? 'public'
          : 'session';
      const declared =
        operation.security === undefined
          ? 'session'
          : operation.security.length === 0
            ? 'public'
            : operation.security.some((requirement) => Object.keys(requirement).length === 0)
              ? 'optional'
              : 'session';
      expect([path, declared]).toEqual([path, access]);
    }
  });

  it('gives every operation its own operationId', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the committed bundle', () => {
  const tempDir = mkdtempSync(join(tmpdir(), 'openapi-bundle-'));
  afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

  it('equals a fresh bundle of the sources', () => {
    const fresh = join(tempDir, 'openapi.json');
    execFileSync(redocly, ['bundle', 'openapi.yaml', '-o', fresh], { cwd: openapiDir, env, stdio: 'pipe' });
    expect(readFileSync(fresh, 'utf8')).toBe(bundleText);
  });

  it('passes redocly lint with the recommended rules and no errors', () => {
    let report: string;
    try {
      report = execFileSync(redocly, ['lint', 'openapi.yaml', '--format', 'json'], {
        cwd: openapiDir,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      }).toString();
    } catch (failure) {
      report = String((failure as { stdout?: Buffer }).stdout ?? failure);
    }
    const { totals, problems } = JSON.parse(report) as { totals: { errors: number }; problems: unknown[] };
    expect(problems).toEqual([]);
    expect(totals.errors).toBe(0);
  });
});
