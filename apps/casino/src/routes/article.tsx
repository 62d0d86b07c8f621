import { createFileRoute } from '@tanstack/react-router';
import { ArticlePage } from '../features/help/ArticlePage';
import { articleMessages } from '../features/help/messages';
import { validateArticleSearch } from '../features/routing/search';

export const Route = createFileRoute('/article')({
  validateSearch: validateArticleSearch,
  staticData: { title: articleMessages.title },
  component: ArticlePage,
});
