import { type DrawerEntry, Drawer as UiDrawer } from '@casino/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { openCryptoGuide } from '../aboutBtc/openCryptoGuide';
import { balanceMessages } from '../account/messages';
import { session } from '../app';
import { bonusMessages } from '../bonus/messages';
import { documentMessages } from '../documents/messages';
import { historyMessages } from '../history/messages';
import { useLanguage } from '../i18n/LanguageProvider';
import { languageCodes, languages } from '../i18n/languages';
import { inviteMessages } from '../invite/messages';
import { unreadCount } from '../news/messages';
import { unreadNews } from '../news/unreadNews';
import { protectionMessages } from '../protection/messages';
import { useSession } from '../session/useSession';
import { SITE_NAME } from '../site';
import { vipMessages } from '../vip/messages';
import { dialogs, type OpenDialog } from './dialogs';
import { common } from './messages';
import { notify } from './notify';

/** The side menu (spec 000 §2); the ui Drawer keeps only one section open at a time. */
export default function Drawer({ onClose }: { onClose: () => void }) {
  const { user } = useSession();
  const unread = useSyncExternalStore(unreadNews.subscribe, unreadNews.getSnapshot);
  const { language, setLanguage } = useLanguage();
  const navigate = useNavigate();
  const intl = useIntl();
  const t = intl.formatMessage;

  const memberId = user?.id;
  // The drawer opens with a fresh unread count: the shell's polling may be a minute old.
  useEffect(() => {
    if (memberId !== undefined) void unreadNews.refresh();
  }, [memberId]);

  const open = (dialog: OpenDialog) => () => {
    onClose();
    dialogs.open(dialog);
  };
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
              { id: 'balances', label: t(balanceMessages.title), onSelect: open({ name: 'balances' }) },
              { id: 'bonus', label: t(bonusMessages.title), onSelect: open({ name: 'bonus' }) },
              { id: 'documents', label: t(documentMessages.title), onSelect: open({ name: 'documents' }) },
            ],
          },
          {
            id: 'cashier',
            label: t(common.cashier),
            items: [
              {
                id: 'deposit',
                label: t(common.deposit),
                onSelect: open({ name: 'deposit' }),
              },
              { id: 'cashout', label: t(common.cashout), onSelect: open({ name: 'cashout' }) },
              {
                id: 'cashoutHistory',
                label: t(common.cashoutHistory),
                onSelect: open({ name: 'cashoutHistory' }),
              },
              {
                id: 'transactions',
                label: t(historyMessages.transactions),
                onSelect: open({ name: 'transactions' }),
              },
              { id: 'banking', label: t(common.banking), onSelect: open({ name: 'banking' }) },
            ],
          },
          {
            id: 'news',
            label: t(common.news),
            onSelect: open({ name: 'news' }),
            badge: { count: unread, label: t(unreadCount, { count: unread }) },
          },
          { id: 'invite', label: t(inviteMessages.title), onSelect: open({ name: 'invite' }) },
          { id: 'vipClub', label: t(vipMessages.club), onSelect: open({ name: 'vipClub' }) },
          { id: 'vipStore', label: t(vipMessages.store), onSelect: open({ name: 'vipStore' }) },
          {
            id: 'gameHistory',
            label: t(historyMessages.gameHistory),
            onSelect: open({ name: 'gameHistory' }),
          },
          { id: 'playSafe', label: t(protectionMessages.title), href: '#/playSafe', onSelect: onClose },
        ]
      : [
          { id: 'join', label: t(common.join), onSelect: open({ name: 'join' }) },
          { id: 'login', label: t(common.login), onSelect: open({ name: 'login' }) },
        ]),
    { id: 'promotions', label: t(common.promotions), onSelect: open({ name: 'promotions' }) },
    { id: 'contact', label: t(common.contactUs), onSelect: open({ name: 'contact' }) },
    { id: 'rules', label: t(common.cashoutRules), onSelect: open({ name: 'withdrawalRules' }) },
    {
      id: 'aboutBtc',
      label: t(common.aboutBtc),
      onSelect: () => {
        onClose();
        openCryptoGuide();
      },
    },
    {
      id: 'about',
      label: t(common.about),
      items: [
        { id: 'aboutUs', label: t(common.aboutUs), onSelect: open({ name: 'aboutUs' }) },
        { id: 'terms', label: t(common.terms), onSelect: open({ name: 'terms' }) },
        { id: 'privacyPolicy', label: t(common.privacyPolicy), onSelect: open({ name: 'privacyPolicy' }) },
        { id: 'userAgreement', label: t(common.userAgreement), onSelect: open({ name: 'userAgreement' }) },
        { id: 'help', label: t(common.help), href: '#/branchIndex/help', onSelect: onClose },
      ],
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
