/**
 * Fault injection for tests (README "Faults"): what happens to the next webhooks and the next
 * provider API calls. Each armed fault applies to `count` deliveries or calls, then disarms.
 */
export type WebhookFault = 'drop' | 'delay' | 'duplicate' | 'reorder';
export type ApiFault = 'timeout' | '500';

interface Armed<T> {
  mode: T;
  remaining: number;
  ms: number;
  /** Calls let through untouched before the fault applies (a charge's confirm after its create). */
  skip: number;
}

export class Faults {
  private webhook: Armed<WebhookFault> | undefined;
  private api: Armed<ApiFault> | undefined;

  armWebhooks(mode: WebhookFault, count = 1, delayMs = 2000): void {
    this.webhook = { mode, remaining: count, ms: delayMs, skip: 0 };
  }

  armApi(mode: ApiFault, count = 1, hangMs = 15_000, skip = 0): void {
    this.api = { mode, remaining: count, ms: hangMs, skip };
  }

  /** The next `count` PayPal captures come back PENDING (held for review at PayPal), not COMPLETED. */
  pendingCaptures = 0;

  clear(): void {
    this.webhook = undefined;
    this.api = undefined;
    this.pendingCaptures = 0;
  }

  takeWebhook(): { mode: WebhookFault; ms: number } | undefined {
    return take(this.webhook, () => {
      this.webhook = undefined;
    });
  }

  takeApi(): { mode: ApiFault; ms: number } | undefined {
    return take(this.api, () => {
      this.api = undefined;
    });
  }
}

function take<T>(armed: Armed<T> | undefined, disarm: () => void): { mode: T; ms: number } | undefined {
  if (armed === undefined) return undefined;
  if (armed.skip > 0) {
    armed.skip -= 1;
    return undefined;
  }
  armed.remaining -= 1;
  if (armed.remaining <= 0) disarm();
  return { mode: armed.mode, ms: armed.ms };
}
