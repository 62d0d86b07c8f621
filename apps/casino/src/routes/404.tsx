import { createFileRoute } from '@tanstack/react-router';
import { common } from '../features/shell/messages';
import { NotFoundPage } from '../features/shell/NotFoundPage';

export const Route = createFileRoute('/404')({
  staticData: { title: common.notFound },
  component: NotFoundPage,
});
