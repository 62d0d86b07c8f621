import { getRouteApi } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { HelpArticle } from './HelpArticle';
import { HelpLayout } from './HelpLayout';
import { helpPage } from './helpPages';

const route = getRouteApi('/$section/$page');

export function HelpPage() {
  const { section, page } = route.useParams();
  const intl = useIntl();
  // The route's beforeLoad has already turned unknown pages into the 404.
  const info = helpPage(section, page)!;
  return (
    <HelpLayout current={intl.formatMessage(info.title)}>
      <HelpArticle id={info.articleId} />
    </HelpLayout>
  );
}
