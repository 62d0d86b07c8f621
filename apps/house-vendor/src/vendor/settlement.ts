import { exponentOf, formatMoney } from '../money';
import type { HouseStore, RoundRecord, VendorSession, WalletCallRecord } from '../storage/store';
import type { WalletClient, WalletResult } from '../wallet/client';
import type { RouletteBetPosition } from '../wallet/protocol';
import { BUSY, fail, ok, type Result, refusal } from './results';

/**
 * The vendor's side of the seamless wallet: every stake, win, jackpot claim and rollback is stored as
 * pending before it is sent and recorded with the casino's answer, so a vendor that dies mid-call
 * finds it at its next recovery pass; play for fun moves the session's demo balance instead.
 */
export class CasinoSettlement {
  constructor(
    private readonly store: HouseStore,
    private readonly wallet: WalletClient,
    private readonly now: () => Date,
    /** Where settlement trouble is reported (the host's Fastify logger fits). */
    private readonly log?: { warn(details: object, message: string): void },
  ) {}

  async stake(
    session: VendorSession,
    roundId: string,
    cents: number,
    suffix: string,
    positions?: RouletteBetPosition[],
  ): Promise<Result<null>> {
    if (session.mode === 'fun') {
      const current = (await this.store.findSession(session.idHash))?.funBalanceCents ?? 0;
      if (current < cents) return refusal('INSUFFICIENT_FUNDS');
      await this.store.setFunBalance(session.idHash, current - cents);
      return ok(null);
    }
    const request = {
      transactionId: `${roundId}-${suffix}`,
      sessionToken: session.launchToken,
      gameId: session.gameId,
      roundId,
      amount: formatMoney(cents, exponentOf(session.currency)),
      currency: session.currency,
      ...(positions === undefined ? {} : { rouletteBets: positions }),
    };
    await this.sending(request.transactionId, roundId, 'bet', cents, request);
    const result = await this.wallet.bet(request);
    // A round's first stake stays pending until its round is stored (startRound): a vendor that dies in
    // between leaves a pending bet, which the recovery pass rolls back.
    if (result.kind !== 'ok' || suffix !== 'bet-1') {
      await this.record(request.transactionId, roundId, 'bet', cents, JSON.stringify(request), result);
    }
    if (result.kind === 'ok') return ok(null);
    if (result.kind === 'refused') return refusal(result.code);
    // The casino may or may not have taken the money: cancel the bet so the player is whole either way.
    const rollback = {
      transactionId: `${request.transactionId}-rollback`,
      sessionToken: session.launchToken,
      gameId: session.gameId,
      roundId,
      referenceTransactionId: request.transactionId,
      amount: request.amount,
      currency: session.currency,
    };
    await this.sending(rollback.transactionId, roundId, 'rollback', cents, rollback);
    const undone = await this.wallet.rollback(rollback);
    await this.record(rollback.transactionId, roundId, 'rollback', cents, JSON.stringify(rollback), undone);
    return BUSY;
  }

  /** Pays the round (a 0.00 win closes a lost round at the casino) and answers the balance after it. */
  async finishRound(session: VendorSession, round: RoundRecord): Promise<string | null> {
    if (session.mode === 'fun') {
      const current = (await this.store.findSession(session.idHash))?.funBalanceCents ?? 0;
      await this.store.setFunBalance(session.idHash, current + round.payoutCents);
      round.status = 'settled';
      await this.store.updateRound(round);
      return formatMoney(current + round.payoutCents, exponentOf(session.currency));
    }
    const request = {
      transactionId: `${round.id}-win`,
      sessionToken: session.launchToken,
      gameId: session.gameId,
      roundId: round.id,
      amount: formatMoney(round.payoutCents, exponentOf(session.currency)),
      currency: session.currency,
    };
    await this.sending(request.transactionId, round.id, 'win', round.payoutCents, request);
    round.status = 'settling';
    await this.store.updateRound(round);
    const result = await this.wallet.win(request);
    await this.record(
      request.transactionId,
      round.id,
      'win',
      round.payoutCents,
      JSON.stringify(request),
      result,
    );
    if (result.kind === 'ok') {
      round.status = 'settled';
      await this.store.updateRound(round);
      return result.data.balance ?? null;
    }
    // Unanswered wins stay pending and are resent with the same id by retryPendingWalletCalls.
    return null;
  }

  /**
   * Asks the casino for the jackpot after the round's win, once the round is closed there: the casino
   * decides whether the round may win the pool and pays it. Kept as pending before it is sent and resent
   * with the same id until answered, like a win; answers the amount paid, '0.00' when nothing.
   */
  async claimJackpot(
    session: VendorSession,
    round: RoundRecord,
  ): Promise<{ amount: string | null; balance: string | null }> {
    const request = {
      transactionId: `${round.id}-jackpot`,
      sessionToken: session.launchToken,
      gameId: session.gameId,
      roundId: round.id,
      currency: session.currency,
    };
    await this.sending(request.transactionId, round.id, 'jackpot', 0, request);
    const result = await this.wallet.jackpot(request);
    await this.record(request.transactionId, round.id, 'jackpot', 0, JSON.stringify(request), result);
    if (result.kind !== 'ok') return { amount: null, balance: null };
    return { amount: result.data.amount ?? null, balance: result.data.balance ?? null };
  }

  async voidRound(session: VendorSession, round: RoundRecord): Promise<Result<never>> {
    round.status = 'void';
    await this.store.updateRound(round);
    if (session.mode === 'fun') {
      const current = (await this.store.findSession(session.idHash))?.funBalanceCents ?? 0;
      await this.store.setFunBalance(session.idHash, current + round.betCents);
      return fail(9, 'roundVoid');
    }
    const request = {
      transactionId: `${round.id}-bet-1-rollback`,
      sessionToken: session.launchToken,
      gameId: session.gameId,
      roundId: round.id,
      referenceTransactionId: `${round.id}-bet-1`,
      amount: formatMoney(round.betCents, exponentOf(session.currency)),
      currency: session.currency,
    };
    await this.sending(request.transactionId, round.id, 'rollback', round.betCents, request);
    const result = await this.wallet.rollback(request);
    await this.record(
      request.transactionId,
      round.id,
      'rollback',
      round.betCents,
      JSON.stringify(request),
      result,
    );
    return fail(9, 'roundVoid');
  }

  /**
   * Stores a wallet call as pending before it is sent, so a vendor that dies before the answer finds it
   * at its next recovery pass (retryPendingWalletCalls).
   */
  private async sending(
    transactionId: string,
    roundId: string,
    operation: WalletCallRecord['operation'],
    amountCents: number,
    request: object,
  ): Promise<void> {
    await this.store.saveWalletCall({
      transactionId,
      roundId,
      operation,
      amountCents,
      body: JSON.stringify(request),
      status: 'pending',
      code: null,
      updatedAt: this.now(),
    });
  }

  /** Marks a call the casino answered OK (a round's first stake, once its round is stored). */
  async settledCall(transactionId: string): Promise<void> {
    const call = await this.store.findWalletCall(transactionId);
    if (call) await this.store.saveWalletCall({ ...call, status: 'ok', code: 'OK', updatedAt: this.now() });
  }

  private async record(
    transactionId: string,
    roundId: string,
    operation: WalletCallRecord['operation'],
    amountCents: number,
    body: string,
    result: WalletResult,
  ): Promise<void> {
    await this.store.saveWalletCall({
      transactionId,
      roundId,
      operation,
      amountCents,
      body,
      // an unanswered bet is not retried (it was rolled back), so it is closed rather than pending
      status:
        result.kind === 'ok'
          ? 'ok'
          : result.kind === 'refused' || operation === 'bet'
            ? 'refused'
            : 'pending',
      code: result.kind === 'unreachable' ? null : result.kind === 'ok' ? 'OK' : result.code,
      updatedAt: this.now(),
    });
    // a refused bet is ordinary play (insufficient balance); anything else not OK needs an operator's eye
    if (result.kind === 'unreachable' || (result.kind === 'refused' && operation !== 'bet')) {
      this.log?.warn(
        {
          transactionId,
          roundId,
          operation,
          outcome: result.kind === 'refused' ? result.code : result.reason,
        },
        'house vendor wallet call not settled',
      );
    }
  }

  /**
   * Resends unanswered wins and rollbacks with their original transaction ids and bodies. A bet still
   * pending a minute after it was sent was interrupted (a bet's answer takes seconds at most): its round
   * was stored, so it was taken, or it is rolled back so the player is whole either way.
   */
  async retryPendingWalletCalls(limit = 100, interruptedBetMs = 60_000): Promise<number> {
    const pending = await this.store.listPendingWalletCalls(limit);
    let settled = 0;
    for (const call of pending) {
      if (call.operation === 'bet') {
        if (this.now().getTime() - call.updatedAt.getTime() < interruptedBetMs) continue;
        if (await this.store.findRound(call.roundId)) {
          await this.settledCall(call.transactionId);
        } else {
          const bet = JSON.parse(call.body) as { transactionId: string; amount: string } & Record<
            string,
            unknown
          >;
          const { transactionId: _bet, rouletteBets: _positions, ...rest } = bet;
          const rollback = {
            ...rest,
            transactionId: `${bet.transactionId}-rollback`,
            referenceTransactionId: bet.transactionId,
          };
          await this.sending(rollback.transactionId, call.roundId, 'rollback', call.amountCents, rollback);
          const undone = await this.wallet.rollback(rollback as never);
          await this.record(
            rollback.transactionId,
            call.roundId,
            'rollback',
            call.amountCents,
            JSON.stringify(rollback),
            undone,
          );
          await this.store.saveWalletCall({ ...call, status: 'refused', updatedAt: this.now() });
        }
        settled += 1;
        continue;
      }
      const result = await this.wallet.call(call.operation, JSON.parse(call.body));
      if (result.kind === 'unreachable') continue;
      await this.record(
        call.transactionId,
        call.roundId,
        call.operation,
        call.amountCents,
        call.body,
        result,
      );
      const round = await this.store.findRound(call.roundId);
      // A win stored as pending before its round was marked settling leaves the round open.
      const unsettled = round?.status === 'settling' || round?.status === 'open';
      if (round && call.operation === 'win' && result.kind === 'ok' && unsettled) {
        round.status = 'settled';
        await this.store.updateRound(round);
      }
      settled += 1;
    }
    return settled;
  }

  async balance(session: VendorSession): Promise<string | null> {
    return (await this.walletState(session)).balance;
  }

  async walletState(session: VendorSession): Promise<{ balance: string | null; jackpot: string | null }> {
    if (session.mode === 'fun') {
      const current = await this.store.findSession(session.idHash);
      return {
        balance: formatMoney(current?.funBalanceCents ?? 0, exponentOf(session.currency)),
        jackpot: null,
      };
    }
    const result = await this.wallet.balance({ sessionToken: session.launchToken, gameId: session.gameId });
    if (result.kind !== 'ok') return { balance: null, jackpot: null };
    return { balance: result.data.balance ?? null, jackpot: result.data.jackpot ?? null };
  }
}
