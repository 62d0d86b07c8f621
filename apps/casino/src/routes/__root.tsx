import { createRootRoute, Navigate, redirect } from '@tanstack/react-router';
import { session } from '../features/app';
import { loginRedirect, needsLogin } from '../features/routing/publicPaths';
import { Shell } from '../features/shell/Shell';

export const Route = createRootRoute({
  // Only the root matching means no route knows the address.
  beforeLoad: ({ location, matches }) => {
    if (needsLogin(location.pathname, { known: matches.length > 1, loggedIn: Boolean(session.getToken()) })) {
      throw redirect(loginRedirect(location.href));
    }
  },
  component: Shell,
  notFoundComponent: () => <Navigate to="/404" replace />,
});
