import type { ReactNode } from 'react';
import { Amount } from '../Amount/Amount';
import { Button } from '../Button/Button';
import { MenuIcon } from '../private/icons';
import * as styles from './TopBar.css';

interface TopBarBase {
  /** The operator's logo, usually a link home. */
  logo: ReactNode;
}

export interface TopBarLoggedIn extends TopBarBase {
  loggedIn: true;
  currencySymbol: string;
  /** The available balance as a decimal string. */
  balance: string;
  balanceLabel: string;
  depositLabel: string;
  onDeposit: () => void;
  /** Accessible name of the desktop menu button, e.g. 'Menu'. */
  menuLabel: string;
  onMenu: () => void;
}

export interface TopBarLoggedOut extends TopBarBase {
  loggedIn: false;
  joinLabel: string;
  loginLabel: string;
  onJoin: () => void;
  onLogin: () => void;
}

export type TopBarProps = TopBarLoggedIn | TopBarLoggedOut;

export function TopBar(props: TopBarProps) {
  return (
    <header className={styles.root}>
      <div className={styles.logo}>{props.logo}</div>
      {props.loggedIn ? (
        <div className={styles.actions}>
          <div className={styles.balance}>
            <span className={styles.balanceLabel}>{props.balanceLabel}</span>
            <Amount
              className={styles.balanceAmount}
              value={props.balance}
              currencySymbol={props.currencySymbol}
            />
          </div>
          <Button size="small" onClick={props.onDeposit}>
            {props.depositLabel}
          </Button>
          <Button
            variant="ghost"
            size="small"
            className={styles.menuButton}
            aria-label={props.menuLabel}
            onClick={props.onMenu}
          >
            <MenuIcon />
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" size="small" onClick={props.onLogin}>
            {props.loginLabel}
          </Button>
          <Button size="small" onClick={props.onJoin}>
            {props.joinLabel}
          </Button>
        </div>
      )}
    </header>
  );
}
