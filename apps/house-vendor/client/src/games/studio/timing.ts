/** How long reels turn: the base spin lands its last reel about 2.1 s after the stake (cycle ≥ 2.5 s). */
export const BASE_TIMING = { firstStop: 1100, gap: 250 };
/** Free spins run on their own once started; shorter, but every one still lands reel by reel. */
export const FREE_TIMING = { firstStop: 550, gap: 130 };
