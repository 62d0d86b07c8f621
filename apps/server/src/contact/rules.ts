import type { MessageKey } from '../i18n/index.js';

/** The support query types of spec 000 §9 / 002 §3, in the contract's order. */
export const queryTypes = [
  'deposit',
  'withdraw',
  'bonus',
  'closing',
  'security',
  'verification',
  'techIssue',
] as const;
export type QueryType = (typeof queryTypes)[number];

/** Where a message stands: new until support answers it, closed when nothing more is to be done. */
export const contactStatuses = ['new', 'answered', 'closed'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

export interface ContactForm {
  name?: string;
  username?: string;
  email?: string;
  phone?: string;
  queryType?: string;
  message?: string;
}

/** A form that passed every check: each field trimmed and present. */
export type CheckedContactForm = Required<Omit<ContactForm, 'queryType'>> & { queryType: QueryType };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isQueryType = (value: string): value is QueryType => (queryTypes as readonly string[]).includes(value);

/**
 * The form checked in the contract's order (all fields required, 002 §5): the first problem's
 * message, or the trimmed form.
 */
export function checkContactForm(form: ContactForm): { problem: MessageKey } | { form: CheckedContactForm } {
  const value = (field: keyof ContactForm) => (form[field] ?? '').trim();
  if (!value('name')) return { problem: 'contact.nameRequired' };
  if (!value('username')) return { problem: 'contact.usernameRequired' };
  if (!value('email')) return { problem: 'contact.emailRequired' };
  if (!emailPattern.test(value('email'))) return { problem: 'contact.emailInvalid' };
  if (!value('phone')) return { problem: 'contact.phoneRequired' };
  const queryType = value('queryType');
  if (!queryType || !isQueryType(queryType)) return { problem: 'contact.queryTypeRequired' };
  if (!value('message')) return { problem: 'contact.messageRequired' };
  return {
    form: {
      name: value('name'),
      username: value('username'),
      email: value('email'),
      phone: value('phone'),
      queryType,
      message: value('message'),
    },
  };
}

/**
 * Support's address, as spec 000 §9 means it: the prefix plus the site's domain, the host name without
 * its www. (cutting 4 characters made 'support@lhost' of localhost); the player app builds the same.
 */
export function supportAddress(prefix: string, hostname: string): string {
  return `${prefix}${hostname.replace(/^www\./i, '')}`;
}
