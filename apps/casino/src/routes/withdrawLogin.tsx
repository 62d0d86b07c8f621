import { createFileRoute } from '@tanstack/react-router';
import { withdrawQueryMessages } from '../features/withdrawQuery/messages';
import { WithdrawLoginPage } from '../features/withdrawQuery/WithdrawLoginPage';

export const Route = createFileRoute('/withdrawLogin')({
  staticData: { title: withdrawQueryMessages.title },
  component: WithdrawLoginPage,
});
