import { randomInt } from 'node:crypto';

/** 'marcoz' -> 'ma***z': enough for a player to recognise a win, not to find the account. */
export function maskUsername(username: string): string {
  const chars = [...username];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

/** Fisher-Yates with a CSPRNG (no Math.random in server code). */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let index = out.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [out[index], out[other]] = [out[other]!, out[index]!];
  }
  return out;
}
