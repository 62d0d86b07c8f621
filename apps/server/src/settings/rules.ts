/** Minutes after midnight of an `HH:MM` time, or undefined when it is not one. */
export function minutesOf(time: string | undefined): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time?.trim() ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/**
 * Live chat is available with a chat script and inside the operator's hours, both in UTC (002 §1).
 * Equal start and end mean all day; a start after the end spans midnight (22:00-06:00). The end
 * minute itself is still open, so 08:00-23:59 covers the whole last minute of the day's hours.
 */
export function liveChatAvailable(
  now: Date,
  settings: { liveChatScript?: string; liveChatStartUtc?: string; liveChatEndUtc?: string },
): boolean {
  if ((settings.liveChatScript ?? '').trim() === '') return false;
  const start = minutesOf(settings.liveChatStartUtc);
  const end = minutesOf(settings.liveChatEndUtc);
  if (start === undefined || end === undefined) return false;
  if (start === end) return true;
  const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
  return start < end ? minute >= start && minute <= end : minute >= start || minute <= end;
}

/** Settings hold text; the seed file's arrays are stored comma-separated, so an operator can edit them. */
export function settingText(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(',');
  return String(value);
}

export function settingList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
