// geoip-country ships no types; only the lookup the region check uses is declared.
declare module 'geoip-country' {
  interface GeoIpCountry {
    country: string;
  }
  const geoip: { lookup(ip: string): GeoIpCountry | null };
  export default geoip;
}
