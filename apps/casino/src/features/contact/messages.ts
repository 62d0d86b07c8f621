import type { SupportTopic } from '@casino/ui';
import { defineMessages, type IntlShape } from 'react-intl';

export const contactMessages = defineMessages({
  intro: {
    id: 'contact.intro',
    defaultMessage: 'Our support team is here 24/7. Write to us, chat with us, or send the form below.',
  },
  channels: { id: 'contact.channels', defaultMessage: 'Ways to reach support' },
  telegram: { id: 'contact.telegram', defaultMessage: 'Telegram' },
  whatsApp: { id: 'contact.whatsApp', defaultMessage: 'WhatsApp' },
  whatsAppQr: { id: 'contact.whatsAppQr', defaultMessage: 'QR code that opens a WhatsApp chat with support' },
  email: { id: 'contact.email', defaultMessage: 'E-mail' },
  liveChat: { id: 'contact.liveChat', defaultMessage: 'Live chat' },
  chatAvailable: { id: 'contact.chatAvailable', defaultMessage: 'Available now' },
  chatClosed: { id: 'contact.chatClosed', defaultMessage: 'Not available right now' },
  startChat: { id: 'contact.startChat', defaultMessage: 'Start chat' },
  greeting: { id: 'contact.greeting', defaultMessage: 'Hi! Need a hand? Our team is online.' },
  chatOpened: { id: 'contact.chatOpened', defaultMessage: 'The live chat is opening.' },
  chatUnavailable: { id: 'contact.chatUnavailable', defaultMessage: 'The live chat could not be opened.' },
  formTitle: { id: 'contact.formTitle', defaultMessage: 'Send us a message' },
  name: { id: 'contact.name', defaultMessage: 'Name' },
  username: { id: 'contact.username', defaultMessage: 'Username' },
  emailField: { id: 'contact.emailField', defaultMessage: 'E-mail address' },
  phone: { id: 'contact.phone', defaultMessage: 'Phone' },
  queryType: { id: 'contact.queryType', defaultMessage: 'Your query is about' },
  queryTypePlaceholder: { id: 'contact.queryTypePlaceholder', defaultMessage: 'Choose a topic' },
  message: { id: 'contact.message', defaultMessage: 'Message' },
  sent: { id: 'contact.sent', defaultMessage: 'Contact message sent successfully' },
});

const topics = defineMessages({
  techIssue: { id: 'contact.topic.techIssue', defaultMessage: 'Technical issue' },
  bonus: { id: 'contact.topic.bonus', defaultMessage: 'Bonus' },
  deposit: { id: 'contact.topic.deposit', defaultMessage: 'Deposit' },
  withdraw: { id: 'contact.topic.withdraw', defaultMessage: 'Withdrawal' },
  security: { id: 'contact.topic.security', defaultMessage: 'Security' },
  closing: { id: 'contact.topic.closing', defaultMessage: 'Account closing' },
  verification: { id: 'contact.topic.verification', defaultMessage: 'Identity verification' },
});

/** The seven query types of spec 002 §3 in the player's language. */
export function topicLabels(t: IntlShape['formatMessage']): Record<SupportTopic, string> {
  return {
    deposit: t(topics.deposit),
    withdraw: t(topics.withdraw),
    bonus: t(topics.bonus),
    closing: t(topics.closing),
    security: t(topics.security),
    verification: t(topics.verification),
    techIssue: t(topics.techIssue),
  };
}
