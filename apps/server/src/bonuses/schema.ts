import type { Generated } from 'kysely';

export const bonusKinds = [
  'SIGN_UP',
  'FIRST_DEPOSIT',
  'FRIDAY',
  'VIP_STORE',
  'INVITE',
  'LEGACY',
  'GIFT',
] as const;
export type BonusKind = (typeof bonusKinds)[number];
export type BonusStatus = 'ACTIVE' | 'CONVERTED' | 'FORFEITED' | 'EXPIRED' | 'MERGED';

/** Migration 1300. Money columns are numeric text. */
export interface BonusGrantTable {
  id: Generated<string>;
  member_id: number;
  grant_key: string;
  kind: BonusKind;
  status: Generated<BonusStatus>;
  amount: string;
  deposit_amount: Generated<string>;
  wagering_required: string;
  /** Written when the grant closes; while it is active, wagering_required less the wallet's rolling_amount. */
  wagered: Generated<string>;
  win_cap: string | null;
  max_counted_bet: string;
  /** Percent per game type; '*' is every other game. */
  contributions: unknown;
  inactivity_days: number;
  deadline_at: Date | null;
  /** When it was credited, and when it closed the later of that and the wallet's last_bet_at. */
  last_activity_at: Generated<Date>;
  created_at: Generated<Date>;
  closed_at: Date | null;
  close_reason: string | null;
  converted_amount: string | null;
  forfeited_amount: string | null;
}

export interface BonusGrantRow {
  id: string;
  member_id: number;
  grant_key: string;
  kind: BonusKind;
  status: BonusStatus;
  amount: string;
  deposit_amount: string;
  wagering_required: string;
  wagered: string;
  win_cap: string | null;
  max_counted_bet: string;
  contributions: unknown;
  inactivity_days: number;
  deadline_at: Date | null;
  last_activity_at: Date;
  created_at: Date;
  closed_at: Date | null;
  close_reason: string | null;
  converted_amount: string | null;
  forfeited_amount: string | null;
}

/**
 * Migrations 1320 and 1890: each scheduler period, run once. `running` while an instance credits its
 * members one by one under a lease (`claim` names the instance's hold) that it renews; `done` after.
 */
export interface BonusJobRunTable {
  job: 'cashback' | 'friday' | 'expiry';
  period_key: string;
  period_start: Date;
  period_end: Date;
  ran_at: Generated<Date>;
  credited: Generated<number>;
  status: Generated<'running' | 'done'>;
  claim: string | null;
  lease_until: Date | null;
  finished_at: Date | null;
}

declare module '../db/schema.js' {
  interface Database {
    bonus_grant: BonusGrantTable;
    bonus_job_run: BonusJobRunTable;
  }
}
