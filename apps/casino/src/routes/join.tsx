import { createFileRoute } from '@tanstack/react-router';
import { JoinPage } from '../features/auth/JoinPage';
import { common } from '../features/shell/messages';

export const Route = createFileRoute('/join')({
  staticData: { title: common.join },
  component: JoinPage,
});
