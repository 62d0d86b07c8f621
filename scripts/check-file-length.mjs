// Fails when a file of code in the repository runs past 400 lines, so each stays one a reader can hold
// (README.md, "pnpm lint"). Split a long file along the seams its sections show; there are no exceptions.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const limit = 400;

// Not written by hand.
const generated = [/(^|\/)generated\//, /\.gen\.ts$/, /^openapi\/dist\//, /(^|\/)compiled-lang\//];

// Code only: lock files, JSON seeds, message catalogues, fixtures and screenshots are data.
const code = /\.(ts|tsx|js|jsx|mjs|cjs)$/;

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
  .split('\0')
  .filter((file) => code.test(file) && !generated.some((pattern) => pattern.test(file)));

const lineCount = (file) => {
  try {
    const text = readFileSync(file, 'utf8');
    return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  } catch {
    return 0; // deleted in the work tree, not yet in the index
  }
};

const tooLong = [];
for (const file of files) {
  const lines = lineCount(file);
  if (lines > limit) tooLong.push(`${file}: ${lines} lines`);
}

if (tooLong.length > 0) {
  console.error(
    `Files longer than ${limit} lines (split them along their seams):\n  ${tooLong.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`every file of code is at most ${limit} lines (${files.length} checked)`);
