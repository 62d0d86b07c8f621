import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '../Button/Button';
import { ChatIcon, MailIcon, PhoneIcon, SendIcon } from '../private/icons';
import * as styles from './ContactChannels.css';

export const contactChannelKinds = ['telegram', 'whatsapp', 'email'] as const;

export interface ContactChannel {
  id: string;
  kind: (typeof contactChannelKinds)[number];
  /** The channel's name, e.g. 'Telegram'. */
  label: string;
  /** What the player reads: '@casino361_support', '+599 9555 0361', 'support@example.com'. */
  value: string;
  /** Where following it goes: https://t.me/..., https://wa.me/..., mailto:... */
  href: string;
  /** A QR code image that opens the same chat on a phone (WhatsApp), with its description. */
  qr?: { src: string; alt: string };
}

export interface LiveChatEntry {
  label: string;
  /** 'Available now' or 'Not available right now', from the polled flag. */
  status: string;
  available: boolean;
  actionLabel: string;
  onStart: () => void;
  /** The greeting bubble shown while the chat is available, for greetingDuration. */
  greeting?: string;
  /** Spec 000 §4, §9: the greeting fades after 9 s. */
  greetingDuration?: number;
}

export interface ContactChannelsProps {
  /** Accessible name of the list, e.g. 'Ways to reach support'. */
  label: string;
  channels: readonly ContactChannel[];
  liveChat?: LiveChatEntry;
}

const icons: Record<ContactChannel['kind'], () => ReactNode> = {
  telegram: SendIcon,
  whatsapp: PhoneIcon,
  email: MailIcon,
};

function LiveChatRow({ entry }: { entry: LiveChatEntry }) {
  const { available, greeting, greetingDuration = 9000 } = entry;
  const [greetingShown, setGreetingShown] = useState(false);
  useEffect(() => {
    if (!available || !greeting) return setGreetingShown(false);
    setGreetingShown(true);
    const timer = setTimeout(() => setGreetingShown(false), greetingDuration);
    return () => clearTimeout(timer);
  }, [available, greeting, greetingDuration]);
  return (
    <li className={styles.row}>
      <span className={styles.icon} data-available={available ? '' : undefined}>
        <ChatIcon />
      </span>
      <div className={styles.body}>
        <span className={styles.label}>{entry.label}</span>
        <span className={styles.status} data-available={available ? '' : undefined}>
          {entry.status}
        </span>
        {greeting ? (
          <p className={styles.greeting} role="status" data-state={greetingShown ? 'open' : 'closed'}>
            {greetingShown ? greeting : null}
          </p>
        ) : null}
      </div>
      <Button
        size="small"
        variant="accent"
        className={styles.action}
        disabled={!available}
        onClick={() => {
          setGreetingShown(false);
          entry.onStart();
        }}
      >
        {entry.actionLabel}
      </Button>
    </li>
  );
}

/* The ways to reach support of the contact pop-up (spec 002 §2): links, a QR code, and live chat. */
export function ContactChannels({ label, channels, liveChat }: ContactChannelsProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {liveChat ? <LiveChatRow entry={liveChat} /> : null}
      {channels.map((channel) => {
        const ChannelIcon = icons[channel.kind];
        const external = channel.kind !== 'email';
        return (
          <li key={channel.id} className={styles.row}>
            <span className={styles.icon}>
              <ChannelIcon />
            </span>
            <div className={styles.body}>
              <span className={styles.label}>{channel.label}</span>
              <a
                className={styles.value}
                href={channel.href}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {channel.value}
              </a>
              {channel.qr ? <img className={styles.qr} src={channel.qr.src} alt={channel.qr.alt} /> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
