import { createFileRoute } from '@tanstack/react-router';
import { protectionMessages } from '../features/protection/messages';
import { PlaySafePage } from '../features/protection/PlaySafePage';

export const Route = createFileRoute('/playSafe')({
  staticData: { title: protectionMessages.title },
  component: PlaySafePage,
});
