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

/** Every pop-up (or the one of `id`), running or not, with its words in every language it has. */
export async function allPopups(db: Db, id?: number) {
  let popups = db.selectFrom('promotion_popup').selectAll();
  let texts = db.selectFrom('promotion_popup_translation').selectAll();
  if (id !== undefined) {
    popups = popups.where('id', '=', id);
    texts = texts.where('popup_id', '=', id);
  }
  const [rows, words] = await Promise.all([
    popups.orderBy('sort_index').orderBy('id').execute(),
    texts.orderBy('popup_id').orderBy('lang').execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    gameId: row.game_id,
    image: row.image,
    audience: row.audience,
    enabled: row.enabled,
    sortIndex: row.sort_index,
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
    texts: words
      .filter((word) => word.popup_id === row.id)
      .map((word) => ({ lang: word.lang, title: word.title, text: word.text })),
  }));
}

export type EditorPopup = Awaited<ReturnType<typeof allPopups>>[number];
export type PopupFields = Omit<EditorPopup, 'id' | 'texts'>;

/**
 * Creates a pop-up (no `id`) or replaces one's fields and words (the languages given are the ones it
 * has afterwards). Answers before (null for a new one) and after; undefined when `id` names nothing.
 */
export async function savePopup(
  db: Db,
  id: number | undefined,
  fields: PopupFields,
  texts: readonly EditorPopup['texts'][number][],
): Promise<{ before: EditorPopup | null; after: EditorPopup } | undefined> {
  const values = {
    action: fields.action,
    game_id: fields.gameId,
    image: fields.image,
    audience: fields.audience,
    enabled: fields.enabled,
    sort_index: fields.sortIndex,
    starts_at: fields.startsAt === null ? null : new Date(fields.startsAt),
    ends_at: fields.endsAt === null ? null : new Date(fields.endsAt),
  };
  let before: EditorPopup | null = null;
  let popupId: number;
  if (id === undefined) {
    popupId = (
      await db.insertInto('promotion_popup').values(values).returning('id').executeTakeFirstOrThrow()
    ).id;
  } else {
    const locked = await db
      .selectFrom('promotion_popup')
      .select('id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (locked === undefined) return undefined;
    [before = null] = await allPopups(db, id);
    await db.updateTable('promotion_popup').set(values).where('id', '=', id).execute();
    await db.deleteFrom('promotion_popup_translation').where('popup_id', '=', id).execute();
    popupId = id;
  }
  if (texts.length > 0) {
    await db
      .insertInto('promotion_popup_translation')
      .values(texts.map((text) => ({ popup_id: popupId, ...text })))
      .execute();
  }
  const [after] = await allPopups(db, popupId);
  return { before, after: after! };
}

/** Shows or stops one pop-up; answers before and after, undefined when there is no such pop-up. */
export async function setPopupEnabled(db: Db, id: number, enabled: 0 | 1) {
  const before = await db
    .selectFrom('promotion_popup')
    .select(['id', 'enabled'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (before === undefined) return undefined;
  await db.updateTable('promotion_popup').set({ enabled }).where('id', '=', id).execute();
  return { before, after: { id, enabled } };
}
