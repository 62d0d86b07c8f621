export { type CasinoClient, type CasinoClientOptions, createCasinoClient, type FileSize } from './client';
export { type CallResult, NETWORK_FAILURE, SESSION_LOST } from './envelope';
export type { components, operations as contractOperations, paths } from './generated/schema';
export { createLoadingSignal, type LoadingSignal, loading } from './loading';
export type { CallBody, CallData, CallOptions, CallPath } from './types';
