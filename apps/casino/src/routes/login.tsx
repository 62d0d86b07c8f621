import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { pickSearch } from '../features/routing/search';
import { common } from '../features/shell/messages';

export const Route = createFileRoute('/login')({
  validateSearch: (search) => pickSearch(search, ['backurl']),
  staticData: { title: common.login },
  component: LoginPage,
});
