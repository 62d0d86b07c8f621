/** Readers of environment values: a blank or unreadable value is the fallback, never an error. */
export function integer(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export function flag(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

export function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** `{"HOUSE": {"games.example.com": "games.casino.example"}}`; anything unreadable means no rewrites. */
export function hostMaps(value: string | undefined): Record<string, Record<string, string>> {
  if (value === undefined || value.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const maps: Record<string, Record<string, string>> = {};
    for (const [vendor, map] of Object.entries(parsed)) {
      if (typeof map !== 'object' || map === null) continue;
      maps[vendor] = Object.fromEntries(
        Object.entries(map).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
    }
    return maps;
  } catch {
    return {};
  }
}

export function optional(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
