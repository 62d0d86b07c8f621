// The contact form's public surface (the back office reads its messages); the form is in routes.ts.
export type { ContactMessage } from './repository.js';
export { findContactMessage, listContactMessages, setContactStatus } from './repository.js';
export { type ContactStatus, contactStatuses, type QueryType, queryTypes } from './rules.js';
