import * as styles from './Breadcrumb.css';

export interface BreadcrumbProps {
  /** Accessible name of the trail, e.g. 'Breadcrumb'. */
  label: string;
  homeLabel: string;
  homeHref: string;
  /** The current route's name (spec 000 §2: Home > current). */
  current: string;
}

export function Breadcrumb({ label, homeLabel, homeHref, current }: BreadcrumbProps) {
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <a className={styles.link} href={homeHref}>
            {homeLabel}
          </a>
          <span aria-hidden="true">&gt;</span>
        </li>
        <li className={styles.item}>
          <span className={styles.current} aria-current="page">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
