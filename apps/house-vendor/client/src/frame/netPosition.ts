/**
 * The player's net position in this game session: what the rounds paid less what they staked, kept by
 * round id (so a resumed hand or a repeated answer counts once) in this tab's sessionStorage.
 */
export class NetPosition {
  private readonly key: string;
  private rounds: Record<string, [stakeCents: number, paidCents: number]>;

  constructor(sessionId: string) {
    this.key = `house-net:${sessionId.slice(0, 16)}`;
    try {
      this.rounds = JSON.parse(window.sessionStorage.getItem(this.key) ?? '{}');
    } catch {
      this.rounds = {};
    }
  }

  /** The round's whole stake so far (the first bet, plus doubles and splits). */
  staked(roundId: string, stakeCents: number): void {
    this.rounds[roundId] = [stakeCents, this.rounds[roundId]?.[1] ?? 0];
    this.save();
  }

  paid(roundId: string, payoutCents: number): void {
    this.rounds[roundId] = [this.rounds[roundId]?.[0] ?? 0, payoutCents];
    this.save();
  }

  get cents(): number {
    return Object.values(this.rounds).reduce((net, [stake, paid]) => net + paid - stake, 0);
  }

  private save(): void {
    try {
      window.sessionStorage.setItem(this.key, JSON.stringify(this.rounds));
    } catch {
      // kept in the page only
    }
  }
}
