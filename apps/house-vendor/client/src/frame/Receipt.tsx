import { Button } from '@casino/ui';
import { useState } from 'react';
import { verifyReceipt } from '../../../src/fairness/verifier';
import type { ReceiptView } from '../api';
import type { Translate } from '../i18n';
import { decimalToCents } from '../money';
import * as styles from './frame.css';

/** The vendor writes every amount with exactly its currency's decimals. */
const decimalsOf = (amount: string): number => amount.split('.')[1]?.length ?? 0;

type Check = 'idle' | 'checking' | 'verified' | 'mismatch' | 'afterRotation' | 'unavailable';

/**
 * One round's receipt: its seeds, nonce and the whole record, and the player's own check in this
 * browser (the same engines replayed with Web Crypto; the vendor gives no verdict).
 */
export function Receipt({ receipt, t }: { receipt: ReceiptView; t: Translate }) {
  const [check, setCheck] = useState<Check>('idle');
  const run = async () => {
    if (receipt.serverSeed === null) return setCheck('afterRotation');
    if (!window.crypto?.subtle) return setCheck('unavailable');
    setCheck('checking');
    const result = await verifyReceipt(receipt);
    setCheck(
      result.ok && result.payoutCents === decimalToCents(receipt.payout, decimalsOf(receipt.payout))
        ? 'verified'
        : 'mismatch',
    );
  };
  const tone = check === 'verified' ? styles.ok : check === 'mismatch' ? styles.bad : undefined;
  return (
    <div className={styles.stack}>
      <div className={styles.code}>
        {t('clientSeed')}: {receipt.clientSeed} · {t('nonce')}: {receipt.nonce}
        <br />
        {t('seedHash')}: {receipt.serverSeedHash}
        <br />
        {receipt.serverSeed ? `${t('serverSeed')}: ${receipt.serverSeed}` : t('afterRotation')}
      </div>
      <div className={styles.tools}>
        <Button size="small" variant="secondary" onClick={() => void run()}>
          {t('verify')}
        </Button>
        {check !== 'idle' && (
          <span className={tone} data-check={check}>
            {t(check)}
          </span>
        )}
      </div>
    </div>
  );
}
