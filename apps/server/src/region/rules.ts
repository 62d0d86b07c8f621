/** Cloudflare's codes for "no country": unknown (XX) and Tor exits (T1). */
const noCountry = new Set(['XX', 'T1']);

export function countryFromHeader(value: string | string[] | undefined): string | undefined {
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return code !== undefined && /^[A-Z]{2}$/.test(code) && !noCountry.has(code) ? code : undefined;
}

export interface RegionCheck {
  /** 1 allowed, 0 restricted (the contract's flag). */
  status: 0 | 1;
  url: string | null;
  country: string | null;
}

/** An unknown country (private address, no GeoIP match) is allowed: the contract's rule. */
export function checkCountry(
  country: string | undefined,
  restricted: string[],
  noticeUrl: string | undefined,
): RegionCheck {
  if (country !== undefined && restricted.includes(country)) {
    return { status: 0, url: noticeUrl ?? null, country };
  }
  return { status: 1, url: null, country: country ?? null };
}
