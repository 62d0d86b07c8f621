import { Button, ConfirmDialog, WageringMeter } from '@casino/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { exponentOf, fromUnits, toUnits } from '../money/amounts';
import { useMoney, useMoneyFormat } from '../money/money';
import { useSession } from '../session/useSession';
import { contributionRows } from './bonusRules';
import { leaveBonus } from './leaveBonus';
import { bonusKindMessages, gameTypeMessages, leaveMessage, bonusMessages as m } from './messages';
import type { BonusGrant, BonusSummary } from './useBonusSummary';

interface Props {
  grant: BonusGrant;
  /** `strip` above a game, `card` in the account screens. */
  variant?: 'card' | 'strip';
  /** The type of the game being played, to mark its share. */
  playing?: string;
  /** The summary after the member left the bonus. */
  onChange?: (summary: BonusSummary) => void;
}

/** The active bonus's wagering meter with, in the account screens, the way to leave it. */
export function ActiveBonus({ grant, variant = 'card', playing, onChange }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useMoney();
  const moneyFormat = useMoneyFormat();
  const { user } = useSession();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  // The member's own money: what can be played less the bonus (contract: UserInfo.availableBalance).
  // in the account's minor units (a BTC account's satoshis)
  const exponent = exponentOf(user?.currency);
  const units = user ? toUnits(user.availableBalance, exponent) - toUnits(user.bonusBalance, exponent) : 0n;
  const cash = fromUnits(units > 0n ? units : 0n, exponent);

  const leave = async () => {
    setBusy(true);
    const summary = await leaveBonus(intl);
    setBusy(false);
    if (summary) onChange?.(summary);
  };

  const typeName = (gameType: string) =>
    t(gameTypeMessages[gameType as keyof typeof gameTypeMessages] ?? gameTypeMessages.other);
  const strip = variant === 'strip';
  return (
    <>
      <WageringMeter
        title={t(bonusKindMessages[grant.kind])}
        variant={variant}
        labels={{
          bonus: t(m.held),
          wagered: t(m.wagered),
          remaining: t(m.remaining),
          expires: t(m.expires),
          progress: t(m.progress),
        }}
        bonus={grant.bonusBalance}
        wagered={grant.wagered}
        required={grant.wageringRequired}
        expires={intl.formatDate(grant.expiresAt, { dateStyle: 'medium', timeStyle: 'short' })}
        contributions={{
          caption: t(m.contributions),
          gameTypeHeader: t(m.gameTypeHeader),
          percentHeader: t(m.countsHeader),
          currentLabel: t(m.playingNow),
          rows: contributionRows(grant, playing).map((row) => ({ ...row, gameType: typeName(row.gameType) })),
        }}
        {...moneyFormat}
        {...(strip
          ? {}
          : {
              note: t(m.leaveNote),
              action: (
                <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
                  {t(m.leave)}
                </Button>
              ),
            })}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(m.leaveTitle)}
        message={t(leaveMessage, { cash: money(cash), bonus: money(grant.bonusBalance) })}
        confirmLabel={t(m.leave)}
        cancelLabel={t(m.stay)}
        tone="critical"
        onConfirm={() => void leave()}
      />
    </>
  );
}
