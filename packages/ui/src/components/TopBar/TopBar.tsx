import type { ReactNode } from 'react';
import { visuallyHidden } from '../../css/reset.css';
import { Amount, type MoneyFormat } from '../Amount/Amount';
import { Button } from '../Button/Button';
import { CountBadge } from '../CountBadge/CountBadge';
import { classNames } from '../private/classNames';
import { BellIcon, MenuIcon } from '../private/icons';
import * as styles from './TopBar.css';

interface TopBarBase {
  /** The operator's logo, usually a link home. */
  logo: ReactNode;
  /** Accessible name of the menu button, e.g. 'Menu'. */
  menuLabel: string;
  onMenu: () => void;
}

export interface TopBarLoggedIn extends TopBarBase, MoneyFormat {
  loggedIn: true;
  /** The available balance as a decimal string. */
  balance: string;
  balanceLabel: string;
  depositLabel: string;
  onDeposit: () => void;
  /** The message centre's button with its unread count; the label names both, e.g. 'Messages, 2 unread'. */
  news?: { label: string; unread: number; onOpen: () => void };
}

export interface TopBarLoggedOut extends TopBarBase {
  loggedIn: false;
  joinLabel: string;
  loginLabel: string;
  onJoin: () => void;
  onLogin: () => void;
}

export type TopBarProps = TopBarLoggedIn | TopBarLoggedOut;

function MenuButton({ label, onMenu, className }: { label: string; onMenu: () => void; className: string }) {
  return (
    <Button
      variant="ghost"
      size="small"
      className={classNames(styles.menuButton, className)}
      aria-label={label}
      aria-haspopup="dialog"
      onClick={onMenu}
    >
      <MenuIcon />
    </Button>
  );
}

/*
 * The shell's bar (spec 000 §2). The spec gives the menu button to the desktop member, at the end; a
 * phone, and a guest anywhere, reach the same menu (languages, help, contact) from an icon before the
 * logo. Nothing in it is wider than a 320 px screen: the balance's label hides on a phone (it stays
 * for screen readers) and every part may shrink but the amount.
 */
export function TopBar(props: TopBarProps) {
  const startMenu = (
    <MenuButton
      label={props.menuLabel}
      onMenu={props.onMenu}
      className={props.loggedIn ? styles.phoneOnly : styles.always}
    />
  );
  return (
    <header className={styles.root}>
      <div className={styles.start}>
        {startMenu}
        <div className={styles.logo}>{props.logo}</div>
      </div>
      {props.loggedIn ? (
        <div className={styles.actions}>
          <div className={styles.balance}>
            <span className={styles.balanceLabel}>{props.balanceLabel}</span>
            <Amount
              className={styles.balanceAmount}
              value={props.balance}
              currency={props.currency}
              locale={props.locale}
            />
          </div>
          <Button size="small" className={styles.action} onClick={props.onDeposit}>
            {props.depositLabel}
          </Button>
          {props.news && (
            <Button variant="ghost" size="small" className={styles.newsButton} onClick={props.news.onOpen}>
              <BellIcon />
              <span className={visuallyHidden}>{props.news.label}</span>
              <span className={styles.newsCount}>
                <CountBadge count={props.news.unread} />
              </span>
            </Button>
          )}
          <MenuButton label={props.menuLabel} onMenu={props.onMenu} className={styles.desktopOnly} />
        </div>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" size="small" className={styles.action} onClick={props.onLogin}>
            {props.loginLabel}
          </Button>
          <Button size="small" className={styles.action} onClick={props.onJoin}>
            {props.joinLabel}
          </Button>
        </div>
      )}
    </header>
  );
}
