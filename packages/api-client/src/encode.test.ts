import { describe, expect, it } from 'vitest';
import { formBody, multipartBody } from './encode';

describe('formBody', () => {
  it('sends numbers and booleans as text and lists comma-joined', () => {
    const body = formBody({ amount: 300, agree: true, declined: false, status_IN: [10, 20, 30] });
    expect(body.toString()).toBe('amount=300&agree=true&declined=false&status_IN=10%2C20%2C30');
  });

  it('flattens nested objects as parent[child], the deepObject style of the contract', () => {
    const body = formBody({
      paymentMethod: 'CPAY',
      payoutData: { accountName: 'Ana Cruz', toAccount: '0917' },
    });
    expect([...body]).toEqual([
      ['paymentMethod', 'CPAY'],
      ['payoutData[accountName]', 'Ana Cruz'],
      ['payoutData[toAccount]', '0917'],
    ]);
  });

  it('leaves out null and undefined fields but keeps empty strings and zeros', () => {
    const body = formBody({ email: null, dni: undefined, comment: '', amount: 0 });
    expect(body.toString()).toBe('comment=&amount=0');
  });
});

describe('multipartBody', () => {
  it('keeps files as files and turns other values into text', async () => {
    const file = new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' });
    const form = multipartBody({ file, type: 1, note: undefined });
    const sent = form.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('proof.pdf');
    expect(await (sent as File).text()).toBe('%PDF');
    expect(form.get('type')).toBe('1');
    expect(form.has('note')).toBe(false);
  });
});
