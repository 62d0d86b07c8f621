import { getRouteApi } from '@tanstack/react-router';
import { HelpArticle } from './HelpArticle';

const route = getRouteApi('/article');

export function ArticlePage() {
  const { id } = route.useSearch();
  return <HelpArticle id={id} />;
}
