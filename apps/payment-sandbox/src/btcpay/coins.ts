import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bech32, createBase58check } from '@scure/base';
import { HDKey } from '@scure/bip32';

/**
 * The coins of the spec's two crypto variants (001 §3), each on a chain of its own in the sandbox:
 * its decimals, the confirmations an invoice waits for, how an address is derived and how a payment
 * URI is written for a wallet's QR scanner.
 */
export interface Coin {
  code: 'BTC' | 'LTC' | 'DOGE' | 'ETH' | 'USDT' | 'BNB';
  decimals: number;
  confirmations: number;
  /** BIP44 coin type of its derivation path. */
  coinType: number;
  address(publicKey: Uint8Array): string;
  uri(address: string, units: bigint): string;
}

const base58check = createBase58check(sha256);
const hash160 = (key: Uint8Array) => ripemd160(sha256(key));
const segwit = (hrp: string) => (key: Uint8Array) => bech32.encode(hrp, [0, ...bech32.toWords(hash160(key))]);
/** Ethereum-style: the last 20 bytes of keccak-256 of the uncompressed key (without its 0x04 prefix). */
const evm = (key: Uint8Array) => `0x${Buffer.from(keccak_256(key.slice(1)).slice(-20)).toString('hex')}`;

/** A decimal string of `units` in a coin of `decimals`, without trailing zeros. */
export function unitsToDecimal(units: bigint, decimals: number): string {
  const text = units.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Base units of a decimal string (refused beyond the coin's decimals). */
export function decimalToUnits(text: string, decimals: number): bigint | undefined {
  const match = /^([0-9]{1,20})(?:\.([0-9]+))?$/.exec(text);
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return undefined;
  return BigInt(match[1] ?? '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** The USDT (ERC-20) contract a wallet's URI names. */
const usdtContract = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

export const coins: Record<Coin['code'], Coin> = {
  BTC: {
    code: 'BTC',
    decimals: 8,
    confirmations: 2,
    coinType: 0,
    address: segwit('bc'),
    uri: (address, units) => `bitcoin:${address}?amount=${unitsToDecimal(units, 8)}`,
  },
  LTC: {
    code: 'LTC',
    decimals: 8,
    confirmations: 2,
    coinType: 2,
    address: segwit('ltc'),
    uri: (address, units) => `litecoin:${address}?amount=${unitsToDecimal(units, 8)}`,
  },
  DOGE: {
    code: 'DOGE',
    decimals: 8,
    confirmations: 2,
    coinType: 3,
    address: (key) => base58check.encode(Uint8Array.from([0x1e, ...hash160(key)])),
    uri: (address, units) => `dogecoin:${address}?amount=${unitsToDecimal(units, 8)}`,
  },
  ETH: {
    code: 'ETH',
    decimals: 18,
    confirmations: 3,
    coinType: 60,
    address: evm,
    uri: (address, units) => `ethereum:${address}?value=${units}`,
  },
  USDT: {
    code: 'USDT',
    decimals: 6,
    confirmations: 3,
    coinType: 60,
    address: evm,
    uri: (address, units) => `ethereum:${usdtContract}/transfer?address=${address}&uint256=${units}`,
  },
  BNB: {
    code: 'BNB',
    decimals: 18,
    confirmations: 3,
    coinType: 60,
    address: evm,
    uri: (address, units) => `ethereum:${address}@56?value=${units}`,
  },
};

/**
 * One address per invoice and coin, derived by public derivation from the store's extended public
 * key of that coin's account (m/84'/<coin type>'/0' for the UTXO coins, m/44'/60'/0' for the EVM
 * ones), as BTCPay derives from the xpub a merchant gives it.
 */
export class AddressBook {
  private readonly accounts = new Map<string, HDKey>();
  private readonly next = new Map<string, number>();

  constructor(private readonly seed: Uint8Array) {}

  xpub(coin: Coin): string {
    return this.account(coin).publicExtendedKey;
  }

  derive(coin: Coin): string {
    const index = this.next.get(coin.code) ?? 0;
    this.next.set(coin.code, index + 1);
    const key = HDKey.fromExtendedKey(this.xpub(coin)).deriveChild(0).deriveChild(index);
    if (!key.publicKey) throw new Error('no public key');
    return coin.address(coin.coinType === 60 ? uncompressed(key) : key.publicKey);
  }

  private account(coin: Coin): HDKey {
    const existing = this.accounts.get(coin.code);
    if (existing) return existing;
    const purpose = coin.coinType === 60 ? 44 : 84;
    // Each EVM coin gets its own account, so an address belongs to one coin's chain only.
    const account = coin.coinType === 60 ? ['ETH', 'USDT', 'BNB'].indexOf(coin.code) : 0;
    const node = HDKey.fromMasterSeed(this.seed).derive(`m/${purpose}'/${coin.coinType}'/${account}'`);
    this.accounts.set(coin.code, node);
    return node;
  }
}

/** @scure/bip32 keeps the compressed key; an EVM address hashes the uncompressed point. */
function uncompressed(key: HDKey): Uint8Array {
  if (!key.publicKey) throw new Error('no public key');
  return secp256k1.Point.fromBytes(key.publicKey).toBytes(false);
}
