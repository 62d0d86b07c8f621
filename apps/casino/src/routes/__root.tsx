import { createRootRoute, Navigate, redirect } from '@tanstack/react-router';
import { session } from '../features/app';
import { isPublicPath, loginRedirect } from '../features/routing/publicPaths';
import { Shell } from '../features/shell/Shell';

export const Route = createRootRoute({
  // Spec 000 §2: a guest on a member page goes to login, which brings them back afterwards. An address
  // no route knows (only the root matched) is not a member page: it goes to /404 like any visitor's.
  beforeLoad: ({ location, matches }) => {
    const known = matches.length > 1;
    if (known && !session.getToken() && !isPublicPath(location.pathname)) {
      throw redirect(loginRedirect(location.href));
    }
  },
  component: Shell,
  notFoundComponent: () => <Navigate to="/404" replace />,
});
