import { createCasinoClient } from '@casino/api-client';
import { storedLanguage } from './i18n/languages';
import { createSession } from './session/session';
import { deviceId, storageKeys, store } from './site';

let sessionLostHandler = () => {};

/** The router registers where a lost session goes (the login page with a backurl). */
export function onSessionLost(handler: () => void): void {
  sessionLostHandler = handler;
}

export const api = createCasinoClient({
  getToken: () => store.get(storageKeys.token),
  getLanguage: storedLanguage,
  getDeviceId: deviceId,
  onSessionLost: (token) => {
    if (session.lost(token)) sessionLostHandler();
  },
});

export const session = createSession({ call: api.call, reload: () => window.location.reload() });
