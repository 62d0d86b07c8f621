import { AppShell, Button } from '@casino/ui';
import { createRootRoute, Outlet, redirect, useLocation, useNavigate } from '@tanstack/react-router';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { session } from '../features/session/session';
import { useOperator } from '../features/session/useOperator';

const openPaths = ['/login', '/enrol'];

export const Route = createRootRoute({
  beforeLoad: ({ location }) => {
    if (!openPaths.includes(location.pathname) && session.token() === null) throw redirect({ to: '/login' });
  },
  component: Root,
});

/** The sections, each shown to the roles whose permission opens it. */
const sections = [
  { label: 'Dashboard', to: '/', permission: 'dashboard.view' },
  { label: 'Players', to: '/players', permission: 'players.view' },
  { label: 'Cash-outs', to: '/cashouts', permission: 'cashOuts.view', queue: 'cashOutsPending' },
  { label: 'Approvals', to: '/approvals', permission: 'players.view', queue: 'approvalsPending' },
  { label: 'Documents', to: '/documents', permission: 'documents.view', queue: 'documentsToReview' },
  { label: 'Deposits in review', to: '/deposits', permission: 'deposits.view', queue: 'depositsInReview' },
  { label: 'Contact messages', to: '/contact', permission: 'contact.answer' },
  { label: 'Content', to: '/content', permission: 'content.edit' },
  { label: 'Settings', to: '/settings', permission: 'settings.edit' },
  { label: 'Reports', to: '/reports', permission: 'reports.view' },
  { label: 'Audit', to: '/audit', permission: 'audit.view' },
  { label: 'Operators', to: '/operators', permission: 'operators.manage' },
] as const;

function Root() {
  const operator = useOperator();
  const location = useLocation();
  const navigate = useNavigate();
  if (operator === null || openPaths.includes(location.pathname)) return <Outlet />;
  return (
    <Shell
      operator={operator}
      pathname={location.pathname}
      onSignOut={async () => {
        await api.call('/admin/auth/logout');
        session.signOut();
        await navigate({ to: '/login' });
      }}
    />
  );
}

function Shell({
  operator,
  pathname,
  onSignOut,
}: {
  operator: NonNullable<ReturnType<typeof useOperator>>;
  pathname: string;
  onSignOut: () => void;
}) {
  const dashboard = useCall('/admin/dashboard', { at: pathname });
  const queues = operator.permissions.includes('dashboard.view') ? dashboard.data?.queues : undefined;
  const navItems = sections
    .filter((section) => operator.permissions.includes(section.permission))
    .map((section) => ({
      label: section.label,
      href: `#${section.to}`,
      current: section.to === '/' ? pathname === '/' : pathname.startsWith(section.to),
      count: 'queue' in section && queues ? queues[section.queue] : undefined,
    }));
  return (
    <AppShell
      title="Back office"
      navLabel="Sections"
      navItems={navItems}
      actions={
        <>
          <span>
            {operator.displayName} ({operator.role})
          </span>
          <Button size="small" variant="secondary" onClick={onSignOut}>
            Sign out
          </Button>
        </>
      }
    >
      <Outlet />
    </AppShell>
  );
}
