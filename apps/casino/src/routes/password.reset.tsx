import { createFileRoute } from '@tanstack/react-router';
import { resetMessages } from '../features/auth/messages';
import { PasswordResetPage } from '../features/auth/PasswordResetPage';
import { pickSearch } from '../features/routing/search';

export const Route = createFileRoute('/password/reset')({
  validateSearch: (search) => pickSearch(search, ['token']),
  staticData: { title: resetMessages.title },
  component: PasswordResetPage,
});
