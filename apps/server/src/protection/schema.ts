import type { Generated } from 'kysely';

export const limitKinds = [
  'depositDay',
  'depositWeek',
  'depositMonth',
  'lossDay',
  'lossWeek',
  'lossMonth',
  'stakeDay',
  'stakeWeek',
  'stakeMonth',
] as const;
export type LimitKind = (typeof limitKinds)[number];

export const breakKinds = ['timeOut', 'selfExclusion', 'closure'] as const;
export type BreakKind = (typeof breakKinds)[number];

export interface PlayerLimitTable {
  member_id: number;
  kind: LimitKind;
  amount: string;
  /** The operator who set it; null when the player (or the jurisdiction's default) did. */
  set_by: number | null;
  set_at: Date;
}

export interface PlayerLimitChangeTable {
  id: Generated<number>;
  member_id: number;
  kind: LimitKind;
  /** The new value; null removes the limit. */
  amount: string | null;
  /** The value in force when the change was asked for: it applies only while that still holds. */
  from_amount: string | null;
  requested_at: Date;
  effective_at: Date;
  status: Generated<'pending' | 'applied' | 'canceled' | 'stale'>;
  decided_at: Date | null;
}

export interface ProtectionPreferenceTable {
  member_id: number;
  session_minutes: number | null;
  reality_check_minutes: number | null;
  /** A reality check waits for the player's answer: bets are refused meanwhile. */
  reality_check_held_at: Generated<Date | null>;
  reality_check_answered_at: Generated<Date | null>;
}

export interface ProtectionBreakTable {
  id: Generated<number>;
  member_id: number;
  kind: BreakKind;
  started_at: Date;
  /** The chosen end; null for a closure. */
  ends_at: Date | null;
  /** When play is allowed again: the end of a time-out, or 24 h after a return asked for. */
  lifted_at: Date | null;
  return_requested_at: Date | null;
  operator_id: number | null;
  reason: string | null;
}

export type SignalKind = 'EMAIL' | 'PHONE' | 'DOCUMENT' | 'PAYMENT_ACCOUNT';

export interface ProtectionRegisterTable {
  kind: SignalKind;
  value_hash: string;
  until: Date;
}

export interface ExcludedSignalTable {
  member_id: number;
  kind: SignalKind;
  value_hash: string;
}

export interface ProtectionEventTable {
  id: Generated<string>;
  member_id: number;
  event: string;
  detail: unknown;
  operator_id: number | null;
  created_at: Generated<Date>;
}

declare module '../db/schema.js' {
  interface Database {
    player_limit: PlayerLimitTable;
    player_limit_change: PlayerLimitChangeTable;
    protection_preference: ProtectionPreferenceTable;
    protection_break: ProtectionBreakTable;
    protection_register: ProtectionRegisterTable;
    protection_event: ProtectionEventTable;
    excluded_signal: ExcludedSignalTable;
  }
}
