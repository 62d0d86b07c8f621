// The baseline: the same libraries the casino's home route stands on, doing the least that uses each
// (a hash router with two routes, one translated message, one Radix dialog, one typed fetch client).
import * as Dialog from '@radix-ui/react-dialog';
import {
  createHashHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import createClient from 'openapi-fetch';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';

const api = createClient<Record<string, never>>({ baseUrl: '/api' });

function Home() {
  const [status, setStatus] = useState('');
  useEffect(() => {
    void api
      .POST('/sys/ipinfoCloudFlare' as never)
      .then((result) => setStatus(String(result.response.status)));
  }, []);
  return (
    <Dialog.Root>
      <p>{status}</p>
      <Dialog.Trigger>
        <FormattedMessage id="common.login" defaultMessage="Login" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay />
        <Dialog.Content>
          <Dialog.Title>
            <FormattedMessage id="login.title" defaultMessage="Welcome back" />
          </Dialog.Title>
          <Dialog.Close>×</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const rootRoute = createRootRoute({
  component: () => (
    <>
      <Link to="/">Home</Link> <Link to="/about">About</Link>
      <Outlet />
    </>
  ),
});
const routeTree = rootRoute.addChildren([
  createRoute({ getParentRoute: () => rootRoute, path: '/', component: Home }),
  createRoute({ getParentRoute: () => rootRoute, path: '/about', component: () => <p>About</p> }),
]);
const router = createRouter({ routeTree, history: createHashHistory() });

createRoot(document.getElementById('root')!).render(
  <IntlProvider
    locale="es"
    messages={{ 'common.login': 'Iniciar sesión', 'login.title': 'Bienvenido de nuevo' }}
  >
    <RouterProvider router={router} />
  </IntlProvider>,
);
