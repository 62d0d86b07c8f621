import { describe, expect, it } from 'vitest';
import {
  type ContactForm,
  contactFailure,
  contactPayload,
  contactRuleMessages as m,
  supportEmail,
  telegramHandle,
  whatsAppLink,
} from './contactRules';

const valid: ContactForm = {
  name: 'Ana García',
  username: 'ana_g',
  email: 'ana@example.com',
  phone: '+34 600 123 456',
  queryType: 'withdraw',
  message: 'My cash-out is pending.',
};

describe('the contact form', () => {
  it('checks every field in order, as the server does', () => {
    const steps: [Partial<ContactForm>, unknown][] = [
      [{ name: ' ' }, m.nameRequired],
      [{ username: '' }, m.usernameRequired],
      [{ email: undefined }, m.emailRequired],
      [{ email: 'ana-at-example.com' }, m.emailInvalid],
      [{ phone: '' }, m.phoneRequired],
      [{ queryType: undefined }, m.queryTypeRequired],
      [{ message: '\n ' }, m.messageRequired],
    ];
    for (const [change, message] of steps) expect(contactFailure({ ...valid, ...change })).toBe(message);
    expect(contactFailure({})).toBe(m.nameRequired);
    expect(contactFailure(valid)).toBeNull();
  });

  it('sends the fields trimmed', () => {
    expect(contactPayload({ ...valid, name: '  Ana García ', message: ' Hello \n' })).toEqual({
      ...valid,
      name: 'Ana García',
      message: 'Hello',
    });
  });
});

describe('the contact channels', () => {
  it('build the support address from the host without its www.', () => {
    expect(supportEmail('www.casino361.com')).toBe('support@casino361.com');
    // A host without www. keeps its whole name: never 'support@lhost' or 'support@0.0.1'.
    expect(supportEmail('localhost')).toBe('support@localhost');
    expect(supportEmail('casino361.com')).toBe('support@casino361.com');
  });

  it('show a Telegram link by its handle, and a WhatsApp number as a wa.me link', () => {
    expect(telegramHandle('https://t.me/casino361_support')).toBe('@casino361_support');
    expect(telegramHandle('https://example.com/chat')).toBe('https://example.com/chat');
    expect(whatsAppLink('+599 9555-0361')).toBe('https://wa.me/59995550361');
  });
});
