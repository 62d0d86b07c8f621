import { Button, Dialog, DialogContent } from '@casino/ui';
import { useEffect, useState } from 'react';
import type { SeedCommitment } from '../api';
import type { FrameApi } from '../games/types';
import * as styles from './frame.css';

/**
 * Provably fair, one tap from the game: the committed server seed hash, the next one, the client seed
 * the player may change and the nonce. Rotating reveals the seed; the page itself checks that the vendor
 * kept the commitments it showed (the receipts in the history then verify in this browser).
 */
export function FairDialog({
  frame,
  seeds,
  open,
  onOpenChange,
}: {
  frame: FrameApi;
  seeds: SeedCommitment;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = frame;
  const [clientSeed, setClientSeed] = useState(seeds.clientSeed);
  const [note, setNote] = useState('');
  useEffect(() => setClientSeed(seeds.clientSeed), [seeds.clientSeed]);

  const rotate = async () => {
    const before = seeds;
    const result = await frame.api.rotate(before.nextServerSeedHash, clientSeed);
    if (!result.ok) {
      frame.refused(result);
      const fresh = await frame.api.session();
      if (fresh.ok) frame.update({ seeds: fresh.data.seeds });
      return;
    }
    const { revealed } = result.data;
    const kept =
      revealed.serverSeedHash === before.serverSeedHash &&
      result.data.seeds.serverSeedHash === before.nextServerSeedHash;
    frame.update({ seeds: result.data.seeds });
    setNote(
      kept ? t('rotated', { seed: revealed.serverSeed, rounds: revealed.rounds }) : t('commitmentBroken'),
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('fairness')} closeLabel={t('close')}>
        <div className={styles.stack}>
          <p>{t('fairExplain')}</p>
          <div>
            <div className={styles.figureLabel}>{t('seedHash')}</div>
            <code className={styles.code} data-testid="seed-hash">
              {seeds.serverSeedHash}
            </code>
          </div>
          <div>
            <div className={styles.figureLabel}>{t('nextSeedHash')}</div>
            <code className={styles.code}>{seeds.nextServerSeedHash}</code>
          </div>
          <label className={styles.stack}>
            <span className={styles.figureLabel}>{t('clientSeed')}</span>
            <input
              className={styles.field}
              value={clientSeed}
              maxLength={64}
              onChange={(event) => setClientSeed(event.target.value)}
            />
          </label>
          <div>
            {t('nonce')}: <strong>{seeds.nonce}</strong>
          </div>
          <Button onClick={() => void rotate()}>{t('rotate')}</Button>
          {note && (
            <p className={styles.code} role="status">
              {note}
            </p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
