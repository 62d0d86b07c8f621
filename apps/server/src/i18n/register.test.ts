import { describe, expect, it } from 'vitest';
import { readSeedJson, readSeedText } from '../db/seedFile.js';
import { catalogues, type Lang, languages, t } from './index.js';

/**
 * The catalogue check of issue 32 for mails and register: every mail in the ten languages, and each
 * language addressing the player as the app does (apps/casino/src/lang/messages): Spanish tú,
 * Portuguese você, German du, French vous, Italian tu. A Spanish activation mail said "Active su cuenta".
 */
const mailKeys = Object.keys(catalogues.en).filter((key) =>
  key.startsWith('mail.'),
) as (keyof typeof catalogues.en)[];
const slugs = readSeedJson<{ slug: string }[]>('articles.json').map((article) => article.slug);

/** A pattern matching any of `words` as whole words (accented letters count as letters: "êtes" holds no "tes"). */
const anyOf = (words: string[]) => new RegExp(`(?<!\\p{L})(${words.join('|')})(?!\\p{L})`, 'iu');

/** Words of the other register, each a pattern that must not match the language's texts. */
const otherRegister: Partial<Record<Lang, RegExp>> = {
  es: anyOf([
    'usted',
    'ustedes',
    'inténtelo',
    'introduzca',
    'elija',
    'compruébel\\p{L}*',
    'aceptarle',
    'le rogamos',
    'póngase',
    'active su',
    'confirme su',
    'restablezca su',
    'abra este',
    'ignore este',
    'vuelva a abrir',
    'suba su',
    'inicie sesión',
    'debe tener 18',
  ]),
  pt: anyOf([
    'o senhor',
    'a senhora',
    'os senhores',
    'aceitá-lo',
    'tu',
    'teu',
    'tua',
    'teus',
    'tuas',
    'contigo',
  ]),
  // Mid-sentence only: a capital Sie/Ihr opening a sentence is "they"/"their".
  de: /[\p{Ll},;(] (Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)(?!\p{L})/u,
  fr: anyOf(['tu', 'ton', 'ta', 'tes', 'toi']),
  it: /[\p{Ll},;(] (Lei|Suo|Sua|Suoi|Sue|La preghiamo)(?!\p{L})/u,
};

/** The player's messages: the back office's (admin.*) speak to operators. */
const playerTexts = (lang: Lang) =>
  Object.entries(catalogues[lang])
    .filter(([key]) => !key.startsWith('admin.'))
    .map(([key, text]) => ({ where: key, text }));
const articleBodies = (lang: Lang) =>
  slugs.map((slug) => ({
    where: `${slug}.${lang}.html`,
    text: readSeedText(`articles/${slug}.${lang}.html`),
  }));

describe('mails in every language', () => {
  it.each(languages)('%s has every mail, with its name and link', (lang) => {
    expect(mailKeys.length).toBeGreaterThanOrEqual(6);
    for (const key of mailKeys) {
      const text = catalogues[lang][key];
      expect(text?.trim(), `${lang} ${key}`).toBeTruthy();
      if (key.endsWith('.body')) {
        expect(text).toContain('{username}');
        expect(text).toContain('{link}');
      }
      // Only English reads English.
      if (lang !== 'en') expect(text, `${lang} ${key}`).not.toBe(catalogues.en[key]);
    }
  });

  it('writes the activation mail in the app’s register', () => {
    expect(t('es', 'mail.activation.subject')).toBe('Activa tu cuenta');
    expect(t('es', 'mail.activation.body', { username: 'ana', link: 'L' })).toContain('Confirma tu correo');
    expect(t('pt', 'mail.activation.subject')).toBe('Ative sua conta');
    expect(t('de', 'mail.activation.subject')).toMatch(/dein Konto/i);
  });
});

/**
 * Portugal's words where Brazil says otherwise: the Portuguese texts are Brazil's, as the apps' are
 * (apps/casino/src/lang/catalogues.test.ts; "guardar" is left out: Brazil keeps what the law asks too).
 */
const portugalOnly = anyOf([
  'levantamento',
  'levantamentos',
  'palavra-passe',
  'utilizador',
  'registo',
  'registar',
  'registado',
  'registam',
  'registe',
  'contacto',
  'telemóvel',
  'ecrã',
  'ficheiro',
  'bónus',
  'partilhar',
  'partilhe',
  'comprovativo',
  'morada',
  'secções',
]);

describe('the app’s register', () => {
  it('writes Portuguese as Brazil does in every message and article', () => {
    const texts = [
      ...Object.entries(catalogues.pt).map(([key, text]) => ({ where: key, text })),
      ...articleBodies('pt'),
    ];
    const offending = texts
      .filter(({ text }) => portugalOnly.test(text))
      .map(({ where, text }) => `${where}: ${text.match(portugalOnly)?.[0]}`);
    expect(offending).toEqual([]);
  });

  it.each(Object.keys(otherRegister) as Lang[])(
    '%s messages and articles never use the other register',
    (lang) => {
      const pattern = otherRegister[lang]!;
      const offending = [...playerTexts(lang), ...articleBodies(lang)]
        .filter(({ text }) => pattern.test(text.replace(/<[^>]+>/g, ' ')))
        .map(({ where, text }) => `${where}: ${text.replace(/<[^>]+>/g, ' ').match(pattern)?.[0]}`);
      expect(offending).toEqual([]);
    },
  );
});
