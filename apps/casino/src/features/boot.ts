import type { CallData, CallResult, components } from '@casino/api-client';

type Region = CallData<'/sys/ipinfoCloudFlare'>;
type FacebookDialog = CallData<'/sys/auth/faceBookDialog'>;
// Named from the contract, not from games/banners.ts: that module reads this one.
type Banner = components['schemas']['Banner'];

/**
 * The answers the server writes into index.html for this visitor (apps/server `site/playerSite.ts`):
 * the region check and, when it lets the visitor in, home's banners. Absent (the Vite dev server, or
 * an older page), the app asks for them as before.
 */
interface Boot {
  region?: Region;
  banners?: Banner[];
  /** The language the banners' words are in (the app's `lang` cookie, else Spanish). */
  lang?: string;
  /** Facebook's login dialog for the Facebook button (null: no Facebook app). */
  facebook?: FacebookDialog;
}

function readBoot(): Boot {
  const element = document.getElementById('boot');
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as Boot;
  } catch {
    return {};
  }
}

const boot = readBoot();

/** The region check's answer from the page, else undefined (ask the server). */
export function bootRegion(): CallResult<Region> | undefined {
  return boot.region ? { ok: true, data: boot.region } : undefined;
}

/** Home's banners from the page when their words are in `language`, else undefined (ask the server). */
export const bootBanners = (language: string): Banner[] | undefined =>
  boot.lang === undefined || boot.lang === language ? boot.banners : undefined;

/** The Facebook button's dialog from the page (null: none), else undefined (ask the server). */
export const bootFacebook = (): FacebookDialog | undefined => boot.facebook;
