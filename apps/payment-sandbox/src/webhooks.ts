import type { Faults } from './faults';

/** Posts one webhook; answers the HTTP status. Tests deliver in-process (Fastify inject). */
export type Deliver = (url: string, headers: Record<string, string>, body: string) => Promise<number>;

export const fetchDeliver: Deliver = async (url, headers, body) => {
  const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  return response.status;
};

export interface Delivery {
  url: string;
  body: string;
  /** Signed at each attempt, as providers do (a fresh timestamp per retry). */
  headers: () => Record<string, string>;
}

export interface DeliveryLog {
  url: string;
  eventId: string;
  attempt: number;
  status: number | 'error' | 'dropped';
  at: string;
}

/**
 * The providers' notification sender: every delivery is retried on a non-2xx answer or a network
 * error after each of `retryDelaysMs`, and the armed faults drop, delay, duplicate or reorder the
 * next ones. `idle()` resolves when nothing is in flight or waiting (tests).
 */
export class WebhookSender {
  readonly log: DeliveryLog[] = [];
  private pending = 0;
  private waiters: (() => void)[] = [];
  private held: Delivery | undefined;

  constructor(
    private readonly deliver: Deliver,
    private readonly faults: Faults,
    private readonly retryDelaysMs: number[],
    private readonly eventIdOf: (body: string) => string,
  ) {}

  send(delivery: Delivery): void {
    const fault = this.faults.takeWebhook();
    if (fault?.mode === 'drop') {
      this.record(delivery, 0, 'dropped');
      return;
    }
    if (fault?.mode === 'reorder' && this.held === undefined) {
      // Held until the next notification has gone out, so the two arrive in the wrong order.
      this.held = delivery;
      this.pending += 1;
      return;
    }
    const delay = fault?.mode === 'delay' ? fault.ms : 0;
    this.schedule(delivery, 0, delay);
    if (fault?.mode === 'duplicate') this.schedule(delivery, 0, delay);
    const held = this.held;
    if (held !== undefined) {
      this.held = undefined;
      this.pending -= 1;
      this.schedule(held, 0, delay + 20);
    }
  }

  /** Resolves when every delivery has been answered 2xx or has run out of retries. */
  idle(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private schedule(delivery: Delivery, attempt: number, delayMs: number): void {
    this.pending += 1;
    const timer = setTimeout(() => {
      void this.attempt(delivery, attempt);
    }, delayMs);
    timer.unref?.();
  }

  private async attempt(delivery: Delivery, attempt: number): Promise<void> {
    let status: number | 'error';
    try {
      status = await this.deliver(delivery.url, delivery.headers(), delivery.body);
    } catch {
      status = 'error';
    }
    this.record(delivery, attempt, status);
    const failed = status === 'error' || status < 200 || status >= 300;
    const retryIn = this.retryDelaysMs[attempt];
    if (failed && retryIn !== undefined) this.schedule(delivery, attempt + 1, retryIn);
    this.pending -= 1;
    if (this.pending === 0) for (const resolve of this.waiters.splice(0)) resolve();
  }

  private record(delivery: Delivery, attempt: number, status: DeliveryLog['status']): void {
    this.log.push({
      url: delivery.url,
      eventId: this.eventIdOf(delivery.body),
      attempt,
      status,
      at: new Date().toISOString(),
    });
  }
}
