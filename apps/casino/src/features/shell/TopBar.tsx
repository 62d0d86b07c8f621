import { Button, TopBar as UiTopBar } from '@casino/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { isMobile } from '../device';
import { useSession } from '../session/useSession';
import { SITE_NAME } from '../site';
import { dialogs } from './dialogs';
import { common } from './messages';
import * as styles from './shell.css';

export function TopBar({ onMenu }: { onMenu: () => void }) {
  const { user } = useSession();
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  // The deposit pop-up comes with the deposit issue; until then the button leads to the cashier help.
  const openDeposit = () =>
    void navigate({ to: '/$section/$page', params: { section: 'cashier', page: 'cashierInfo' } });
  // The bar's own menu button is the desktop member's (spec 000 §2); guests and mobile players reach the
  // same drawer (languages, help, contact) from a button beside the logo.
  const logo = (
    <span className={styles.logoRow}>
      {(!user || isMobile) && (
        <Button variant="ghost" size="small" onClick={onMenu} aria-haspopup="dialog">
          {t(common.menu)}
        </Button>
      )}
      <Link to="/" className={styles.logo}>
        {SITE_NAME}
      </Link>
    </span>
  );
  return user ? (
    <UiTopBar
      loggedIn
      logo={logo}
      currencySymbol={user.currencySymbol}
      balance={user.availableBalance}
      balanceLabel={t(common.balance)}
      depositLabel={t(common.deposit)}
      onDeposit={openDeposit}
      menuLabel={t(common.menu)}
      onMenu={onMenu}
    />
  ) : (
    <UiTopBar
      loggedIn={false}
      logo={logo}
      joinLabel={t(common.join)}
      loginLabel={t(common.login)}
      onJoin={() => dialogs.open({ name: 'join' })}
      onLogin={() => dialogs.open({ name: 'login' })}
    />
  );
}
