import type { components } from '@casino/api-client';

type InviteConfig = components['schemas']['InviteConfig'];
type Counters = Pick<components['schemas']['Member'], 'childCount' | 'treasureIndex'>;

export interface InviteCellState {
  id: number;
  personCount: number;
  bonusAmount: string;
  /** Enough invitees count for it (spec 002 §4). */
  active: boolean;
  /** Its Get button is enabled. */
  claimable: boolean;
  /** A reward at or below treasureIndex has been paid. */
  claimed: boolean;
}

/**
 * Spec 002 §4: a cell is active when childCount is at least its personCount; its Get button is
 * disabled when treasureIndex is at least personCount or childCount is below personCount.
 */
export function inviteCells(configs: readonly InviteConfig[], member: Counters): InviteCellState[] {
  return [...configs]
    .sort((a, b) => a.personCount - b.personCount)
    .map(({ id, personCount, bonusAmount }) => ({
      id,
      personCount,
      bonusAmount,
      active: member.childCount >= personCount,
      claimable: !(member.treasureIndex >= personCount || member.childCount < personCount),
      claimed: member.treasureIndex >= personCount,
    }));
}
