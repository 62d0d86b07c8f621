import type { components } from '@casino/api-client';
import { useEffect, useState } from 'react';
import { api } from '../app';
import { useLanguage } from '../i18n/LanguageProvider';

export type Article = components['schemas']['Article'];

/** Loads an article in the player's language; reloads when the language changes. */
export function useArticle(id: number | undefined): Article | 'missing' | null {
  const { language } = useLanguage();
  const [article, setArticle] = useState<Article | 'missing' | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the server answers in the player's language, so a new language reloads
  useEffect(() => {
    setArticle(null);
    if (id === undefined) return setArticle('missing');
    let live = true;
    void api.call('/base/article/get', { id }).then((result) => {
      if (live) setArticle(result.ok ? result.data : 'missing');
    });
    return () => {
      live = false;
    };
  }, [id, language]);
  return article;
}
