import type { MessageFormatElement } from 'react-intl';
import type { Language } from './languages';

type Catalogue = Record<string, MessageFormatElement[]>;

// One chunk per language: only the chosen catalogue is downloaded.
const compiled = import.meta.glob<{ default: Catalogue }>([
  '../../lang/compiled-lang/*.json',
  '!**/extracted.json',
]);

export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const load = compiled[`../../lang/compiled-lang/${language}.json`];
  if (!load) throw new Error(`No catalogue for ${language}`);
  return (await load()).default;
}

// The parts of src/lang/parts.json, one chunk per part and language, fetched with their screens.
const parts = import.meta.glob<{ default: Catalogue }>('../../lang/compiled-lang/*/*.json');
const loadedParts = new Map<string, Promise<Catalogue>>();

/** A part's catalogue, asked for once per part and language (the same promise answers every caller). */
export function loadCataloguePart(part: string, language: string): Promise<Catalogue> {
  const key = `../../lang/compiled-lang/${part}/${language}.json`;
  let loading = loadedParts.get(key);
  if (!loading) {
    const load = parts[key];
    loading = load
      ? load().then((module) => module.default)
      : Promise.reject(new Error(`No ${part} catalogue for ${language}`));
    loadedParts.set(key, loading);
  }
  return loading;
}
