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
