import '@casino/ui/fonts.css';
import { darkTheme } from '@casino/ui';
import { createHashHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { api, onSessionLost, session } from './features/app';
import { takeFacebookReturn } from './features/auth/facebook/facebookReturn';
import { bootRegion } from './features/boot';
import { startBanners } from './features/games/banners';
import { loadCatalogue } from './features/i18n/catalogues';
import { LanguageProvider } from './features/i18n/LanguageProvider';
import { storedLanguage, storeLanguage } from './features/i18n/languages';
import { RestrictedNotice } from './features/region/RestrictedNotice';
import { loginRedirect } from './features/routing/publicPaths';
import './features/routing/staticData';
import { routeTree } from './routeTree.gen';

// Facebook's login dialog answers in the address (#access_token=…): taken out before the router reads it.
takeFacebookReturn();

const router = createRouter({
  routeTree,
  history: createHashHistory(),
  scrollRestoration: true,
  defaultPreload: 'intent',
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// Error -2 anywhere but token info: the session is gone, log in again and come back here.
onSessionLost(() => void router.navigate(loginRedirect(router.state.location.href)));

/** Where a restricted player is sent, unless it is this app itself (which would loop). */
function elsewhere(url: string | null): string | null {
  if (!url) return null;
  const target = new URL(url, window.location.href);
  return target.origin === window.location.origin && target.pathname === window.location.pathname
    ? null
    : target.toString();
}

async function start() {
  const language = storedLanguage();
  // Mirrors the choice into the cookie the server writes home's banners by (for choices made before it).
  storeLanguage(language);
  document.documentElement.lang = language;
  document.body.classList.add(darkTheme);
  // Spec 000 §4: nothing shows until the region check answers; a failed check shows the app.
  const [region, messages] = await Promise.all([
    bootRegion() ?? api.call('/sys/ipinfoCloudFlare', undefined, { loading: false }),
    loadCatalogue(language),
  ]);
  const root = createRoot(document.getElementById('root')!);
  if (region.ok && region.data.status === 0) {
    const target = elsewhere(region.data.url);
    if (target) window.location.replace(target);
    else
      root.render(
        <LanguageProvider initial={language} initialMessages={messages}>
          <RestrictedNotice />
        </LanguageProvider>,
      );
    return;
  }
  // A restricted player's browser asks for nothing else; an allowed one asks for home's banners
  // beside the session, before the app renders.
  startBanners();
  await session.start();
  root.render(
    <StrictMode>
      <LanguageProvider initial={language} initialMessages={messages}>
        <RouterProvider router={router} />
      </LanguageProvider>
    </StrictMode>,
  );
}

void start();
