import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { dialogs } from '../shell/dialogs';
import { protectionMessages } from './messages';
import * as styles from './protection.css';

/**
 * The way to Play safe from the sign-up, the cashier and the game (issue 30). The click closes the
 * dialog itself: a route change would too, but the cashier opened over Play safe is on that route
 * already, and its link then left the dialog standing over the page it points to.
 */
export function PlaySafeLink({ lead }: { lead?: string }) {
  const t = useIntl().formatMessage;
  return (
    <p className={styles.safeLink}>
      {lead && <span>{lead} </span>}
      <Link to="/playSafe" onClick={() => dialogs.close()}>
        {t(protectionMessages.title)}
      </Link>
    </p>
  );
}
