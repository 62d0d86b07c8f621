import { type Generated, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { readSeedJson } from '../db/seedFile.js';

export const popupActions = ['DEPOSIT', 'INVITE', 'REGISTER', 'LAUNCH_GAME', 'CLOSE_ONLY'] as const;
export type PopupAction = (typeof popupActions)[number];
export type PopupAudience = 'guest' | 'member' | 'all';

export interface PromotionPopupTable {
  id: Generated<number>;
  action: PopupAction;
  /** The game LAUNCH_GAME opens (and only then). */
  game_id: number | null;
  image: string | null;
  audience: PopupAudience;
  enabled: number;
  sort_index: number;
  starts_at: Date | null;
  ends_at: Date | null;
}

export interface PromotionPopupTranslationTable {
  popup_id: number;
  lang: string;
  title: string;
  text: string;
}

declare module '../db/schema.js' {
  interface Database {
    promotion_popup: PromotionPopupTable;
    promotion_popup_translation: PromotionPopupTranslationTable;
  }
}

export interface PromotionPopup {
  id: number;
  title: string;
  text: string;
  image: string | null;
  action: PopupAction;
  gameId: number | null;
  audience: PopupAudience;
  sortIndex: number;
}

/**
 * The enabled pop-ups running at `now`, by sortIndex, each with its words in the first of `langs` it
 * has; a pop-up with words in none of them is left out (there is nothing to show).
 */
export async function runningPopups(db: Db, now: Date, langs: readonly string[]): Promise<PromotionPopup[]> {
  const rows = await db
    .selectFrom('promotion_popup')
    .selectAll()
    .where('enabled', '=', 1)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('sort_index', 'asc')
    .orderBy('id', 'asc')
    .execute();
  if (rows.length === 0) return [];
  const words = await db
    .selectFrom('promotion_popup_translation')
    .selectAll()
    .where(
      'popup_id',
      'in',
      rows.map((row) => row.id),
    )
    .where('lang', 'in', [...langs])
    .execute();
  return rows.flatMap((row) => {
    const chosen = langs
      .map((lang) => words.find((word) => word.popup_id === row.id && word.lang === lang))
      .find((word) => word !== undefined);
    if (chosen === undefined) return [];
    return [
      {
        id: row.id,
        title: chosen.title,
        text: chosen.text,
        image: row.image,
        action: row.action,
        gameId: row.game_id,
        audience: row.audience,
        sortIndex: row.sort_index,
      },
    ];
  });
}

interface PopupSeed {
  id: number;
  action: PopupAction;
  gameId: number | null;
  image: string | null;
  audience: PopupAudience;
  enabled: number;
  sortIndex: number;
  startsAt: string | null;
  endsAt: string | null;
  texts: Record<string, { title: string; text: string }>;
}

/** First start: the seeded pop-ups (seeds README); a table with rows is the operator's. */
export async function seedPopups(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('promotion_popup')
      .select(trx.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(row.n) > 0) return;
    const seeds = readSeedJson<PopupSeed[]>('promotionPopups.json');
    await trx
      .insertInto('promotion_popup')
      .values(
        seeds.map((seed) => ({
          id: seed.id,
          action: seed.action,
          game_id: seed.gameId,
          image: seed.image,
          audience: seed.audience,
          enabled: seed.enabled,
          sort_index: seed.sortIndex,
          starts_at: seed.startsAt === null ? null : new Date(seed.startsAt),
          ends_at: seed.endsAt === null ? null : new Date(seed.endsAt),
        })),
      )
      .execute();
    await trx
      .insertInto('promotion_popup_translation')
      .values(
        seeds.flatMap((seed) =>
          Object.entries(seed.texts).map(([lang, words]) => ({ popup_id: seed.id, lang, ...words })),
        ),
      )
      .execute();
    // The seed's ids were given: the operator's next pop-up takes the one after them.
    await sql`select setval(pg_get_serial_sequence('promotion_popup', 'id'), (select max(id) from promotion_popup))`.execute(
      trx,
    );
  });
}
