import { Button, Dialog, DialogContent } from '@casino/ui';
import { Fragment, useEffect, useState } from 'react';
import type { ReceiptView } from '../api';
import type { FrameApi, GameModule } from '../games/types';
import { decimalToCents } from '../money';
import * as styles from './frame.css';
import { Receipt } from './Receipt';

/** The last 10 rounds of this game (stake, outcome, win, time) with each round's receipt. */
export function HistoryDialog({
  frame,
  game,
  open,
  onOpenChange,
}: {
  frame: FrameApi;
  game: GameModule;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t, money, locale } = frame;
  const [rounds, setRounds] = useState<ReceiptView[] | null>(null);
  const [shown, setShown] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setRounds(null);
    void frame.api.receipts().then((result) => {
      if (!result.ok) return frame.refused(result);
      setRounds(result.data.filter((round) => round.gameCode === frame.session.game.code).slice(0, 10));
    });
  }, [open, frame]);

  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('history')} closeLabel={t('close')} size="large">
        {rounds === null ? (
          <p>{t('loading')}</p>
        ) : rounds.length === 0 ? (
          <p>{t('historyEmpty')}</p>
        ) : (
          <table className={styles.table} data-testid="history">
            <thead>
              <tr>
                <th>{t('colTime')}</th>
                <th>{t('stake')}</th>
                <th>{t('colOutcome')}</th>
                <th>{t('colWin')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {rounds.map((round) => (
                <Fragment key={round.roundId}>
                  <tr>
                    <td>{time.format(new Date(round.createdAt))}</td>
                    <td>{money(decimalToCents(round.bet, frame.session.game.exponent))}</td>
                    <td>{game.outcomeText(round, t)}</td>
                    <td>{money(decimalToCents(round.payout, frame.session.game.exponent))}</td>
                    <td>
                      <Button
                        size="small"
                        variant="ghost"
                        aria-expanded={shown === round.roundId}
                        onClick={() => setShown(shown === round.roundId ? null : round.roundId)}
                      >
                        {t('receipt')}
                      </Button>
                    </td>
                  </tr>
                  {shown === round.roundId && (
                    <tr>
                      <td colSpan={5}>
                        <Receipt receipt={round} t={t} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        )}
      </DialogContent>
    </Dialog>
  );
}
