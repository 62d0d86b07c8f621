import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { isHelpSection } from '../features/help/helpPages';

// Spec 000 §2: each branch child redirects to its Info page (/cashier -> /cashier/cashierInfo).
export const Route = createFileRoute('/branchIndex/$branch')({
  beforeLoad: ({ params }) => {
    if (!isHelpSection(params.branch)) throw notFound();
    throw redirect({
      to: '/$section/$page',
      params: { section: params.branch, page: `${params.branch}Info` },
      replace: true,
    });
  },
});
