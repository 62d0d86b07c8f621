import { useState } from 'react';
import { visuallyHidden } from '../../css/reset.css';
import * as styles from './NewsList.css';

export interface NewsItem {
  id: string;
  message: string;
  /** Already formatted for the player's language and time zone. */
  date: string;
  unread: boolean;
}

export interface NewsListProps {
  items: readonly NewsItem[];
  /** Called when the player opens an item (the app marks an unread one read). */
  onOpen: (id: string) => void;
  /** Read before an unread item's text, e.g. 'Unread'. */
  unreadLabel: string;
  /** Shown when there is no message, e.g. 'No messages yet'. */
  emptyText: string;
  'aria-label': string;
}

/*
 * The message centre: each message shows its first line until opened (a disclosure button), and
 * unread ones carry a dot and a hidden 'Unread'. Several can be open at once.
 */
export function NewsList({ items, onOpen, unreadLabel, emptyText, 'aria-label': ariaLabel }: NewsListProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (items.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  const toggle = (id: string) => {
    const opening = !open.has(id);
    setOpen((current) => {
      const next = new Set(current);
      if (opening) next.add(id);
      else next.delete(id);
      return next;
    });
    if (opening) onOpen(id);
  };
  return (
    <ul className={styles.list} aria-label={ariaLabel}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        return (
          <li key={item.id} className={styles.item}>
            <button
              type="button"
              className={styles.button}
              aria-expanded={expanded}
              data-unread={item.unread ? '' : undefined}
              onClick={() => toggle(item.id)}
            >
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.body}>
                {item.unread && <span className={visuallyHidden}>{unreadLabel}: </span>}
                <span className={styles.message} data-expanded={expanded ? '' : undefined}>
                  {item.message}
                </span>
                <span className={styles.date}>{item.date}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
