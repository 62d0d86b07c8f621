import { describe, expect, it } from 'vitest';
import { Faults } from './faults';
import { WebhookSender } from './webhooks';

function harness(answers: number[]) {
  const received: string[] = [];
  const faults = new Faults();
  const sender = new WebhookSender(
    async (_url, _headers, body) => {
      received.push(body);
      return answers.shift() ?? 200;
    },
    faults,
    [5, 5, 5],
    (body) => body,
  );
  const send = (id: string) => sender.send({ url: 'http://casino.test/hook', body: id, headers: () => ({}) });
  return { received, faults, sender, send };
}

describe('webhook sender', () => {
  it('retries a refused delivery until it is accepted', async () => {
    const h = harness([500, 404, 200]);
    h.send('evt_1');
    await h.sender.idle();
    expect(h.received).toEqual(['evt_1', 'evt_1', 'evt_1']);
    expect(h.sender.log.map((entry) => entry.status)).toEqual([500, 404, 200]);
  });

  it('gives up after the last retry', async () => {
    const h = harness([500, 500, 500, 500, 500]);
    h.send('evt_1');
    await h.sender.idle();
    expect(h.received).toHaveLength(4);
  });

  it('drops, duplicates and reorders the next deliveries when armed', async () => {
    const h = harness([]);
    h.faults.armWebhooks('drop');
    h.send('dropped');
    h.faults.armWebhooks('duplicate');
    h.send('twice');
    await h.sender.idle();
    expect(h.received).toEqual(['twice', 'twice']);
    h.faults.armWebhooks('reorder');
    h.send('first');
    h.send('second');
    await h.sender.idle();
    expect(h.received.slice(2)).toEqual(['second', 'first']);
    expect(h.sender.log.some((entry) => entry.status === 'dropped')).toBe(true);
  });
});
