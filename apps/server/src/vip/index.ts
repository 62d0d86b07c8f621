// The VIP domain's public surface; its operations (levels, packages, redeeming one) are in routes.ts.
export { findVipPackage } from './repository.js';
