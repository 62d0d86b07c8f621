import { useIntl } from 'react-intl';
import { protectionMessages } from './messages';
import * as styles from './protection.css';

/** The way to Play safe from the sign-up, the cashier and the game (issue 30); a route change closes the dialog. */
export function PlaySafeLink({ lead }: { lead?: string }) {
  const t = useIntl().formatMessage;
  return (
    <p className={styles.safeLink}>
      {lead && <span>{lead} </span>}
      <a href="#/playSafe">{t(protectionMessages.title)}</a>
    </p>
  );
}
