import { createSign, createVerify } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * PayPal's webhook signature (developer.paypal.com, "verify the signature locally"): RSA-SHA256 over
 * `<transmission id>|<transmission time>|<webhook id>|<CRC32 of the raw body, decimal>`, the
 * certificate (here the public key) at PAYPAL-CERT-URL.
 */
export function paypalSignedText(
  transmissionId: string,
  time: string,
  webhookId: string,
  body: string | Buffer,
): string {
  return `${transmissionId}|${time}|${webhookId}|${crc32(body)}`;
}

export function signPaypal(privateKeyPem: string, text: string): string {
  return createSign('RSA-SHA256').update(text).sign(privateKeyPem, 'base64');
}

export function verifyPaypal(publicKeyPem: string, text: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(text).verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}
