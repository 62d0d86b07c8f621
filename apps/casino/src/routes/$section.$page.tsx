import { createFileRoute, notFound } from '@tanstack/react-router';
import { HelpPage } from '../features/help/HelpPage';
import { helpPage } from '../features/help/helpPages';

// The help Info pages and their siblings (spec 000 §2), e.g. /cashier/withdrawalRules.
export const Route = createFileRoute('/$section/$page')({
  beforeLoad: ({ params }) => {
    const page = helpPage(params.section, params.page);
    if (!page) throw notFound();
    return { title: page.title };
  },
  component: HelpPage,
});
