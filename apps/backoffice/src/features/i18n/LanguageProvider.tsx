import { Select } from '@casino/ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { defineMessages, IntlProvider, type MessageFormatElement } from 'react-intl';
import { type Language, languages, loadCatalogue, storeLanguage, switchLanguage, t } from './i18n';

interface LanguageContextValue {
  language: Language;
  setLanguage(language: Language): Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage outside LanguageProvider');
  return value;
}

export function LanguageProvider({
  initial,
  initialMessages,
  children,
}: {
  initial: Language;
  initialMessages: Record<string, MessageFormatElement[]>;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState(() => {
    switchLanguage(initial, initialMessages);
    return { language: initial, messages: initialMessages };
  });
  const setLanguage = useCallback(async (language: Language) => {
    const messages = await loadCatalogue(language);
    storeLanguage(language);
    document.documentElement.lang = language;
    switchLanguage(language, messages);
    setCurrent({ language, messages });
  }, []);
  const value = useMemo(() => ({ language: current.language, setLanguage }), [current.language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={current.language} defaultLocale="en" messages={current.messages}>
        {/* Keyed by language: texts read outside React (tables' columns) are read again. */}
        <div key={current.language} style={{ display: 'contents' }}>
          {children}
        </div>
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

const m = defineMessages({
  language: { id: 'language.label', defaultMessage: 'Language' },
});

/** The language chooser, each language named in its own words. */
export function LanguageChooser() {
  const { language, setLanguage } = useLanguage();
  return (
    <Select
      label={t(m.language)}
      value={language}
      onValueChange={(value) => void setLanguage(value as Language)}
      options={Object.entries(languages).map(([value, label]) => ({ value, label }))}
    />
  );
}
