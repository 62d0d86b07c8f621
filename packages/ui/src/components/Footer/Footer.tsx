import { Button } from '../Button/Button';
import { ArrowUpIcon } from '../private/icons';
import * as styles from './Footer.css';

export interface FooterLink {
  id: string;
  label: string;
  /** Where the link goes; without it the entry is a button calling `onSelect` (a pop-up). */
  href?: string;
  onSelect?: () => void;
}

export interface FooterProps {
  copyright: string;
  /** Quick links in display order; the app leaves out 'Refer a friend' for guests. */
  links: FooterLink[];
  /** Accessible name of the link list, e.g. 'Quick links'. */
  linksLabel: string;
  toTopLabel: string;
  /** Defaults to scrolling the window to the top. */
  onToTop?: () => void;
}

const scrollWindowToTop = () => window.scrollTo({ top: 0 });

export function Footer({
  copyright,
  links,
  linksLabel,
  toTopLabel,
  onToTop = scrollWindowToTop,
}: FooterProps) {
  return (
    <footer className={styles.root}>
      {links.length > 0 ? (
        <nav aria-label={linksLabel}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.id}>
                {link.href ? (
                  <a className={styles.link} href={link.href} onClick={link.onSelect}>
                    {link.label}
                  </a>
                ) : (
                  <button type="button" className={styles.linkButton} onClick={link.onSelect}>
                    {link.label}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className={styles.bottom}>
        <p>{copyright}</p>
        <Button variant="secondary" size="small" onClick={onToTop}>
          <ArrowUpIcon />
          {toTopLabel}
        </Button>
      </div>
    </footer>
  );
}
