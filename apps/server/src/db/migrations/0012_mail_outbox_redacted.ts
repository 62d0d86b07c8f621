import { type Kysely, sql } from 'kysely';

/**
 * The outbox keeps mails with their one-time tokens redacted from now on (issue 13 finding 15); the
 * links already stored are redacted too, so no working activation or reset link stays at rest.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the database as it was then.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update mail_outbox set
    text_body = regexp_replace(text_body, 'token=[A-Za-z0-9_-]+', 'token=[redacted]', 'g'),
    html_body = regexp_replace(html_body, 'token=[A-Za-z0-9_-]+', 'token=[redacted]', 'g')`.execute(db);
}
