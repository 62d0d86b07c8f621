export type {
  BlackjackSummary,
  GameInput,
  GameOutcome,
  RoundReceipt,
} from './fairness/receipt';
export { playRound } from './fairness/receipt';
export { createServerSeed, FairRng, hashServerSeed, SimulationRng } from './fairness/rng';
export type { GameRng } from './fairness/sampling';
export type { SeedCommitment, SeedPair } from './fairness/seeds';
export { createSeedPair, rotateSeedPair } from './fairness/seeds';
export type { VerifyResult } from './fairness/verifier';
export { replayRound, verifyReceipt } from './fairness/verifier';
export type { HouseGame } from './games/catalogue';
export { findHouseGame, HOUSE_GAMES, HOUSE_VENDOR_CODE } from './games/catalogue';
export { carriesJackpot, JACKPOT_CONTRIBUTION_PERCENT, withJackpotContribution } from './games/jackpot';
export { settleRoulette, spinRoulette } from './games/roulette/engine';
export type { BetSheet, GameSheet, ParSheetView } from './games/sheets';
export { gameSheet } from './games/sheets';
export { SLOT_CONFIGS } from './games/slot/configs';
export { theoreticalRtp } from './games/slot/rtp';
export type { SlotDefinition } from './games/slotStudio/definition';
export { exactRtp } from './games/slotStudio/exactRtp';
export { playStudioRound } from './games/slotStudio/play';
export { roundSimulator } from './games/slotStudio/simulate';
export { findStudioSlot, STUDIO_SLOTS } from './games/slotStudio/slots/index';
export type { LaunchClaims, LaunchTokenCheck, LaunchTokenInput } from './http/launchToken';
export { createLaunchToken, launchPath, verifyLaunchToken } from './http/launchToken';
export type { HouseVendorPluginOptions } from './http/plugin';
export { houseVendorPlugin } from './http/plugin';
export { formatMoney, parseMoney } from './money';
export { migrateHouseVendor } from './storage/kyselySchema';
export { createKyselyStore } from './storage/kyselyStore';
export { createMemoryStore } from './storage/memoryStore';
export { presetSeedPair } from './storage/presetSeedPair';
export type { HouseStore } from './storage/store';
export { HouseVendor } from './vendor/houseVendor';
export type { PublishedFacts } from './vendor/views';
export { publishedFacts } from './vendor/views';
export type { WalletResult } from './wallet/client';
export { WalletClient } from './wallet/client';
export type {
  BalanceRequest,
  BetRequest,
  RollbackRequest,
  WalletCode,
  WalletOperation,
  WalletResponse,
  WalletResponseData,
  WinRequest,
} from './wallet/protocol';
export { WALLET_CODE_ERRORS, WALLET_CODES, WALLET_OPERATIONS } from './wallet/protocol';
export {
  isValidAnswer,
  REPLAY_WINDOW_SECONDS,
  SIGNATURE_HEADER,
  signAnswer,
  signRequest,
  type VendorSecrets,
  verifyRequest,
} from './wallet/signature';
