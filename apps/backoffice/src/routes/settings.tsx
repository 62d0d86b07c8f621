import { sprinkles } from '@casino/ui';
import { createFileRoute, Link, Outlet } from '@tanstack/react-router';
import { defineMessages } from 'react-intl';
import { t } from '../features/i18n/i18n';
import { Page } from '../features/layout/Page';
import { session } from '../features/session/session';

const m = defineMessages({
  settings: { id: 'settings.settings', defaultMessage: 'Settings' },
  areas: { id: 'settings.areas', defaultMessage: 'Settings areas' },
  contact: { id: 'settings.area.contact', defaultMessage: 'Contact and chat' },
  deposits: { id: 'settings.area.deposits', defaultMessage: 'Deposits' },
  cashOuts: { id: 'settings.area.cashOuts', defaultMessage: 'Cash-outs' },
  bonuses: { id: 'settings.area.bonuses', defaultMessage: 'Bonuses' },
  access: { id: 'settings.area.access', defaultMessage: 'Access and approvals' },
});

export const Route = createFileRoute('/settings')({ component: Settings });

/**
 * One screen per area (issue 32 item 17). The bonus terms are an administrator's: another role
 * does not see their screen at all.
 */
const areas = [
  { to: '/settings', label: m.contact },
  { to: '/settings/deposits', label: m.deposits },
  { to: '/settings/cashouts', label: m.cashOuts },
  { to: '/settings/bonuses', label: m.bonuses, administrator: true },
  { to: '/settings/access', label: m.access },
] as const;

const tabs = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'small' });
const tab = sprinkles({ paddingX: 'medium', paddingY: 'small', borderRadius: 'medium', color: 'text' });
const current = sprinkles({ background: 'surfaceRaised', fontWeight: 'strong' });

function Settings() {
  const administrator = session.operator()?.role === 'administrator';
  return (
    <Page title={t(m.settings)}>
      <nav aria-label={t(m.areas)} className={tabs}>
        {areas
          .filter((area) => !('administrator' in area) || administrator)
          .map((area) => (
            <Link
              key={area.to}
              to={area.to}
              className={tab}
              activeOptions={{ exact: true }}
              activeProps={{ className: current, 'aria-current': 'page' }}
            >
              {t(area.label)}
            </Link>
          ))}
      </nav>
      <Outlet />
    </Page>
  );
}
