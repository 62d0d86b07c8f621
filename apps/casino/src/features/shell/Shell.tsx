import { loading } from '@casino/api-client';
import { LoadingIndicator, ToastProvider } from '@casino/ui';
import { Outlet, useMatches } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useActivationPrompt } from '../auth/activationPrompt';
import { useFacebookReturn } from '../auth/facebook/useFacebookReturn';
import { CataloguePart } from '../i18n/CataloguePart';
import { useAgentInvitePopup } from '../invite/useAgentInvitePopup';
import { usePromotionPopup } from '../promotions/promotionPopup';
import { pageTitle } from '../site';
import { DialogHost } from './DialogHost';
import { useDialogLinks } from './dialogLinks';
import { Footer } from './Footer';
import { common } from './messages';
import { ToastBridge } from './notify';
import { useCloseDialogsOnRouteChange } from './routeChange';
import * as styles from './shell.css';
import { TopBar } from './TopBar';
import { WinsTicker } from './WinsTicker';

// The drawer is its own chunk: it holds every menu entry and the language list, none needed at start.
const Drawer = lazy(() => import('./Drawer'));

/** The page title is the current route's title plus the site name (spec 000 §2). */
function useDocumentTitle() {
  const intl = useIntl();
  const matches = useMatches();
  // Help pages take their title from the page they resolved to (route context), the rest from staticData.
  const titles = matches.map(
    (match) => (match.context as { title?: MessageDescriptor }).title ?? match.staticData.title,
  );
  const title = titles.findLast(Boolean);
  useEffect(() => {
    document.title = pageTitle(title ? intl.formatMessage(title) : '');
  }, [intl, title]);
}

export function Shell() {
  useDocumentTitle();
  useAgentInvitePopup();
  useCloseDialogsOnRouteChange();
  useDialogLinks();
  useActivationPrompt();
  useFacebookReturn();
  usePromotionPopup();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const intl = useIntl();
  const busy = useSyncExternalStore(loading.subscribe, loading.getSnapshot);
  return (
    <ToastProvider
      label={intl.formatMessage(common.notifications)}
      closeLabel={intl.formatMessage(common.close)}
    >
      <ToastBridge />
      <LoadingIndicator active={busy} label={intl.formatMessage(common.loading)} />
      <div className={styles.page} id="top">
        <TopBar onMenu={() => setMenuOpen(true)} />
        <WinsTicker />
        {menuOpen && (
          <Suspense fallback={null}>
            <CataloguePart name="member">
              <Drawer onClose={closeMenu} />
            </CataloguePart>
          </Suspense>
        )}
        <main className={styles.main}>
          <Outlet />
        </main>
        <Footer />
        <DialogHost />
      </div>
    </ToastProvider>
  );
}
