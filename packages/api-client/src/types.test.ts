import { describe, expectTypeOf, it } from 'vitest';
import type { CasinoClient } from './client';
import type { CallResult } from './envelope';
import type { components } from './generated/schema';
import type { CallBody, CallData, CallPath } from './types';

// These assertions are checked by `pnpm typecheck`: the app's calls are typed from the contract.
describe('call types', () => {
  it('types the success data from the operation 200 schema', () => {
    expectTypeOf<CallData<'/sys/auth/login'>>().toEqualTypeOf<components['schemas']['UserInfo']>();
    expectTypeOf<ReturnType<CasinoClient['call']>>().resolves.toExtend<CallResult<unknown>>();
  });

  it('types the body from the operation request body', () => {
    expectTypeOf<CallBody<'/sys/auth/login'>>()
      .toHaveProperty('password')
      .toEqualTypeOf<string | undefined>();
    expectTypeOf<CallBody<'/sys/auth/logout'>>().toBeNever();
  });

  it('leaves the file URL and the server-to-server calls out of call', () => {
    expectTypeOf<'/sys/auth/logout'>().toExtend<CallPath>();
    expectTypeOf<'/sys/file/get'>().not.toExtend<CallPath>();
    expectTypeOf<'/vendor/wallet/bet'>().not.toExtend<CallPath>();
    expectTypeOf<'/payments/webhook/{provider}'>().not.toExtend<CallPath>();
  });

  it('requires a body where the contract does and refuses one where it has none', () => {
    const call = (() =>
      Promise.resolve({ ok: false, error: -1, message: '' })) as unknown as CasinoClient['call'];
    // The background calls the spec keeps off the loading indicator.
    void call('/sys/sysSetting/checkContactUsSetting', undefined, { loading: false });
    void call('/sys/sysSetting/checkBlock', {}, { loading: false });
    void call('/sys/deposit/pollingStatus', { id: 'D-20261122-0001' }, { loading: false });
    // @ts-expect-error login declares a required body
    void call('/sys/auth/login');
    // @ts-expect-error logout takes no payload
    void call('/sys/auth/logout', { id: 1 });
    // @ts-expect-error type must be MEMBER
    void call('/sys/auth/login', { username: 'ana', password: 'x', type: 'ADMIN' });
  });
});
