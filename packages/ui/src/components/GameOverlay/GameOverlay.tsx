import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import { Button } from '../Button/Button';
import { closeButton } from '../private/dialog.css';
import { CloseIcon } from '../private/icons';
import * as styles from './GameOverlay.css';

export interface GameOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  gameName: string;
  /** The game's launch address; undefined while the app is still asking for it. */
  src?: string;
  closeLabel: string;
  loadingLabel: string;
  depositLabel: string;
  /** Called by the deposit button; leave it out to hide the button (play-for-fun mode, spec 000 §2). */
  onDeposit?: () => void;
  /** A band between the title bar and the game, e.g. the active bonus's wagering meter. */
  banner?: ReactNode;
}

/*
 * Full-screen game frame: title bar, then a loading state until the game's frame fires its load event.
 * A Radix Dialog underneath, so focus stays inside and Escape closes, as in every other overlay.
 */
export function GameOverlay({
  open,
  onOpenChange,
  gameName,
  src,
  closeLabel,
  loadingLabel,
  depositLabel,
  onDeposit,
  banner,
}: GameOverlayProps) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loading = src === undefined || loadedSrc !== src;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Content className={styles.content} aria-describedby={undefined}>
          <div className={styles.titleBar}>
            <RadixDialog.Title className={styles.title}>{gameName}</RadixDialog.Title>
            {onDeposit && (
              <Button size="small" onClick={onDeposit}>
                {depositLabel}
              </Button>
            )}
            <RadixDialog.Close className={closeButton} aria-label={closeLabel}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          {banner}
          <div className={styles.stage} aria-busy={loading}>
            {src !== undefined && (
              <iframe
                key={src}
                className={styles.frame}
                src={src}
                title={gameName}
                data-loading={loading ? '' : undefined}
                allow="autoplay; fullscreen"
                allowFullScreen
                onLoad={() => setLoadedSrc(src)}
              />
            )}
            {loading && (
              <div className={styles.loading} role="status">
                <span className={styles.spinner} />
                {loadingLabel}
              </div>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
