declare module '@fastify/rate-limit/store/LocalStore.js' {
  type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;
  export default class LocalStore {
    constructor(continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number);
    incr(key: string, answer: Answer, timeWindow: number, max: number): void;
    read(key: string, answer: Answer, timeWindow: number, max: number): void;
  }
}
