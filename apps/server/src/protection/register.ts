import type { Db } from '../db/database.js';
import { signalHash } from './breaks.js';
import type { SignalKind } from './schema.js';

/** The signals of a person as the register and our own exclusions compare them (already normalised). */
export interface Person {
  email: string;
  phone: string;
}

/**
 * A national self-exclusion register (GAMSTOP, RGIAJ, Spelpaus), asked at sign-up and at every login.
 * An operator's adapter speaks the register's own protocol; `LocalRegister` stands in for it as the
 * payment sandbox stands in for the providers: entries in the table protection_register.
 */
export interface NationalRegister {
  excludedUntil(person: Person, now: Date): Promise<Date | undefined>;
}

export const signalsOf = (person: Person): { kind: SignalKind; valueHash: string }[] =>
  [
    { kind: 'EMAIL' as const, value: person.email },
    { kind: 'PHONE' as const, value: person.phone },
  ]
    .filter((signal) => signal.value !== '' && signal.value !== '@')
    .map((signal) => ({ kind: signal.kind, valueHash: signalHash(signal.kind, signal.value) }));

export class LocalRegister implements NationalRegister {
  constructor(private readonly db: Db) {}

  async excludedUntil(person: Person, now: Date): Promise<Date | undefined> {
    const signals = signalsOf(person);
    if (signals.length === 0) return undefined;
    const row = await this.db
      .selectFrom('protection_register')
      .select((eb) => eb.fn.max('until').as('until'))
      .where('until', '>', now)
      .where((eb) =>
        eb.or(signals.map((s) => eb.and([eb('kind', '=', s.kind), eb('value_hash', '=', s.valueHash)]))),
      )
      .executeTakeFirst();
    return row?.until ?? undefined;
  }

  /** Registers a person (what the register's own site does when someone signs up to it). */
  async add(person: Person, until: Date): Promise<void> {
    for (const signal of signalsOf(person))
      await this.db
        .insertInto('protection_register')
        .values({ kind: signal.kind, value_hash: signal.valueHash, until })
        .onConflict((conflict) => conflict.columns(['kind', 'value_hash']).doUpdateSet({ until }))
        .execute();
  }
}
