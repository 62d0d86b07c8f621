import { defineMessages } from 'react-intl';

export const helpMessages = defineMessages({
  search: { id: 'help.search', defaultMessage: 'Search help pages...' },
  searchSubmit: { id: 'help.searchSubmit', defaultMessage: 'Search' },
  noResults: { id: 'help.noResults', defaultMessage: 'No help page matches your search.' },
  breadcrumb: { id: 'help.breadcrumb', defaultMessage: 'Breadcrumb' },
  wasHelpful: { id: 'help.wasHelpful', defaultMessage: 'Was this page helpful?' },
  yes: { id: 'help.yes', defaultMessage: 'YES' },
  no: { id: 'help.no', defaultMessage: 'NO' },
  comment: { id: 'help.comment', defaultMessage: 'Tell us more (optional)' },
  articleMissing: { id: 'article.missing', defaultMessage: 'This article is not available.' },
});

export const articleMessages = defineMessages({
  title: { id: 'article.title', defaultMessage: 'Article' },
});
