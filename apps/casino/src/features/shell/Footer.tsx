import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { openCryptoGuide } from '../aboutBtc/openCryptoGuide';
import { useSession } from '../session/useSession';
import { SITE_NAME } from '../site';
import { common, copyright } from './messages';
import * as styles from './shell.css';

const year = new Date().getFullYear();

export function Footer() {
  const { user } = useSession();
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <Link to="/branchIndex/help" className={styles.link}>
        <FormattedMessage {...common.help} />
      </Link>
      <Link
        to="/$section/$page"
        params={{ section: 'cashier', page: 'withdrawalRules' }}
        className={styles.link}
      >
        <FormattedMessage {...common.withdrawalRules} />
      </Link>
      <Link to="/$section/$page" params={{ section: 'myAccount', page: 'aboutUs' }} className={styles.link}>
        <FormattedMessage {...common.aboutUs} />
      </Link>
      <Link
        to="/$section/$page"
        params={{ section: 'myAccount', page: 'privacyPolicy' }}
        className={styles.link}
      >
        <FormattedMessage {...common.privacyPolicy} />
      </Link>
      <Link to="/branchIndex/help" className={styles.link}>
        <FormattedMessage {...common.contactUs} />
      </Link>
      <Link to="/$section/$page" params={{ section: 'bonus', page: 'terms' }} className={styles.link}>
        <FormattedMessage {...common.terms} />
      </Link>
      {user && (
        <Link to="/$section/$page" params={{ section: 'bonus', page: 'bonusInfo' }} className={styles.link}>
          <FormattedMessage {...common.referFriend} />
        </Link>
      )}
      <button type="button" className={styles.link} onClick={openCryptoGuide}>
        <FormattedMessage {...common.aboutBtc} />
      </button>
      <span>{intl.formatMessage(copyright, { year, site: SITE_NAME })}</span>
      <button
        type="button"
        className={styles.link}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <FormattedMessage {...common.toTop} />
      </button>
    </footer>
  );
}
