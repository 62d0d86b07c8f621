import { type ReactNode, useEffect, useId, useRef } from 'react';
import { closeButton, title as titleStyle } from '../private/dialog.css';
import { CloseIcon } from '../private/icons';
import * as styles from './Popup.css';

export interface PopupProps {
  title: ReactNode;
  /** Accessible name of the close button, e.g. 'Close'. */
  closeLabel: string;
  /** Runs once the pop-up has closed: close button, Escape or a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal card for what the site shows unasked (the promotion pop-up on home): the browser's own
 * `<dialog>` opened with showModal, which makes the page behind it inert, traps focus and closes on
 * Escape, so a visit that only sees this pop-up loads no dialog library. Dialogs the player opens
 * use Dialog.
 */
export function Popup({ title, closeLabel, onClose, children }: PopupProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const close = () => ref.current?.close();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has its keyboard twin in Escape, which the dialog element handles
    <dialog
      ref={ref}
      className={styles.popup}
      aria-labelledby={titleId}
      onClose={onClose}
      // The backdrop belongs to the dialog element itself; the card's content never is the target.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={styles.titleBar}>
        <h2 id={titleId} className={titleStyle}>
          {title}
        </h2>
        <button type="button" className={closeButton} aria-label={closeLabel} onClick={close}>
          <CloseIcon />
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard players must be able to scroll a long offer text */}
      <div className={styles.body} tabIndex={0}>
        {children}
      </div>
    </dialog>
  );
}
