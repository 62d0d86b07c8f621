import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/games/HomePage';
import { validateHomeSearch } from '../features/routing/search';
import { common } from '../features/shell/messages';

export const Route = createFileRoute('/')({
  validateSearch: validateHomeSearch,
  staticData: { title: common.home },
  component: HomePage,
});
