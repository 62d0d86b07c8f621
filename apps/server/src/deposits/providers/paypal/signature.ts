import { createVerify } from 'node:crypto';
import { crc32 } from 'node:zlib';

/** What PayPal signs (developer.paypal.com, webhooks "verify locally"): id|time|webhook id|CRC32(raw body). */
export const paypalSignedText = (transmissionId: string, time: string, webhookId: string, raw: Buffer) =>
  `${transmissionId}|${time}|${webhookId}|${crc32(raw)}`;

export function verifyPaypal(certificatePem: string, text: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(text).verify(certificatePem, signature, 'base64');
  } catch {
    return false;
  }
}
