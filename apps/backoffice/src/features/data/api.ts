import { createAdminClient } from '@casino/api-client/admin';
import { currentLanguage } from '../i18n/i18n';
import { session } from '../session/session';

/** What to do when the server says the session ended (set by main.tsx: go to the sign-in page). */
let sessionLost: () => void = () => {};
export const onSessionLost = (handler: () => void) => {
  sessionLost = handler;
};

export const api = createAdminClient({
  getToken: session.token,
  getLanguage: currentLanguage,
  // Only when the refused call carried the session still held: an answer to a call from before a new
  // sign-in says nothing about the new session.
  onSessionLost: (token) => {
    if (token === session.token()) {
      session.signOut();
      sessionLost();
    }
  },
});
