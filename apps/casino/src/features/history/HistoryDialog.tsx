import { AlertDialog, HistoryList } from '@casino/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AppDialog } from '../shell/AppDialog';
import { common } from '../shell/messages';
import { LOAD_WITHIN_PX } from './historyRules';
import { historyMessages as m } from './messages';
import type { usePages } from './usePages';

interface HistoryDialogProps {
  title: string;
  emptyText: string;
  pages: ReturnType<typeof usePages>;
  children: ReactNode;
}

/** What both histories share: the list that pages near its bottom, its texts, and a failed page's alert. */
export function HistoryDialog({ title, emptyText, pages, children }: HistoryDialogProps) {
  const t = useIntl().formatMessage;
  return (
    <AppDialog title={title}>
      <HistoryList
        aria-label={title}
        isEmpty={pages.rows.length === 0}
        emptyText={emptyText}
        hasMore={!pages.last}
        loading={pages.loading}
        loadingText={t(common.loading)}
        endText={t(m.nomore)}
        threshold={LOAD_WITHIN_PX}
        onLoadMore={() => void pages.loadMore()}
      >
        {children}
      </HistoryList>
      <AlertDialog
        open={pages.failure !== null}
        onOpenChange={(open) => open || pages.clearFailure()}
        title={title}
        message={pages.failure ?? ''}
        okLabel={t(common.ok)}
      />
    </AppDialog>
  );
}
