/** A mail as the server composes it, whichever transport carries it (SMTP or the local outbox). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** One-time tokens in the mail (activation, reset): sent, but never kept at rest. */
  secrets?: string[];
}
