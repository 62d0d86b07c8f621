import { type SlotConfig, slotConfig } from './engine';

// Stop counts per reel in SYMBOLS order:
//   cherry lemon orange plum grape bell bar seven wild scatter
// Tuned against theoreticalRtp (rtp.ts); the test suite holds each set to its target within 0.2 points.

export const SLOT_RTP_96: SlotConfig = slotConfig('rtp96', 96, [
  [4, 4, 4, 2, 3, 2, 2, 2, 2, 1],
  [4, 4, 4, 3, 2, 4, 3, 3, 2, 1],
  [4, 4, 4, 2, 2, 3, 2, 2, 2, 1],
  [4, 4, 4, 3, 3, 4, 2, 2, 3, 1],
  [3, 4, 3, 3, 3, 2, 1, 3, 2, 1],
]);

export const SLOT_RTP_94: SlotConfig = slotConfig('rtp94', 94, [
  [4, 4, 4, 3, 3, 2, 2, 2, 2, 1],
  [4, 5, 4, 3, 3, 3, 2, 2, 3, 1],
  [4, 4, 4, 3, 3, 3, 2, 2, 2, 1],
  [4, 4, 4, 3, 4, 3, 2, 2, 2, 1],
  [3, 3, 4, 3, 3, 3, 3, 1, 2, 1],
]);

export const SLOT_RTP_97: SlotConfig = slotConfig('rtp97', 97, [
  [4, 3, 4, 3, 3, 3, 2, 3, 2, 1],
  [4, 4, 4, 2, 3, 3, 1, 2, 2, 1],
  [4, 4, 3, 3, 3, 4, 2, 2, 2, 1],
  [4, 4, 4, 3, 2, 4, 2, 2, 3, 1],
  [3, 3, 4, 3, 2, 3, 2, 1, 2, 1],
]);

/** The operator picks one strip set per slot game; 96% unless configured otherwise. */
export const SLOT_CONFIGS: Readonly<Record<string, SlotConfig>> = {
  rtp96: SLOT_RTP_96,
  rtp94: SLOT_RTP_94,
  rtp97: SLOT_RTP_97,
};
