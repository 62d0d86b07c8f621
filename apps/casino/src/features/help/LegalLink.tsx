import { lazy, Suspense, useState } from 'react';
import type { ArticlePopupName } from './articlePopups';
import * as styles from './help.css';

const ArticlePopup = lazy(() => import('./ArticlePopup'));

/**
 * A link-like button that opens a legal text over the current screen (the terms beside the sign-up
 * checkbox), so a form in a pop-up keeps what the player typed.
 */
export function LegalLink({ name, label }: { name: ArticlePopupName; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.legalLink} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ArticlePopup name={name} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
