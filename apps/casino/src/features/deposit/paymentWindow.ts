import { api, session } from '../app';
import { dialogs } from '../shell/dialogs';
import { schedules } from './depositRules';
import { startPolling } from './poller';

/**
 * A payment window opened in the click itself (a window opened after an awaited call is blocked as a
 * pop-up), pointed at the provider's page once the order exists, or closed when it does not.
 */
export function openPaymentWindow(): { win: Window | null; go(url: string): void; close(): void } {
  const win = window.open('', '_blank');
  return {
    win,
    go(url) {
      if (win) win.location.href = url;
    },
    close() {
      win?.close();
    },
  };
}

/** What the server knows of a deposit: 10 success, 5 processing or review, 20/30/40 failed, canceled, expired. */
export async function depositStatus(depositId: string): Promise<number | undefined> {
  const answer = await api.call('/sys/deposit/pollingStatus', { id: depositId }, { loading: false });
  return answer.ok ? answer.data : undefined;
}

/** The end of a flow: the balance may have moved, and the spec's result pop-up opens. */
export function finish(outcome: 'payReturn' | 'payCancel' | 'payError') {
  void session.refresh();
  dialogs.open({ name: 'payStatus', status: outcome });
}

/**
 * Follows a deposit once its payment window closed: its status every 2 s until it is final (10, 20,
 * 30, 40) or a minute has passed, each reading handed to `onStatus` (the webhook may still be on its
 * way when the window closes). Answers the stop function.
 */
export function followDeposit(
  depositId: string,
  onStatus: (status: number, final: boolean) => void,
): () => void {
  return startPolling(
    schedules.afterWindow,
    async () => {
      const status = await depositStatus(depositId);
      if (status === undefined) return 'continue';
      const final = status === 10 || status === 20 || status === 30 || status === 40;
      onStatus(status, final);
      return final ? 'done' : 'continue';
    },
    () => onStatus(0, true),
  );
}
