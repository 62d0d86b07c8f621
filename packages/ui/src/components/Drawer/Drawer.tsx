import * as RadixAccordion from '@radix-ui/react-accordion';
import * as RadixDialog from '@radix-ui/react-dialog';
import { type ElementRef, forwardRef, type ReactNode } from 'react';
import { CountBadge, type CountBadgeProps } from '../CountBadge/CountBadge';
import { classNames } from '../private/classNames';
import { closeButton, title as titleStyle } from '../private/dialog.css';
import { ChevronDownIcon, CloseIcon } from '../private/icons';
import * as styles from './Drawer.css';

export const drawerSides = ['left', 'right'] as const;

export interface DrawerLink {
  id: string;
  label: string;
  /** A link when given; otherwise a button calling `onSelect`. */
  href?: string;
  onSelect?: () => void;
  /** A count beside the label, e.g. unread messages. */
  badge?: CountBadgeProps;
}

/** A collapsible group (account settings, cashier, languages). */
export interface DrawerSection {
  id: string;
  label: string;
  items: DrawerLink[];
}

export type DrawerEntry = DrawerLink | DrawerSection;

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The player's username when logged in, the site name otherwise. */
  title: ReactNode;
  closeLabel: string;
  /** Menu rows and sections, in display order. */
  entries: DrawerEntry[];
  /** Id of the section open when the drawer opens. */
  defaultOpenSection?: string;
  side?: (typeof drawerSides)[number];
}

const isSection = (entry: DrawerEntry): entry is DrawerSection => 'items' in entry;

function DrawerItem({ link, nested }: { link: DrawerLink; nested?: boolean }) {
  const className = classNames(styles.item, nested && styles.nestedItem);
  return (
    <li>
      {link.href ? (
        <a className={className} href={link.href} onClick={link.onSelect}>
          {link.label}
          {link.badge && <CountBadge {...link.badge} />}
        </a>
      ) : (
        <button type="button" className={className} onClick={link.onSelect}>
          {link.label}
          {link.badge && <CountBadge {...link.badge} />}
        </button>
      )}
    </li>
  );
}

/*
 * The side menu: a Radix Dialog sheet (focus trapped, Escape closes) whose sections sit in one
 * single-type Accordion, so opening one of account, cashier or language closes the others (spec 000 §2).
 */
export const Drawer = forwardRef<ElementRef<typeof RadixDialog.Content>, DrawerProps>(
  ({ open, onOpenChange, title, closeLabel, entries, defaultOpenSection, side = 'left' }, ref) => (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          ref={ref}
          className={styles.content}
          data-side={side}
          aria-describedby={undefined}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={titleStyle}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={closeButton} aria-label={closeLabel}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <nav className={styles.nav}>
            <RadixAccordion.Root type="single" collapsible defaultValue={defaultOpenSection} asChild>
              <ul className={styles.list}>
                {entries.map((entry) =>
                  isSection(entry) ? (
                    <RadixAccordion.Item key={entry.id} value={entry.id} asChild>
                      <li>
                        <RadixAccordion.Header asChild>
                          <div>
                            <RadixAccordion.Trigger className={styles.trigger}>
                              {entry.label}
                              <span className={styles.chevron}>
                                <ChevronDownIcon />
                              </span>
                            </RadixAccordion.Trigger>
                          </div>
                        </RadixAccordion.Header>
                        <RadixAccordion.Content>
                          <ul className={styles.sectionItems}>
                            {entry.items.map((link) => (
                              <DrawerItem key={link.id} link={link} nested />
                            ))}
                          </ul>
                        </RadixAccordion.Content>
                      </li>
                    </RadixAccordion.Item>
                  ) : (
                    <DrawerItem key={entry.id} link={entry} />
                  ),
                )}
              </ul>
            </RadixAccordion.Root>
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  ),
);
Drawer.displayName = 'Drawer';
