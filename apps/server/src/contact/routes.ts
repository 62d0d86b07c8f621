import { readSetting } from '../db/siteSettings.js';
import { clientAddress } from '../http/clientAddress.js';
import type { Domain } from '../http/domain.js';
import { invalid } from '../http/envelope.js';
import { langOf } from '../i18n/index.js';
import * as repository from './repository.js';
import { type CheckedContactForm, type ContactForm, checkContactForm, supportAddress } from './rules.js';

/** The copy mailed to the support mailbox; the stored row is what support works from. */
function supportMail(id: number, form: CheckedContactForm, memberId: number | null, lang: string) {
  const lines = [
    `Contact form message #${id} (${form.queryType}, ${lang})`,
    `Name: ${form.name}`,
    `Username: ${form.username}${memberId === null ? ' (not logged in)' : ` (member ${memberId})`}`,
    `Email: ${form.email}`,
    `Phone: ${form.phone}`,
    '',
    form.message,
  ];
  const htmlEscape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return {
    subject: `[${form.queryType}] contact from ${form.username}`,
    text: lines.join('\n'),
    html: `<pre>${htmlEscape(lines.join('\n'))}</pre>`,
  };
}

/** The contact form (spec 002 §2, §5): visitors and members write to support; support answers later. */
export const contact: Domain = {
  name: 'contact',
  handlers: {
    submitContactForm: {
      // Public with an optional session: the member comes from the token, never from the payload.
      optionalSession: true,
      // A disabled member may still write (closing, verification): the message keeps who wrote it.
      allowDisabledMember: true,
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      handler: async (request) => {
        const checked = checkContactForm((request.body ?? {}) as ContactForm);
        if ('problem' in checked) throw invalid(checked.problem);
        const { form } = checked;
        const { db, config, mail } = request.server;
        const memberId = request.member?.id ?? null;
        const lang = langOf(request);
        const id = await repository.insertContactMessage(db, {
          member_id: memberId,
          name: form.name,
          username: form.username,
          email: form.email,
          phone: form.phone,
          query_type: form.queryType,
          message: form.message,
          lang,
          ip: clientAddress(request),
        });
        const prefix = (await readSetting(db, 'supportEmailPrefix')) ?? 'support@';
        try {
          await mail.send({
            to: supportAddress(prefix, new URL(config.publicUrl).hostname),
            ...supportMail(id, form, memberId, lang),
          });
          await repository.markContactMailed(db, id);
        } catch (error) {
          // The message is stored either way; support finds unmailed ones by mailed_at null.
          request.log.error({ err: error, contactMessageId: id }, 'contact message not mailed');
        }
        return null;
      },
    },
  },
};
