import { Dialog, DialogContent } from '@casino/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { common } from '../shell/messages';
import { type ArticlePopupName, articleOfPopup, articlePopups } from './articlePopups';
import { HelpArticle } from './HelpArticle';

interface Props {
  name: ArticlePopupName;
  onClose: () => void;
}

/**
 * A pop-up showing an article (promotions, withdrawal rules, about us, terms, privacy, user agreement;
 * spec 002 §2). The article's HTML goes through HelpArticle, whose ArticleView sanitizes it. Also
 * opened over another pop-up (the terms beside the sign-up checkbox) without closing it.
 */
export default function ArticlePopup({ name, onClose }: Props) {
  const intl = useIntl();
  const [articleId, setArticleId] = useState<number | undefined>(
    articlePopups[name].setting ? undefined : articlePopups[name].articleId,
  );
  useEffect(() => {
    let live = true;
    void articleOfPopup(name).then((id) => {
      if (live) setArticleId(id);
    });
    return () => {
      live = false;
    };
  }, [name]);
  return (
    <Dialog open onOpenChange={(open) => open || onClose()}>
      <DialogContent
        title={intl.formatMessage(articlePopups[name].title)}
        closeLabel={intl.formatMessage(common.close)}
        size="large"
      >
        {articleId === undefined ? (
          <p role="status">{intl.formatMessage(common.loading)}</p>
        ) : (
          <HelpArticle id={articleId} />
        )}
      </DialogContent>
    </Dialog>
  );
}
