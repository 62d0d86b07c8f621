import { createFileRoute } from '@tanstack/react-router';
import { defineMessages } from 'react-intl';
import { t } from '../features/i18n/i18n';
import { type TextSetting, TextSettings } from './-components/settings/TextSettings';

const m = defineMessages({
  contact: { id: 'settings.contact.title', defaultMessage: 'Contact and chat' },
  telegramLink: { id: 'settings.labels.telegramLink', defaultMessage: 'Telegram link' },
  telegramHelp: {
    id: 'settings.help.telegramLink',
    defaultMessage: 'The https:// address of the support channel on Telegram; empty to not offer it.',
  },
  whatsAppNumber: { id: 'settings.labels.whatsAppNumber', defaultMessage: 'WhatsApp number' },
  whatsAppHelp: {
    id: 'settings.help.whatsAppNumber',
    defaultMessage: 'International format with + and 6 to 15 digits; empty to not offer it.',
  },
  whatsAppQrCode: { id: 'settings.labels.whatsAppQrCode', defaultMessage: 'WhatsApp QR image' },
  qrHelp: {
    id: 'settings.help.whatsAppQrCode',
    defaultMessage: 'The image players scan: a path on this site (/assets/...) or an https:// address.',
  },
  supportEmailPrefix: { id: 'settings.labels.supportEmailPrefix', defaultMessage: 'Support e-mail prefix' },
  emailHelp: {
    id: 'settings.help.supportEmailPrefix',
    defaultMessage: 'The part before the site’s domain, ending in @, such as support@.',
  },
  withdrawRulePageUrl: { id: 'settings.labels.withdrawRulePageUrl', defaultMessage: 'Withdrawal rules page' },
  promotionPageUrl: { id: 'settings.labels.promotionPageUrl', defaultMessage: 'Promotions page' },
  pageHelp: {
    id: 'settings.help.page',
    defaultMessage: 'A page of this site (/#/article?id=11) or an https:// address.',
  },
  liveChatStartUtc: { id: 'settings.labels.liveChatStartUtc', defaultMessage: 'Live chat opens (UTC)' },
  liveChatEndUtc: { id: 'settings.labels.liveChatEndUtc', defaultMessage: 'Live chat closes (UTC)' },
  hoursHelp: {
    id: 'settings.help.hours',
    defaultMessage: 'A time as HH:MM in UTC; the same opening and closing time means all day.',
  },
  liveChatScript: { id: 'settings.labels.liveChatScript', defaultMessage: 'Live chat script' },
  scriptHelp: {
    id: 'settings.help.liveChatScript',
    defaultMessage: 'The chat provider’s code, run on every player page; empty to offer no live chat.',
  },
  link: { id: 'settings.problem.link', defaultMessage: 'Write an https:// address, or leave it empty.' },
  phone: { id: 'settings.problem.phone', defaultMessage: 'Write + and 6 to 15 digits, or leave it empty.' },
  path: {
    id: 'settings.problem.path',
    defaultMessage: 'Write a path starting with / or an https:// address.',
  },
  email: { id: 'settings.problem.email', defaultMessage: 'Letters, digits or . _ + - followed by @.' },
  time: { id: 'settings.problem.time', defaultMessage: 'Write a time such as 08:00 or 23:59.' },
  script: { id: 'settings.problem.script', defaultMessage: 'At most 5,000 characters.' },
});

export const Route = createFileRoute('/settings/')({ component: Contact });

const time = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
const path = (value: string) => /^(\/|https:\/\/)\S*$/.test(value);

/** The same checks as the server's (admin/content.ts editableSettings). */
const settings: Record<string, TextSetting> = {
  telegramLink: {
    label: m.telegramLink,
    help: m.telegramHelp,
    problem: m.link,
    check: (value) => value === '' || /^https:\/\/\S+$/.test(value),
  },
  whatsAppNumber: {
    label: m.whatsAppNumber,
    help: m.whatsAppHelp,
    problem: m.phone,
    check: (value) => value === '' || /^\+\d{6,15}$/.test(value),
  },
  whatsAppQrCode: {
    label: m.whatsAppQrCode,
    help: m.qrHelp,
    problem: m.path,
    check: (value) => value === '' || /^(\/|https:\/\/)\S+$/.test(value),
  },
  supportEmailPrefix: {
    label: m.supportEmailPrefix,
    help: m.emailHelp,
    problem: m.email,
    check: (value) => /^[A-Za-z0-9._+-]+@$/.test(value),
  },
  withdrawRulePageUrl: { label: m.withdrawRulePageUrl, help: m.pageHelp, problem: m.path, check: path },
  promotionPageUrl: { label: m.promotionPageUrl, help: m.pageHelp, problem: m.path, check: path },
  liveChatStartUtc: { label: m.liveChatStartUtc, help: m.hoursHelp, problem: m.time, check: time },
  liveChatEndUtc: { label: m.liveChatEndUtc, help: m.hoursHelp, problem: m.time, check: time },
  liveChatScript: {
    label: m.liveChatScript,
    help: m.scriptHelp,
    problem: m.script,
    check: (value) => value.length <= 5000,
  },
};

function Contact() {
  return <TextSettings title={t(m.contact)} settings={settings} />;
}
