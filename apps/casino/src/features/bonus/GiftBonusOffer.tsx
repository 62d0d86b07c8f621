import { Button, ConfirmDialog } from '@casino/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api, session } from '../app';
import { multiplyAmount } from '../money/amounts';
import { useMoney } from '../money/money';
import { notify } from '../shell/notify';
import { giftNote, giftTerms, giftMessages as m } from './messages';
import type { BonusSummary } from './useBonusSummary';

interface Props {
  /** The gift bonus the player holds, and the bonus terms' wagering multiple. */
  gift: string;
  wageringMultiplier: number;
  onChange: (summary: BonusSummary) => void;
}

/**
 * An operator's gift bonus cannot be staked as it is: the player may turn it into a bonus, wagered like
 * every other. Starting a bonus is the player's choice, so the terms are said and confirmed first.
 */
export function GiftBonusOffer({ gift, wageringMultiplier, onChange }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useMoney();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const wagering = multiplyAmount(gift, wageringMultiplier);

  const use = async () => {
    setBusy(true);
    const result = await api.call('/sys/bonus/gift/use');
    setBusy(false);
    if (!result.ok) {
      notify(result.message);
      return;
    }
    notify(t(m.used), 'positive');
    await session.refresh();
    onChange(result.data);
  };

  return (
    <>
      <p>{t(giftNote, { gift: money(gift) })}</p>
      <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
        {t(m.use)}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(m.title)}
        message={t(giftTerms, { gift: money(gift), wagering: money(wagering) })}
        confirmLabel={t(m.use)}
        cancelLabel={t(m.keep)}
        onConfirm={() => void use()}
      />
    </>
  );
}
