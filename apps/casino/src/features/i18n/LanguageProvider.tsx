import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { loadCatalogue } from './catalogues';
import { type Language, storeLanguage } from './languages';

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

interface Props {
  initial: Language;
  initialMessages: Record<string, MessageFormatElement[]>;
  children: ReactNode;
}

export function LanguageProvider({ initial, initialMessages, children }: Props) {
  const [current, setCurrent] = useState({ language: initial, messages: initialMessages });

  const setLanguage = useCallback(async (language: Language) => {
    const messages = await loadCatalogue(language);
    // Stored before the next call goes out, so the server answers in the new language (X-FE-LANG).
    storeLanguage(language);
    document.documentElement.lang = language;
    setCurrent({ language, messages });
  }, []);

  const value = useMemo(() => ({ language: current.language, setLanguage }), [current.language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={current.language} defaultLocale="en" messages={current.messages}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
