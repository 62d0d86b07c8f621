import '@casino/ui/fonts.css';
import { base, darkTheme } from '@casino/ui';
import { createHashHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onSessionLost } from './features/data/api';
import { loadCatalogue, storedLanguage } from './features/i18n/i18n';
import { LanguageProvider } from './features/i18n/LanguageProvider';
import { routeTree } from './routeTree.gen';

const router = createRouter({ routeTree, history: createHashHistory(), defaultPreload: false });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// Error -2 anywhere: the operator session ended (idle 15 minutes, signed out, disabled).
onSessionLost(() => void router.navigate({ to: '/login', search: { expired: 1 } }));

document.body.classList.add(darkTheme, base);
const language = storedLanguage();
document.documentElement.lang = language;
const messages = await loadCatalogue(language);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LanguageProvider initial={language} initialMessages={messages}>
      <RouterProvider router={router} />
    </LanguageProvider>
  </StrictMode>,
);
