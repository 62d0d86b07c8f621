// Compiles the server to JavaScript in dist/ (issue 31): `pnpm start` then runs it with node, no
// TypeScript at run time. The tree keeps src/'s layout (dist/server.js, dist/db/migrations/*.js,
// dist/db/pgliteWorker.js, the operator commands), shared code goes to dist/chunks/. The house vendor
// and the payment sandbox, workspace packages published as TypeScript, are compiled into it; the
// server's own dependencies stay in node_modules, as do the packages' when the server has them too.
import { existsSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'src');
const dist = path.join(root, 'dist');

const migrations = (await import('node:fs'))
  .readdirSync(path.join(src, 'db', 'migrations'))
  .filter((file) => /^\d{4}_[a-z0-9_]+\.ts$/.test(file))
  .map((file) => path.join(src, 'db', 'migrations', file));

const entryPoints = [
  'server.ts',
  'db/pgliteWorker.ts',
  'admin/gameMathsWorker.ts',
  'withdrawals/operator.ts',
  'members/documentsOperator.ts',
  'wallet/reconcileCommand.ts',
  'files/sanitizeStored.ts',
  'deposits/operator.ts',
  'admin/operatorsCommand.ts',
  'audit/verifyCommand.ts',
].map((file) => path.join(src, file));

const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Bare imports stay imports when node can resolve them from apps/server; the workspace's are compiled in. */
const dependencies = {
  name: 'dependencies',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (builtins.has(args.path)) return { external: true };
      const name = packageName(args.path);
      if (name.startsWith('@casino/')) return undefined;
      if (existsSync(path.join(root, 'node_modules', name))) return { path: args.path, external: true };
      return undefined;
    });
  },
};

rmSync(dist, { recursive: true, force: true });
const started = performance.now();
await build({
  entryPoints: [...entryPoints, ...migrations],
  outbase: src,
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  plugins: [dependencies],
  // Bundled CommonJS (a vendor's dependency) may call require: give the ESM output one.
  banner: {
    js: "import { createRequire as __casinoRequire } from 'node:module'; const require = __casinoRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(
  `server compiled to ${path.relative(process.cwd(), dist)} in ${Math.round(performance.now() - started)} ms`,
);
