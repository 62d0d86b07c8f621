// The back office's public surface for other domains; its operations are in routes.ts.
export { needsSecondOperator } from './approvals.js';
