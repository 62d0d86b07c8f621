import type { AdminSchemas } from '@casino/api-client/admin';
import { Select, TextArea, TextField } from '@casino/ui';
import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { t } from '../../features/i18n/i18n';
import { Row } from '../../features/layout/Page';

const m = defineMessages({
  language: { id: 'LanguageTexts.language', defaultMessage: 'Language' },
  emptyRemovesThisLanguageIts: {
    id: 'LanguageTexts.emptyRemovesThisLanguageIts',
    defaultMessage: 'Empty removes this language: its players read English, else Spanish.',
  },
  title: { id: 'LanguageTexts.title', defaultMessage: 'Title ({lang})' },
  text: { id: 'LanguageTexts.text', defaultMessage: 'Text ({lang})' },
  none: { id: 'LanguageTexts.none', defaultMessage: '{lang} (none)' },
});

export const languages = ['es', 'en', 'pt', 'de', 'fr', 'it', 'fi', 'tr', 'ja', 'fil'] as const;
export type Language = (typeof languages)[number];
export type ContentText = AdminSchemas['AdminContentText'];
export type TextDrafts = Partial<Record<Language, { title: string; text: string }>>;

export const draftsOf = (texts: readonly ContentText[]): TextDrafts =>
  Object.fromEntries(texts.map((text) => [text.lang, { title: text.title, text: text.text }]));

/** The languages with a title; one left without is removed on save (its players read English). */
export const textsOf = (drafts: TextDrafts): ContentText[] =>
  languages.flatMap((lang) => {
    const draft = drafts[lang];
    return draft && draft.title.trim() !== '' ? [{ lang, title: draft.title, text: draft.text }] : [];
  });

/** A banner's or a pop-up's words, one language at a time. */
export function LanguageTexts({
  drafts,
  onChange,
}: {
  drafts: TextDrafts;
  onChange: (drafts: TextDrafts) => void;
}) {
  const [lang, setLang] = useState<Language>('es');
  const draft = drafts[lang] ?? { title: '', text: '' };
  const set = (change: Partial<typeof draft>) => onChange({ ...drafts, [lang]: { ...draft, ...change } });
  return (
    <>
      <Row>
        <Select
          label={t(m.language)}
          value={lang}
          onValueChange={(value) => setLang(value as Language)}
          options={languages.map((code) => ({
            value: code,
            label: drafts[code]?.title.trim() ? code : t(m.none, { lang: code }),
          }))}
        />
        <TextField
          label={t(m.title, { lang })}
          description={t(m.emptyRemovesThisLanguageIts)}
          value={draft.title}
          maxLength={120}
          onChange={(event) => set({ title: event.target.value })}
        />
      </Row>
      <TextArea
        label={t(m.text, { lang })}
        value={draft.text}
        maxLength={500}
        rows={3}
        onChange={(event) => set({ text: event.target.value })}
      />
    </>
  );
}
