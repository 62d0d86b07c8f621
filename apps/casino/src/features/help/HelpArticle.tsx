import { ArticleView } from '@casino/ui';
import { useIntl } from 'react-intl';
import { common } from '../shell/messages';
import { helpMessages } from './messages';
import { useArticle } from './useArticle';

/** An article from the content service; the ui ArticleView sanitizes its HTML. */
export function HelpArticle({ id }: { id: number | undefined }) {
  const article = useArticle(id);
  const intl = useIntl();
  const loaded = article !== null && article !== 'missing' ? article : null;
  return (
    <ArticleView
      html={loaded?.content}
      backgroundColor={loaded?.backgroundColor ?? 'transparent'}
      fontColor={loaded?.fontColor ?? 'inherit'}
      padding={loaded?.padding ?? '0'}
      loading={article === null}
      loadingText={intl.formatMessage(common.loading)}
      emptyText={intl.formatMessage(helpMessages.articleMissing)}
    />
  );
}
