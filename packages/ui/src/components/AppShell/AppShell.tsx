import type { ReactNode } from 'react';
import * as styles from './AppShell.css';

export interface AppShellNavItem {
  label: string;
  href: string;
  current?: boolean;
  /** Something waiting there (a queue's length); hidden at 0. */
  count?: number;
}

export interface AppShellProps {
  title: string;
  /** The navigation landmark's name. */
  navLabel: string;
  navItems: readonly AppShellNavItem[];
  /** Right of the title: who is signed in, sign out. */
  actions?: ReactNode;
  children: ReactNode;
}

/*
 * The back office's frame: a title bar, the sections (a side column on a laptop or tablet, a
 * scrolling row on a phone) and the page. Links are plain anchors, so hash routes work unchanged.
 */
export function AppShell({ title, navLabel, navItems, actions, children }: AppShellProps) {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <p className={styles.title}>{title}</p>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      <nav aria-label={navLabel} className={styles.nav}>
        <ul className={styles.navList}>
          {navItems.map((item) => (
            <li key={item.href}>
              <a href={item.href} className={styles.navLink} aria-current={item.current ? 'page' : undefined}>
                <span>{item.label}</span>
                {item.count !== undefined && item.count > 0 && (
                  <span className={styles.count}>{item.count}</span>
                )}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
