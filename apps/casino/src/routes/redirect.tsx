import { createFileRoute, redirect } from '@tanstack/react-router';
import { safeBackurl } from '../features/routing/publicPaths';
import { pickSearch } from '../features/routing/search';

// A stable address external pages (mails, payment providers) can send players to: it forwards to the
// in-app page named by backurl, or home.
export const Route = createFileRoute('/redirect')({
  validateSearch: (search) => pickSearch(search, ['backurl']),
  beforeLoad: ({ search }) => {
    throw redirect({ href: safeBackurl(search.backurl), replace: true });
  },
});
