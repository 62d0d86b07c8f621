import type { Db } from '../db/database.js';
import { getBalances } from './balances.js';
import type { MemberRow } from './repository.js';

/** Symbols as the spec lists them (000 §3): USD $, EUR €, BTC B, BRL $. */
const currencySymbols: Record<string, string> = { USD: '$', EUR: '€', BTC: 'B', BRL: '$' };

export function currencySymbol(currency: string): string {
  return currencySymbols[currency] ?? currency;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function countryName(code: string | null): string | null {
  if (code === null || !/^[A-Z]{2}$/.test(code)) return null;
  try {
    return regionNames.of(code) ?? null;
  } catch {
    return null;
  }
}

/** The user info of spec 000 §3, as login, registration, token info and refresh answer it. */
export async function buildUserInfo(db: Db, member: MemberRow, token: string) {
  const balances = await getBalances(db, member.id);
  return {
    id: member.id,
    username: member.username,
    token,
    enabled: member.enabled,
    credited: member.credited,
    activated: member.activated,
    memberType: member.member_type,
    currency: member.currency,
    currencySymbol: currencySymbol(member.currency),
    ...balances,
    invitationCode: member.invitation_code,
    firstName: member.first_name,
    lastName: member.last_name,
    gender: member.gender,
    birthday: member.birthday,
    countryCode: member.country_code,
    country: countryName(member.country_code),
    stateCode: member.state_code,
    postalCode: member.postal_code,
    city: member.city,
    address: member.address,
    email: member.email,
    mobilePrefix: member.mobile_prefix,
    mobile: member.mobile,
    idcardProofId: member.idcard_proof_id,
    idcardHoldProofId: member.idcard_hold_proof_id,
    addressProofId: member.address_proof_id,
    paymentProofId: member.payment_proof_id,
    sourceOfWealthProofId: member.source_of_wealth_proof_id,
    idcardProofStatus: member.idcard_proof_status,
    idcardHoldProofStatus: member.idcard_hold_proof_status,
    addressProofStatus: member.address_proof_status,
    paymentProofStatus: member.payment_proof_status,
    sourceOfWealthProofStatus: member.source_of_wealth_proof_status,
    idcardProofReason: member.idcard_proof_reason,
    idcardHoldProofReason: member.idcard_hold_proof_reason,
    addressProofReason: member.address_proof_reason,
    paymentProofReason: member.payment_proof_reason,
    sourceOfWealthProofReason: member.source_of_wealth_proof_reason,
  };
}

export type UserInfo = Awaited<ReturnType<typeof buildUserInfo>>;
