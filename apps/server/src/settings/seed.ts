import type { Db } from '../db/database.js';
import { readSeedJson } from '../db/seedFile.js';
import { type SettingScope, upsertSeedSettings } from './repository.js';
import { settingText } from './rules.js';

interface SettingFileRow {
  name: string;
  value: unknown;
  scope: SettingScope;
}

/** Every start: settings missing from the table get their default from settings.json. */
export async function seedSettings(db: Db): Promise<void> {
  const rows = readSeedJson<SettingFileRow[]>('settings.json');
  await upsertSeedSettings(
    db,
    rows.map((row) => ({ name: row.name, value: settingText(row.value), scope: row.scope })),
  );
}
