import { type DrawerEntry, Drawer as UiDrawer } from '@casino/ui';
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { openCryptoGuide } from '../aboutBtc/openCryptoGuide';
import { session } from '../app';
import { useLanguage } from '../i18n/LanguageProvider';
import { languageCodes, languages } from '../i18n/languages';
import { useSession } from '../session/useSession';
import { SITE_NAME } from '../site';
import { dialogs, type OpenDialog } from './dialogs';
import { common } from './messages';
import { notify } from './notify';

/** The side menu (spec 000 §2); the ui Drawer keeps only one section open at a time. */
export default function Drawer({ onClose }: { onClose: () => void }) {
  const { user } = useSession();
  const { language, setLanguage } = useLanguage();
  const navigate = useNavigate();
  const intl = useIntl();
  const t = intl.formatMessage;

  const open = (dialog: OpenDialog) => () => {
    onClose();
    dialogs.open(dialog);
  };
  const help = (section: string, page: string) => `#/${section}/${page}`;
  const logout = async () => {
    onClose();
    const failure = await session.logout();
    if (failure) notify(failure);
    await navigate({ to: '/' });
  };

  const entries: DrawerEntry[] = [
    ...(user
      ? [
          {
            id: 'account',
            label: t(common.accountSettings),
            items: [
              {
                id: 'personal',
                label: t(common.personalDetails),
                onSelect: open({ name: 'personalDetails' }),
              },
              { id: 'password', label: t(common.changePassword), onSelect: open({ name: 'changePassword' }) },
            ],
          },
          {
            id: 'cashier',
            label: t(common.cashier),
            items: [
              {
                id: 'deposit',
                label: t(common.deposit),
                href: help('cashier', 'cashierInfo'),
                onSelect: onClose,
              },
              { id: 'cashout', label: t(common.cashout), onSelect: open({ name: 'cashout' }) },
              {
                id: 'cashoutHistory',
                label: t(common.cashoutHistory),
                onSelect: open({ name: 'cashoutHistory' }),
              },
            ],
          },
        ]
      : [
          { id: 'join', label: t(common.join), onSelect: open({ name: 'join' }) },
          { id: 'login', label: t(common.login), onSelect: open({ name: 'login' }) },
        ]),
    { id: 'contact', label: t(common.contactUs), href: '#/branchIndex/help', onSelect: onClose },
    {
      id: 'rules',
      label: t(common.withdrawalRules),
      href: help('cashier', 'withdrawalRules'),
      onSelect: onClose,
    },
    {
      id: 'aboutBtc',
      label: t(common.aboutBtc),
      onSelect: () => {
        onClose();
        openCryptoGuide();
      },
    },
    {
      id: 'language',
      label: `${t(common.language)} · ${languages[language]}`,
      items: languageCodes.map((code) => ({
        id: code,
        label: languages[code],
        onSelect: () => void setLanguage(code).then(onClose),
      })),
    },
    ...(user ? [{ id: 'logout', label: t(common.logout), onSelect: () => void logout() }] : []),
  ];

  return (
    <UiDrawer
      open
      onOpenChange={(isOpen) => isOpen || onClose()}
      title={user?.username ?? SITE_NAME}
      closeLabel={t(common.close)}
      entries={entries}
    />
  );
}
