import { Breadcrumb, FeedbackWidget, HelpSearchBar } from '@casino/ui';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { common } from '../shell/messages';
import { allHelpPages } from './helpPages';
import { helpMessages as m } from './messages';

interface Props {
  current: string;
  children: ReactNode;
}

/** Help pages share the search bar, the breadcrumb Home > page, and the feedback widget (spec 000 §2). */
export function HelpLayout({ current, children }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [query, setQuery] = useState('');
  const needle = query.trim().toLocaleLowerCase(intl.locale);
  const matches = needle
    ? allHelpPages.filter((page) => t(page.title).toLocaleLowerCase(intl.locale).includes(needle))
    : [];
  return (
    <article>
      <HelpSearchBar
        label={t(m.search)}
        placeholder={t(m.search)}
        submitLabel={t(m.searchSubmit)}
        onSearch={setQuery}
      />
      {needle && (
        <ul aria-live="polite">
          {matches.length === 0 ? (
            <li>
              <FormattedMessage {...m.noResults} />
            </li>
          ) : (
            matches.map((page) => (
              <li key={`${page.section}/${page.page}`}>
                <Link to="/$section/$page" params={{ section: page.section, page: page.page }}>
                  <FormattedMessage {...page.title} />
                </Link>
              </li>
            ))
          )}
        </ul>
      )}
      <Breadcrumb label={t(m.breadcrumb)} homeLabel={t(common.home)} homeHref="#/" current={current} />
      {children}
      <FeedbackWidget
        question={t(m.wasHelpful)}
        yesLabel={t(m.yes)}
        noLabel={t(m.no)}
        commentLabel={t(m.comment)}
        sendLabel={t(common.send)}
        // Spec 000 §4: sending only clears the widget; nothing is stored.
        onSend={() => {}}
      />
    </article>
  );
}
