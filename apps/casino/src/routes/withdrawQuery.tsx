import { createFileRoute } from '@tanstack/react-router';
import { withdrawQueryMessages } from '../features/withdrawQuery/messages';
import { WithdrawQueryPage } from '../features/withdrawQuery/WithdrawQueryPage';

export const Route = createFileRoute('/withdrawQuery')({
  staticData: { title: withdrawQueryMessages.title },
  component: WithdrawQueryPage,
});
