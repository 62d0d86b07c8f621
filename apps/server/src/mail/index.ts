// The mail domain's public surface; its operations (activation, password reset) are in routes.ts.
export { sendActivation, sendCashOutLookupCode, sendPasswordReset } from './messages.js';
