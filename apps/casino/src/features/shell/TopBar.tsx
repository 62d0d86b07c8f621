import { TopBar as UiTopBar } from '@casino/ui';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useMoneyFormat } from '../money/money';
import { useUnreadNews } from '../news/unreadNews';
import { useSession } from '../session/useSession';
import { SITE_NAME } from '../site';
import { dialogs } from './dialogs';
import { common, newsLabel } from './messages';
import * as styles from './shell.css';

export function TopBar({ onMenu }: { onMenu: () => void }) {
  const { user } = useSession();
  const unread = useUnreadNews(user?.id);
  const intl = useIntl();
  const t = intl.formatMessage;
  const moneyFormat = useMoneyFormat();
  const openDeposit = () => dialogs.open({ name: 'deposit' });
  // The mark alone on a narrow phone, where the name would crowd out the buttons (it stays the link's name).
  const logo = (
    <Link to="/" className={styles.logo}>
      <img className={styles.logoMark} src="/favicon.svg" alt="" width={28} height={28} />
      <span className={styles.logoName}>{SITE_NAME}</span>
    </Link>
  );
  return user ? (
    <UiTopBar
      loggedIn
      logo={logo}
      {...moneyFormat}
      balance={user.availableBalance}
      balanceLabel={t(common.balance)}
      depositLabel={t(common.deposit)}
      onDeposit={openDeposit}
      menuLabel={t(common.menu)}
      onMenu={onMenu}
      news={{
        label: newsLabel(t, unread),
        unread,
        onOpen: () => dialogs.open({ name: 'news' }),
      }}
    />
  ) : (
    <UiTopBar
      loggedIn={false}
      logo={logo}
      joinLabel={t(common.join)}
      loginLabel={t(common.login)}
      onJoin={() => dialogs.open({ name: 'join' })}
      onLogin={() => dialogs.open({ name: 'login' })}
      menuLabel={t(common.menu)}
      onMenu={onMenu}
    />
  );
}
