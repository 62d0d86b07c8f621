import type { CallBody } from '@casino/api-client';
import type { SupportTopic } from '@casino/ui';
import { defineMessages, type MessageDescriptor } from 'react-intl';

export type ContactForm = Partial<Record<'name' | 'username' | 'email' | 'phone' | 'message', string>> & {
  queryType?: SupportTopic;
};

export const contactRuleMessages = defineMessages({
  nameRequired: { id: 'contact.nameRequired', defaultMessage: 'Name required' },
  usernameRequired: { id: 'contact.usernameRequired', defaultMessage: 'Username required' },
  emailRequired: { id: 'contact.emailRequired', defaultMessage: 'Email required' },
  emailInvalid: { id: 'contact.emailInvalid', defaultMessage: 'Please enter a valid email address' },
  phoneRequired: { id: 'contact.phoneRequired', defaultMessage: 'Phone required' },
  queryTypeRequired: {
    id: 'contact.queryTypeRequired',
    defaultMessage: 'Please choose what your query is about',
  },
  messageRequired: { id: 'contact.messageRequired', defaultMessage: 'Message required' },
});
const m = contactRuleMessages;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact form's first problem, in the order the server checks (spec 002 §5: all required). */
export function contactFailure(form: ContactForm): MessageDescriptor | null {
  const blank = (value: string | undefined) => !value?.trim();
  if (blank(form.name)) return m.nameRequired;
  if (blank(form.username)) return m.usernameRequired;
  if (blank(form.email)) return m.emailRequired;
  if (!emailPattern.test(form.email!.trim())) return m.emailInvalid;
  if (blank(form.phone)) return m.phoneRequired;
  if (!form.queryType) return m.queryTypeRequired;
  if (blank(form.message)) return m.messageRequired;
  return null;
}

/** The checked form as the contract's submitContactForm takes it, every text trimmed. */
export function contactPayload(form: ContactForm): CallBody<'/sys/contact/submit'> {
  return {
    name: form.name!.trim(),
    username: form.username!.trim(),
    email: form.email!.trim(),
    phone: form.phone!.trim(),
    queryType: form.queryType!,
    message: form.message!.trim(),
  };
}

/**
 * Support's e-mail address as spec 000 §9 means it: support@ plus the site's domain, the host name
 * without its www. (the spec cuts 4 characters, which made 'support@lhost' of a host without www.).
 */
export function supportEmail(hostname: string, prefix = 'support@'): string {
  return `${prefix}${hostname.replace(/^www\./i, '')}`;
}

/** What the player reads for a Telegram link: its @handle for a t.me address, else the address. */
export function telegramHandle(link: string): string {
  const handle = /^https?:\/\/(?:www\.)?(?:t|telegram)\.me\/([A-Za-z0-9_]{3,})\/?$/.exec(link.trim())?.[1];
  return handle ? `@${handle}` : link;
}

/** A WhatsApp chat address from the configured number (its digits, as wa.me wants them). */
export function whatsAppLink(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}
