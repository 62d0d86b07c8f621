// The region check's public surface (the player site asks it too); the operation is in routes.ts.
import type { FastifyRequest } from 'fastify';
import { readSetting } from '../db/siteSettings.js';
import { clientAddress } from '../http/clientAddress.js';
import { settingList } from '../settings/index.js';
import { checkCountry, countryFromHeader } from './rules.js';

type Lookup = (ip: string) => string | undefined;
let geoLookup: Promise<Lookup> | undefined;

/** The offline GeoIP database (shipped in the geoip-country package) loads on the first check. */
function geoip(): Promise<Lookup> {
  geoLookup ??= import('geoip-country').then(({ default: database }) => (ip: string) => {
    const match = database.lookup(ip);
    return match?.country;
  });
  return geoLookup;
}

/**
 * Behind Cloudflare (operator configuration TRUST_CLOUDFLARE) its CF-IPCountry header is the
 * answer; otherwise the headers could be forged, so only the connection's address counts.
 */
export async function visitorCountry(request: FastifyRequest): Promise<string | undefined> {
  if (request.server.config.trustCloudflare) {
    const fromHeader = countryFromHeader(request.headers['cf-ipcountry']);
    if (fromHeader !== undefined) return fromHeader;
  }
  return (await geoip())(clientAddress(request));
}

/** The region check's answer for this visitor (spec 000 §4); the player site also writes it into its page. */
export async function regionAnswer(request: FastifyRequest) {
  const { db } = request.server;
  const [country, restricted, noticeUrl] = await Promise.all([
    visitorCountry(request),
    readSetting(db, 'restrictedCountries'),
    readSetting(db, 'restrictedNoticeUrl'),
  ]);
  return checkCountry(country, settingList(restricted), noticeUrl);
}
