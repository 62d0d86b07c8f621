import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { common } from '../shell/messages';
import { HelpArticle } from './HelpArticle';
import { HelpLayout } from './HelpLayout';
import { allHelpPages } from './helpPages';

/** The help home: the help-centre article (seeded id 1), then every help page. */
export function HelpHome() {
  const intl = useIntl();
  return (
    <HelpLayout current={intl.formatMessage(common.help)}>
      <HelpArticle id={1} />
      <ul>
        {allHelpPages.map((page) => (
          <li key={`${page.section}/${page.page}`}>
            <Link to="/$section/$page" params={{ section: page.section, page: page.page }}>
              <FormattedMessage {...page.title} />
            </Link>
          </li>
        ))}
      </ul>
    </HelpLayout>
  );
}
