import { Footer as UiFooter } from '@casino/ui';
import { useIntl } from 'react-intl';
import { useSession } from '../session/useSession';
import { SITE_NAME } from '../site';
import { dialogs } from './dialogs';
import { common, copyright } from './messages';

const year = new Date().getFullYear();

/** Spec 000 §2: the footer's quick links (Refer a friend for members only) and copyright line. */
export function Footer() {
  const { user } = useSession();
  const intl = useIntl();
  const t = intl.formatMessage;
  const links = [
    { id: 'help', label: t(common.help), href: '#/branchIndex/help' },
    { id: 'withdrawalRules', label: t(common.withdrawalRules), href: '#/cashier/withdrawalRules' },
    { id: 'aboutUs', label: t(common.aboutUs), href: '#/myAccount/aboutUs' },
    { id: 'privacyPolicy', label: t(common.privacyPolicy), href: '#/myAccount/privacyPolicy' },
    // Contact us is a pop-up (spec 002 §2), not a page: the footer opens it.
    { id: 'contactUs', label: t(common.contactUs), onSelect: () => dialogs.open({ name: 'contact' }) },
    { id: 'terms', label: t(common.terms), href: '#/bonus/terms' },
    // Spec 002 §2: Refer a friend (members only) opens the invitation pop-up.
    ...(user
      ? [
          {
            id: 'referFriend',
            label: t(common.referFriend),
            onSelect: () => dialogs.open({ name: 'invite' }),
          },
        ]
      : []),
  ];
  return (
    <UiFooter
      copyright={t(copyright, { year, site: SITE_NAME })}
      links={links}
      linksLabel={t(common.quickLinks)}
      toTopLabel={t(common.toTop)}
    />
  );
}
