import { type FormEvent, forwardRef, useState } from 'react';
import { SearchIcon } from '../private/icons';
import * as styles from './HelpSearchBar.css';

export interface HelpSearchBarProps {
  /** e.g. 'Search help pages...' */
  placeholder: string;
  /** Accessible name of the field, e.g. 'Search help'. */
  label: string;
  submitLabel: string;
  /** Called with the trimmed query; empty queries are not submitted. */
  onSearch: (query: string) => void;
  defaultValue?: string;
}

export const HelpSearchBar = forwardRef<HTMLInputElement, HelpSearchBarProps>(
  ({ placeholder, label, submitLabel, onSearch, defaultValue = '' }, ref) => {
    const [query, setQuery] = useState(defaultValue);
    const submit = (event: FormEvent) => {
      event.preventDefault();
      const trimmed = query.trim();
      if (trimmed) onSearch(trimmed);
    };
    return (
      <search>
        <form className={styles.form} onSubmit={submit}>
          <input
            ref={ref}
            type="search"
            className={styles.input}
            placeholder={placeholder}
            aria-label={label}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className={styles.submit} aria-label={submitLabel}>
            <SearchIcon />
          </button>
        </form>
      </search>
    );
  },
);
HelpSearchBar.displayName = 'HelpSearchBar';
