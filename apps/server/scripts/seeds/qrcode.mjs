// Draws assets/contact/whatsapp-qr.svg: a QR code that opens a WhatsApp chat with the support
// number of settings.json. Rerun after changing whatsAppNumber. Run: node scripts/seeds/qrcode.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { seedsDir, writeAsset } from './lib.mjs';

const settings = JSON.parse(readFileSync(join(seedsDir, 'settings.json'), 'utf8'));
const number = settings.find((s) => s.name === 'whatsAppNumber').value;
const target = settings.find((s) => s.name === 'whatsAppQrCode').value;

// wa.me takes the international number as digits only.
const url = `https://wa.me/${number.replace(/\D/g, '')}`;
const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: 256 });
writeAsset(target.replace(/^\/assets\//, ''), svg);
console.log(`qrcode: ${url}`);
