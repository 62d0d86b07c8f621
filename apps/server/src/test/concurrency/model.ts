/**
 * The plain model the checker replays committed operations through, one at a time in commit order.
 * It holds the money rules as the issue states them, with provenance: a stake records where each
 * part came from (cash, or bonus by owner: a grant's id, or 'none' for bonus money no grant holds),
 * and wins, rollbacks, conversions and forfeits route by that record, never by time.
 */

export type Owner = number | 'none';
type GrantStatus = 'ACTIVE' | 'CONVERTED' | 'FORFEITED' | 'EXPIRED';

export interface GrantTerms {
  cap: bigint | null;
  maxCountedBet: bigint;
  /** Percent of a slot stake that counts toward wagering. */
  contribution: bigint;
}

interface Grant extends GrantTerms {
  status: GrantStatus;
  /** Cash this grant's money became: its conversion and its stakes' later shares, all under the cap. */
  paid: bigint;
}

interface Stake {
  cash: bigint;
  bonus: Map<Owner, bigint>;
  rolling: bigint;
  grantAtBet: number | null;
  live: boolean;
}

interface Round {
  bets: Map<string, Stake>;
  won: boolean;
  jackpot: boolean;
}

export interface Change {
  cash: bigint;
  bonus: bigint;
}

/** What the model expects a committed operation to have changed, and why it should not have happened. */
export interface Expectation extends Change {
  refused?: string;
  /** Whose bonus money the operation's round was staked with, for the report. */
  owners?: string;
}

const sum = (values: Iterable<bigint>) => [...values].reduce((a, b) => a + b, 0n);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

export class MemberModel {
  cash = 0n;
  bonus = new Map<Owner, bigint>();
  rolling = 0n;
  active: number | null = null;
  grants = new Map<number, Grant>();
  rounds = new Map<string, Round>();
  withdrawals = new Map<number, { amount: bigint; pending: boolean }>();

  /**
   * After a change the model disagrees with, takes the booked amounts as they are, so each later
   * finding is about its own operation and not an echo of an earlier one.
   */
  resync(difference: Change) {
    this.cash += difference.cash;
    let bonus = difference.bonus;
    for (const owner of [...this.bonus.keys()]) {
      if (bonus >= 0n) break;
      const take = min(this.bonus.get(owner) ?? 0n, -bonus);
      this.bonus.set(owner, (this.bonus.get(owner) ?? 0n) - take);
      bonus += take;
    }
    if (bonus !== 0n) this.addBonus('none', bonus);
  }

  private describe(owners: Iterable<Owner>): string {
    return [...owners]
      .map((owner) => {
        const grant = owner === 'none' ? undefined : this.grants.get(owner);
        if (grant === undefined) return 'bonus no grant holds';
        const cap = grant.cap === null ? 'no cap' : `cap ${grant.cap}, paid ${grant.paid}`;
        return `grant ${owner} ${grant.status} (${cap})`;
      })
      .join(', ');
  }

  get bonusTotal(): bigint {
    return sum(this.bonus.values());
  }

  private addBonus(owner: Owner, amount: bigint) {
    this.bonus.set(owner, (this.bonus.get(owner) ?? 0n) + amount);
  }

  private round(id: string): Round {
    let round = this.rounds.get(id);
    if (round === undefined) {
      round = { bets: new Map(), won: false, jackpot: false };
      this.rounds.set(id, round);
    }
    return round;
  }

  /**
   * Where a stake's bonus part (or its share of a win) goes: back to its grant while the grant is
   * active; to cash once it converted, as far as the grant's cap allows; nowhere once it ended
   * without conversion. Bonus money no grant holds stays bonus.
   */
  private route(owner: Owner, amount: bigint): Change {
    if (owner === 'none') {
      this.addBonus('none', amount);
      return { cash: 0n, bonus: amount };
    }
    const grant = this.grants.get(owner);
    if (grant === undefined || grant.status === 'ACTIVE') {
      this.addBonus(owner, amount);
      return { cash: 0n, bonus: amount };
    }
    if (grant.status !== 'CONVERTED') return { cash: 0n, bonus: 0n };
    const room = grant.cap === null ? amount : min(amount, grant.cap - grant.paid);
    const paid = room > 0n ? room : 0n;
    grant.paid += paid;
    this.cash += paid;
    return { cash: paid, bonus: 0n };
  }

  deposit(amount: bigint): Expectation {
    this.cash += amount;
    return { cash: amount, bonus: 0n };
  }

  cashDebit(amount: bigint): Expectation {
    if (this.cash < amount) return { cash: 0n, bonus: 0n, refused: `cash ${this.cash} below ${amount}` };
    this.cash -= amount;
    return { cash: -amount, bonus: 0n };
  }

  /** Bonus money from an operator's gift: the issue wants it on a grant; until then it has none. */
  bonusGift(amount: bigint): Expectation {
    this.addBonus('none', amount);
    return { cash: 0n, bonus: amount };
  }

  grant(id: number, amount: bigint, wagering: bigint, terms: GrantTerms): Expectation {
    const refused = this.active === null ? undefined : `grant ${this.active} is still active`;
    this.grants.set(id, { ...terms, status: 'ACTIVE', paid: 0n });
    this.active = id;
    this.addBonus(id, amount);
    this.rolling += wagering;
    return { cash: 0n, bonus: amount, ...(refused === undefined ? {} : { refused }) };
  }

  private convert(id: number): Change {
    const grant = this.grants.get(id) as Grant;
    const own = this.bonus.get(id) ?? 0n;
    const converted = grant.cap === null ? own : min(own, grant.cap);
    this.bonus.delete(id);
    this.cash += converted;
    grant.paid = converted;
    grant.status = 'CONVERTED';
    this.active = null;
    this.rolling = 0n;
    return { cash: converted, bonus: -own };
  }

  end(id: number, status: 'FORFEITED' | 'EXPIRED'): Expectation {
    const grant = this.grants.get(id);
    if (grant === undefined || grant.status !== 'ACTIVE') {
      return { cash: 0n, bonus: 0n, refused: `grant ${id} is not active` };
    }
    grant.status = status;
    const own = this.bonus.get(id) ?? 0n;
    this.bonus.delete(id);
    if (this.active === id) this.active = null;
    this.rolling = 0n;
    return { cash: 0n, bonus: -own };
  }

  bet(roundId: string, tx: string, amount: bigint): Expectation {
    if (this.cash + this.bonusTotal < amount) {
      return {
        cash: 0n,
        bonus: 0n,
        refused: `stake ${amount} above the balance ${this.cash + this.bonusTotal}`,
      };
    }
    const fromCash = min(this.cash, amount);
    this.cash -= fromCash;
    let rest = amount - fromCash;
    const parts = new Map<Owner, bigint>();
    // The active grant's money is staked first, then any other bonus money.
    const owners = [...this.bonus.keys()].sort((a, b) =>
      a === this.active ? -1 : b === this.active ? 1 : 0,
    );
    for (const owner of owners) {
      if (rest === 0n) break;
      const take = min(this.bonus.get(owner) ?? 0n, rest);
      if (take === 0n) continue;
      this.bonus.set(owner, (this.bonus.get(owner) ?? 0n) - take);
      parts.set(owner, take);
      rest -= take;
    }
    let rolling = 0n;
    const active = this.active === null ? undefined : this.grants.get(this.active);
    if (active !== undefined) {
      const counted = (min(amount, active.maxCountedBet) * active.contribution) / 100n;
      rolling = min(this.rolling, counted);
      this.rolling -= rolling;
    }
    this.round(roundId).bets.set(tx, {
      cash: fromCash,
      bonus: parts,
      rolling,
      grantAtBet: this.active,
      live: true,
    });
    const change: Change = { cash: -fromCash, bonus: -sum(parts.values()) };
    if (this.active !== null && this.rolling === 0n) {
      const converted = this.convert(this.active);
      change.cash += converted.cash;
      change.bonus += converted.bonus;
    }
    return change;
  }

  win(roundId: string, amount: bigint): Expectation {
    const round = this.round(roundId);
    const live = [...round.bets.values()].filter((bet) => bet.live);
    if (live.length === 0) return { cash: 0n, bonus: 0n, refused: 'win on a round with no live stake' };
    if (round.won) return { cash: 0n, bonus: 0n, refused: 'second win on one round' };
    round.won = true;
    const cashStake = sum(live.map((bet) => bet.cash));
    const byOwner = new Map<Owner, bigint>();
    for (const bet of live) {
      for (const [owner, part] of bet.bonus) byOwner.set(owner, (byOwner.get(owner) ?? 0n) + part);
    }
    const bonusStake = sum(byOwner.values());
    const owners = [...byOwner.entries()];
    const described = this.describe(byOwner.keys());
    const toCash =
      bonusStake === 0n ? amount : cashStake === 0n ? 0n : (amount * cashStake) / (cashStake + bonusStake);
    this.cash += toCash;
    const change: Expectation = { cash: toCash, bonus: 0n, owners: described };
    let share = amount - toCash;
    owners.forEach(([owner, stake], index) => {
      const part = index === owners.length - 1 ? share : ((amount - toCash) * stake) / bonusStake;
      share -= part;
      const routed = this.route(owner, part);
      change.cash += routed.cash;
      change.bonus += routed.bonus;
    });
    return change;
  }

  rollback(roundId: string, betTx: string): Expectation {
    const round = this.round(roundId);
    const bet = round.bets.get(betTx);
    if (bet === undefined || !bet.live) return { cash: 0n, bonus: 0n };
    const otherLive = [...round.bets.entries()].some(([tx, other]) => tx !== betTx && other.live);
    if ((round.won || round.jackpot) && !otherLive) {
      return { cash: 0n, bonus: 0n, refused: "the round's last stake returned after its win" };
    }
    bet.live = false;
    this.cash += bet.cash;
    const change: Expectation = { cash: bet.cash, bonus: 0n, owners: this.describe(bet.bonus.keys()) };
    for (const [owner, part] of bet.bonus) {
      const routed = this.route(owner, part);
      change.cash += routed.cash;
      change.bonus += routed.bonus;
    }
    if (bet.grantAtBet !== null && bet.grantAtBet === this.active) this.rolling += bet.rolling;
    return change;
  }

  /** The pool's amount is the pool's business; the model checks the round could take it. */
  jackpot(roundId: string, paid: bigint): Expectation {
    const round = this.round(roundId);
    const live = [...round.bets.values()].filter((bet) => bet.live);
    let refused: string | undefined;
    if (live.length === 0) refused = 'jackpot on a round with no live stake';
    else if (live.some((bet) => bet.bonus.size > 0)) refused = 'jackpot on a round staked with bonus money';
    else if (round.jackpot) refused = 'second jackpot on one round';
    round.jackpot = true;
    this.cash += paid;
    return { cash: paid, bonus: 0n, ...(refused === undefined ? {} : { refused }) };
  }

  cashOut(id: number, amount: bigint): Expectation {
    const taken = this.cashDebit(amount);
    this.withdrawals.set(id, { amount, pending: true });
    return taken;
  }

  cancelCashOut(id: number): Expectation {
    const withdrawal = this.withdrawals.get(id);
    if (withdrawal === undefined || !withdrawal.pending) {
      return { cash: 0n, bonus: 0n, refused: `cash-out ${id} returned twice` };
    }
    withdrawal.pending = false;
    this.cash += withdrawal.amount;
    return { cash: withdrawal.amount, bonus: 0n };
  }
}
