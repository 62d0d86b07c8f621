import { forwardRef, useEffect, useState } from 'react';
import { ChatIcon } from '../private/icons';
import * as styles from './LiveChatIcon.css';

export interface LiveChatIconProps {
  /** Accessible name of the button, e.g. 'Live chat'. */
  label: string;
  /** The greeting bubble shown beside the icon; none when absent. */
  greeting?: string;
  /** How long the greeting stays before it fades (spec 000 §4, §9: 9 s). */
  greetingDuration?: number;
  onOpen: () => void;
}

export const LiveChatIcon = forwardRef<HTMLButtonElement, LiveChatIconProps>(
  ({ label, greeting, greetingDuration = 9000, onOpen }, ref) => {
    const [greetingOpen, setGreetingOpen] = useState(Boolean(greeting));

    useEffect(() => {
      if (!greeting) return;
      setGreetingOpen(true);
      const timer = setTimeout(() => setGreetingOpen(false), greetingDuration);
      return () => clearTimeout(timer);
    }, [greeting, greetingDuration]);

    return (
      <div className={styles.root}>
        {greeting ? (
          <p className={styles.greeting} role="status" data-state={greetingOpen ? 'open' : 'closed'}>
            {greeting}
          </p>
        ) : null}
        <button
          ref={ref}
          type="button"
          className={styles.button}
          aria-label={label}
          onClick={() => {
            setGreetingOpen(false);
            onOpen();
          }}
        >
          <ChatIcon />
        </button>
      </div>
    );
  },
);
LiveChatIcon.displayName = 'LiveChatIcon';
