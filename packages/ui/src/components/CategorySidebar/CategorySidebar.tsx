import type { ReactNode } from 'react';
import * as styles from './CategorySidebar.css';

export interface Category {
  /** 'top', 'all', 'slots', 'table', 'fun', 'treasure'... */
  id: string;
  label: string;
  icon?: ReactNode;
  /** Shown to logged-in players only (Treasure, spec 000 §2). */
  loggedInOnly?: boolean;
}

export interface CategorySidebarProps {
  /** Accessible name of the list, e.g. 'Game categories'. */
  label: string;
  categories: Category[];
  selected: string;
  loggedIn: boolean;
  onSelect: (id: string) => void;
}

export function CategorySidebar({ label, categories, selected, loggedIn, onSelect }: CategorySidebarProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {categories
          .filter((category) => loggedIn || !category.loggedInOnly)
          .map((category) => (
            <li key={category.id}>
              <button
                type="button"
                className={styles.item}
                aria-current={category.id === selected ? 'true' : undefined}
                onClick={() => onSelect(category.id)}
              >
                {category.icon ? <span className={styles.icon}>{category.icon}</span> : null}
                {category.label}
              </button>
            </li>
          ))}
      </ul>
    </nav>
  );
}
