// Paths a guest may open (spec 000 §2); every other path sends a guest to /login?backurl=...
// /withdrawQueryDetail too: the lookup without login ends there, opened by its lookup token (issue 32 §5).
const publicExact = new Set([
  '/',
  '/join',
  '/activation',
  '/login',
  '/redirect',
  '/password/reset',
  '/aboutBtc',
  '/withdrawQuery',
  '/withdrawLogin',
  '/withdrawQueryDetail',
  '/article',
  '/404',
  '/branchIndex',
]);

// The branch pages and the help Info pages, and the payment pages the spec names public (not CPAY).
const publicPrefixes = [
  '/branchIndex/',
  '/myAccount/',
  '/tableGames/',
  '/cashier/',
  '/bonus/',
  '/payment/pingpong/',
  '/payment/paypal/',
  '/payment/pix/',
];

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (publicExact.has(path)) return true;
  return publicPrefixes.some((prefix) => path.startsWith(prefix));
}

/**
 * The guest guard (spec 000 §2): a guest on a member page must log in first. An address no route knows
 * is not a member page: it goes to /404 like any visitor's.
 */
export function needsLogin(
  pathname: string,
  { known, loggedIn }: { known: boolean; loggedIn: boolean },
): boolean {
  return known && !loggedIn && !isPublicPath(pathname);
}

/** Where a guest goes from a member page: the login page, remembering the page they wanted. */
export function loginRedirect(href: string): { to: '/login'; search: { backurl: string } } {
  return { to: '/login', search: { backurl: href } };
}

/** A backurl is followed only inside the app: anything else (another origin, a scheme) goes home. */
export function safeBackurl(backurl: string | undefined): string {
  if (!backurl?.startsWith('/') || backurl.startsWith('//')) return '/';
  return backurl;
}
