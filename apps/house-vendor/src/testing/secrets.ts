import type { VendorSecrets } from '../wallet/signature';

/** Three different secrets for a test, as an operator sets them: one a purpose. */
export function testSecrets(name: string): VendorSecrets {
  return { launch: `${name}-launch`, request: `${name}-request`, answer: `${name}-answer` };
}
