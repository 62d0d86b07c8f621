import type { components } from '@casino/api-client';
import { NewsList } from '@casino/ui';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../app';
import { useSession } from '../session/useSession';
import { AppDialog } from '../shell/AppDialog';
import { common } from '../shell/messages';
import { notify } from '../shell/notify';
import { newsMessages as m } from './messages';
import { unreadNews } from './unreadNews';

type News = components['schemas']['News'];

/** News status (spec 002 §3): unread 0, read 10. */
const UNREAD = 0;
const READ = 10;
/** Spec 002 §9: the 20 latest messages. */
const LATEST = 20;

/** Spec 002 §2-§4: the member's latest messages; opening an unread one marks it read. */
export default function NewsDialog() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { user } = useSession();
  const [news, setNews] = useState<News[] | null>(null);
  const memberId = user?.id;

  useEffect(() => {
    // Spec 002 §4: news loads only for a member.
    if (memberId === undefined) return;
    let live = true;
    void api
      .call('/base/news/listPage', {
        pageNum: 1,
        pageSize: LATEST,
        createTime_0: 'DESC',
        memberId_EQ: memberId,
      })
      .then((result) => {
        if (!live) return;
        if (result.ok) setNews(result.data.content as News[]);
        else notify(result.message);
      });
    return () => {
      live = false;
    };
  }, [memberId]);

  const open = async (id: number) => {
    const item = news?.find((candidate) => candidate.id === id);
    if (item?.status !== UNREAD) return;
    const result = await api.call('/sys/news/setNewsStatus', { id }, { loading: false });
    if (!result.ok) return notify(result.message);
    setNews((current) => current?.map((row) => (row.id === id ? { ...row, status: READ } : row)) ?? null);
    await unreadNews.refresh();
  };

  return (
    <AppDialog title={t(common.news)}>
      {news === null ? (
        <p role="status">
          <FormattedMessage {...common.loading} />
        </p>
      ) : (
        <NewsList
          aria-label={t(common.news)}
          items={news.map((item) => ({
            id: String(item.id),
            message: item.message,
            date: intl.formatDate(item.createTime, { dateStyle: 'medium', timeStyle: 'short' }),
            unread: item.status === UNREAD,
          }))}
          onOpen={(id) => void open(Number(id))}
          unreadLabel={t(m.unread)}
          emptyText={t(m.empty)}
        />
      )}
    </AppDialog>
  );
}
