// Spec 001 §2: the payment pages of each provider; PayPal alone also has a check page.
const pages = ['pay', 'return', 'processing', 'close', 'cancel'];
const providers: Record<string, string[]> = {
  paypal: [...pages, 'check'],
  pingpong: pages,
  pix: pages,
  cpay: pages,
};

export function isPaymentPage(provider: string, page: string): boolean {
  return Object.hasOwn(providers, provider) && providers[provider]!.includes(page);
}
