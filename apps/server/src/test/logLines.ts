import { PassThrough } from 'node:stream';

/** A stream for an app's JSON logs (createTestApp's `logStream`) and the lines written to it, parsed. */
export function capturedLogs<Line = Record<string, unknown>>(): { logStream: PassThrough; lines: Line[] } {
  const logStream = new PassThrough();
  const lines: Line[] = [];
  logStream.on('data', (chunk: Buffer) =>
    lines.push(
      ...chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Line),
    ),
  );
  return { logStream, lines };
}
