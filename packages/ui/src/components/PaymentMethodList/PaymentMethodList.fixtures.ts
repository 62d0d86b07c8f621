/* Story icons drawn inline, so screenshots never wait on a network image. */
function badge(background: string, text: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="56" viewBox="0 0 80 56">
<rect width="80" height="56" rx="8" fill="${background}"/>
<text x="40" y="36" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#fff">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const sampleMethods = [
  { code: 'VISA_MASTERCARD_1', name: 'Mastercard', icon: badge('#b4381f', 'MC') },
  { code: 'PAYPAL', name: 'PayPal', icon: badge('#1f4fa0', 'PP') },
  { code: 'PIX', name: 'Pix', icon: badge('#1b7f6e', 'PIX') },
  { code: 'CRYPTO', name: 'Bitcoin and other crypto', icon: badge('#b86b00', 'BTC') },
  { code: 'CASH', name: 'Cash app', icon: badge('#2f7d32', '$') },
];
