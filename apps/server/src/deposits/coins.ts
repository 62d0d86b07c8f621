/** The CRYPTO variant's coins (001 §3) and the BTCPay payment method of each. */
export const cryptoCoins = {
  bitcoin: 'BTC-CHAIN',
  ethereum: 'ETH-CHAIN',
  tether: 'USDT-CHAIN',
  litecoin: 'LTC-CHAIN',
};
/** The CRYPT variant's: bep20/bnb is BNB on BNB Smart Chain, erc20/usdt is Tether on Ethereum. */
export const cryptCoins = {
  btc: 'BTC-CHAIN',
  eth: 'ETH-CHAIN',
  bnb: 'BNB-CHAIN',
  usdt: 'USDT-CHAIN',
  ltc: 'LTC-CHAIN',
  doge: 'DOGE-CHAIN',
};
export const methodOfCoin: Record<string, string> = { ...cryptoCoins, ...cryptCoins };
