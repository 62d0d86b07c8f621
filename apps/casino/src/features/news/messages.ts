import { defineMessage, defineMessages } from 'react-intl';

export const newsMessages = defineMessages({
  empty: { id: 'news.empty', defaultMessage: 'No messages yet' },
  unread: { id: 'news.unread', defaultMessage: 'Unread' },
});

/** The unread count beside the menu entry, read after its name. */
export const unreadCount = defineMessage<{ count: number }>({
  id: 'news.unreadCount',
  defaultMessage: '{count, plural, one {# unread} other {# unread}}',
});
