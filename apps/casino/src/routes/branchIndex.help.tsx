import { createFileRoute } from '@tanstack/react-router';
import { HelpHome } from '../features/help/HelpHome';
import { common } from '../features/shell/messages';

export const Route = createFileRoute('/branchIndex/help')({
  staticData: { title: common.help },
  component: HelpHome,
});
