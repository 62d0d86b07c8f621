// `pnpm test`: the checks, then every package's test script, each part of a script joined by `&&` timed
// as its own suite. Suites run in two lanes at once: the browser end-to-end suites (which spend most of
// their time waiting on animations, schedules and pages) beside everything else (which keeps the CPU
// busy), one suite at a time in each lane; TEST_LANES=1 runs them one after another. Every suite runs
// even after one fails; the end prints each suite's time and status, and the run fails if any suite did.
// `node scripts/test.mjs server casino` runs only the suites whose name contains one of the words.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);

const checks = ['lint', 'typecheck', 'check:generated'].map((script) => ({
  name: script,
  cwd: root,
  command: `pnpm ${script}`,
}));

const packageDirs = ['packages', 'openapi', 'apps'].flatMap((dir) =>
  dir === 'openapi'
    ? [dir]
    : readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join(dir, entry.name))
        .sort(),
);

const suites = packageDirs.flatMap((dir) => {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  } catch {
    return [];
  }
  const script = manifest.scripts?.test;
  if (!script) return [];
  const parts = script.split(' && ');
  return parts.map((part) => ({
    name: parts.length > 1 ? `${dir}: ${part.length > 48 ? `${part.slice(0, 47)}…` : part}` : dir,
    cwd: path.join(root, dir),
    command: part,
  }));
});

const selected = [...checks, ...suites].filter(
  (suite) => only.length === 0 || only.some((word) => suite.name.includes(word)),
);

const binPath = (cwd) =>
  [path.join(cwd, 'node_modules/.bin'), path.join(root, 'node_modules/.bin'), process.env.PATH].join(':');

// Both end-to-end suites serve the compiled server with the apps it hosts: build them once, first, and
// let each suite reuse the build (E2E_SKIP_BUILD) instead of building the server twice. Storybook (the
// design system's build, which the server hosts at /storybook/) is left out: no end-to-end step opens it
// and it took 50 s.
const e2e = selected.some((suite) => suite.command.startsWith('playwright'));
const build = {
  name: 'build for the end-to-end suites',
  cwd: root,
  command:
    "pnpm --filter @casino/casino --filter @casino/backoffice build && pnpm --filter '@casino/server...' --filter '!@casino/ui' build",
};
const env = e2e && !process.env.E2E_SKIP_BUILD ? { ...process.env, E2E_SKIP_BUILD: '1' } : process.env;
const steps = e2e && !process.env.E2E_SKIP_BUILD ? [build, ...selected] : selected;

const lanes = Number(process.env.TEST_LANES ?? 2) > 1 ? 2 : 1;
// The house vendor's screenshot stories join the browser lane after the player e2e: the other lane was
// the longer one (about 33 minutes against 27 in the sixth session's run).
const inBrowserLane = (suite) =>
  suite === build ||
  suite.command.startsWith('playwright') ||
  suite.command.includes('vitest.stories.config');
const laneSteps = (
  lanes === 2 ? [steps.filter(inBrowserLane), steps.filter((suite) => !inBrowserLane(suite))] : [steps]
).filter((suites) => suites.length > 0);

// One lane writes to the terminal as it goes; the other's output is held and written whole when each of
// its suites ends, so two suites never interleave their lines.
function run(suite, live) {
  return new Promise((resolve) => {
    const begin = Date.now();
    const header = `\n▶ ${suite.name}  (${suite.command})`;
    if (live) console.log(header);
    const child = spawn('sh', ['-c', suite.command], {
      cwd: suite.cwd,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...env, PATH: binPath(suite.cwd) },
    });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('close', (status) => {
      if (!live) process.stdout.write(`${header}\n${Buffer.concat(held).toString()}`);
      resolve({ name: suite.name, seconds: (Date.now() - begin) / 1000, ok: status === 0 });
    });
  });
}

async function runLane(suites, live) {
  const done = [];
  for (const suite of suites) done.push(await run(suite, live));
  return done;
}

const started = Date.now();
const results = (await Promise.all(laneSteps.map((suites, lane) => runLane(suites, lane === 0)))).flat();

const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
const width = Math.max(...results.map((result) => result.name.length));
console.log('\nsuite'.padEnd(width + 1), ' time   result');
for (const result of results) {
  console.log(result.name.padEnd(width), clock(result.seconds).padStart(6), ' ', result.ok ? 'ok' : 'FAILED');
}
console.log('total'.padEnd(width), clock((Date.now() - started) / 1000).padStart(6));
process.exit(results.every((result) => result.ok) ? 0 : 1);
