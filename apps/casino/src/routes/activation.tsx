import { createFileRoute } from '@tanstack/react-router';
import { ActivationPage } from '../features/auth/ActivationPage';
import { activationMessages } from '../features/auth/messages';
import { pickSearch } from '../features/routing/search';

export const Route = createFileRoute('/activation')({
  validateSearch: (search) => pickSearch(search, ['token']),
  staticData: { title: activationMessages.title },
  component: ActivationPage,
});
