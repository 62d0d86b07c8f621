/**
 * The database shape for Kysely. Each domain declares its own tables next to its repository by
 * augmenting this interface:
 *
 *   declare module '../db/schema.js' { interface Database { members: MembersTable } }
 *
 * so domains can be written in parallel without editing one shared file.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from each domain.
export interface Database {}
