import { createFileRoute } from '@tanstack/react-router';
import { pickSearch } from '../features/routing/search';
import { withdrawQueryMessages } from '../features/withdrawQuery/messages';
import { WithdrawQueryDetailPage } from '../features/withdrawQuery/WithdrawQueryDetailPage';

export const Route = createFileRoute('/withdrawQueryDetail')({
  validateSearch: (search) => pickSearch(search, ['token']),
  staticData: { title: withdrawQueryMessages.title },
  component: WithdrawQueryDetailPage,
});
