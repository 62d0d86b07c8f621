import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/branchIndex/')({
  beforeLoad: () => {
    throw redirect({ to: '/branchIndex/help', replace: true });
  },
});
