import { AppShell, Button } from '@casino/ui';
import { createRootRoute, Outlet, redirect, useLocation, useNavigate } from '@tanstack/react-router';
import { defineMessages } from 'react-intl';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { t } from '../features/i18n/i18n';
import { LanguageChooser } from '../features/i18n/LanguageProvider';
import { session } from '../features/session/session';
import { useOperator } from '../features/session/useOperator';

const openPaths = ['/login', '/enrol'];

export const Route = createRootRoute({
  beforeLoad: ({ location }) => {
    if (!openPaths.includes(location.pathname) && session.token() === null) throw redirect({ to: '/login' });
  },
  component: Root,
});

const m = defineMessages({
  dashboard: { id: 'nav.dashboard', defaultMessage: 'Dashboard' },
  players: { id: 'nav.players', defaultMessage: 'Players' },
  cashOuts: { id: 'nav.cashOuts', defaultMessage: 'Cash-outs' },
  approvals: { id: 'nav.approvals', defaultMessage: 'Approvals' },
  documents: { id: 'nav.documents', defaultMessage: 'Documents' },
  deposits: { id: 'nav.deposits', defaultMessage: 'Deposits in review' },
  contact: { id: 'nav.contact', defaultMessage: 'Contact messages' },
  content: { id: 'nav.content', defaultMessage: 'Content' },
  settings: { id: 'nav.settings', defaultMessage: 'Settings' },
  reports: { id: 'nav.reports', defaultMessage: 'Reports' },
  games: { id: 'nav.games', defaultMessage: 'Game maths' },
  audit: { id: 'nav.audit', defaultMessage: 'Audit' },
  operators: { id: 'nav.operators', defaultMessage: 'Operators' },
  title: { id: 'shell.title', defaultMessage: 'Back office' },
  sections: { id: 'shell.sections', defaultMessage: 'Sections' },
  signOut: { id: 'shell.signOut', defaultMessage: 'Sign out' },
});

/** The sections, each shown to the roles whose permission opens it. */
const sections = [
  { label: m.dashboard, to: '/', permission: 'dashboard.view' },
  { label: m.players, to: '/players', permission: 'players.view' },
  { label: m.cashOuts, to: '/cashouts', permission: 'cashOuts.view', queue: 'cashOutsPending' },
  { label: m.approvals, to: '/approvals', permission: 'players.view', queue: 'approvalsPending' },
  { label: m.documents, to: '/documents', permission: 'documents.view', queue: 'documentsToReview' },
  { label: m.deposits, to: '/deposits', permission: 'deposits.view', queue: 'depositsInReview' },
  { label: m.contact, to: '/contact', permission: 'contact.answer' },
  { label: m.content, to: '/content', permission: 'content.edit' },
  { label: m.settings, to: '/settings', permission: 'settings.edit' },
  { label: m.reports, to: '/reports', permission: 'reports.view' },
  { label: m.games, to: '/games', permission: 'games.view' },
  { label: m.audit, to: '/audit', permission: 'audit.view' },
  { label: m.operators, to: '/operators', permission: 'operators.manage' },
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
      label: t(section.label),
      href: `#${section.to}`,
      current: section.to === '/' ? pathname === '/' : pathname.startsWith(section.to),
      count: 'queue' in section && queues ? queues[section.queue] : undefined,
    }));
  return (
    <AppShell
      title={t(m.title)}
      navLabel={t(m.sections)}
      navItems={navItems}
      actions={
        <>
          <span>
            {operator.displayName} ({operator.role})
          </span>
          <LanguageChooser />
          <Button size="small" variant="secondary" onClick={onSignOut}>
            {t(m.signOut)}
          </Button>
        </>
      }
    >
      <Outlet />
    </AppShell>
  );
}
