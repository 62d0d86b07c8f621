import type { Domain } from '../http/domain.js';
import { readScoped } from './repository.js';
import { liveChatAvailable } from './rules.js';
import { seedSettings } from './seed.js';

/** The contact settings of the contract (000 §7); empty means not offered and answers null. */
const contactNames = [
  'telegramLink',
  'whatsAppNumber',
  'whatsAppQrCode',
  'withdrawRulePageUrl',
  'promotionPageUrl',
] as const;

function present(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value;
}

export const settings: Domain = {
  name: 'settings',
  plugin: async (app) => {
    await seedSettings(app.db);
  },
  handlers: {
    getContactUsSetting: async (request) => {
      const values = await readScoped(request.server.db, 'contact', contactNames);
      return Object.fromEntries(contactNames.map((name) => [name, present(values.get(name))]));
    },
    checkContactUsSetting: async (request) => {
      const { db } = request.server;
      const script = await readScoped(db, 'acquire', ['liveChatScript']);
      // The hours are server-scoped: read them without exposing them.
      const hours = await readScoped(db, 'server', ['liveChatStartUtc', 'liveChatEndUtc']);
      return liveChatAvailable(new Date(), {
        liveChatScript: script.get('liveChatScript'),
        liveChatStartUtc: hours.get('liveChatStartUtc'),
        liveChatEndUtc: hours.get('liveChatEndUtc'),
      });
    },
    acquireSetting: async (request) => {
      // The contract's enum names the readable settings; the scope keeps server rows out even if it grows.
      const { name } = request.body as { name: string };
      return present((await readScoped(request.server.db, 'acquire', [name])).get(name));
    },
  },
};
