import type { components } from '@casino/api-client';
import { desktopQuery } from '@casino/ui';
import { api } from '../app';
import { bootBanners } from '../boot';
import { storedLanguage } from '../i18n/languages';

export type Banner = components['schemas']['Banner'];

let started: Promise<Banner[]> | null = null;

function fetchBanners(): Promise<Banner[]> {
  return api
    .call('/base/banner/listAll', { enabled: 1, sortIndex_0: 'ASC' }, { loading: false })
    .then((result) => (result.ok ? result.data : []));
}

/**
 * Asks for home's banners at start (once the region check has let the player in), and has the first
 * one's image fetched at high priority as soon as its address is known: it is the largest thing home
 * paints, and waiting for the page to render before asking for it made home slow to show.
 */
export function startBanners(): void {
  const path = window.location.hash.replace(/^#/, '').split('?')[0];
  if (started || (path !== '' && path !== '/')) return;
  // Written into the page with its first image's preload (the server's boot answers): nothing to ask.
  const written = bootBanners(storedLanguage());
  if (written) {
    started = Promise.resolve(written);
    return;
  }
  started = fetchBanners().then((banners) => {
    const first = banners[0];
    if (first) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = window.matchMedia(desktopQuery).matches ? first.image : (first.mobileImage ?? first.image);
      link.fetchPriority = 'high';
      document.head.append(link);
    }
    return banners;
  });
}

/** The banners asked for at start (once), else asked for now (in the player's language). */
export function loadBanners(): Promise<Banner[]> {
  const early = started;
  started = null;
  return early ?? fetchBanners();
}
