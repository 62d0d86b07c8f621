// The settings' public surface; their operations (contact, live chat, acquire) are in routes.ts.
export { settingList } from './rules.js';
