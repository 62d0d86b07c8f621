import type { components } from '@casino/api-client';
import type { MessageDescriptor } from 'react-intl';
import { documentMessages as m, pleaseUpload } from './messages';

type UserInfo = components['schemas']['UserInfo'];

export type DocumentKey =
  | 'idcardProofId'
  | 'idcardHoldProofId'
  | 'addressProofId'
  | 'paymentProofId'
  | 'sourceOfWealthProofId';

/** Profile document statuses (spec 002 §3). */
export const DocumentStatus = { notUploaded: 0, auditing: 10, success: 20, fail: 30 } as const;

export interface DocumentKind {
  key: DocumentKey;
  status:
    | 'idcardProofStatus'
    | 'idcardHoldProofStatus'
    | 'addressProofStatus'
    | 'paymentProofStatus'
    | 'sourceOfWealthProofStatus';
  reason:
    | 'idcardProofReason'
    | 'idcardHoldProofReason'
    | 'addressProofReason'
    | 'paymentProofReason'
    | 'sourceOfWealthProofReason';
  label: MessageDescriptor;
  hint: MessageDescriptor;
  /** Spec 002 §5: four proofs are required; the source of wealth only when support asks for it. */
  required: boolean;
}

/** The five documents in the spec's order, which is also the order their absence is reported in. */
export const documentKinds: readonly DocumentKind[] = [
  {
    key: 'idcardProofId',
    status: 'idcardProofStatus',
    reason: 'idcardProofReason',
    label: m.idcard,
    hint: m.idcardHint,
    required: true,
  },
  {
    key: 'idcardHoldProofId',
    status: 'idcardHoldProofStatus',
    reason: 'idcardHoldProofReason',
    label: m.idcardHold,
    hint: m.idcardHoldHint,
    required: true,
  },
  {
    key: 'addressProofId',
    status: 'addressProofStatus',
    reason: 'addressProofReason',
    label: m.address,
    hint: m.addressHint,
    required: true,
  },
  {
    key: 'paymentProofId',
    status: 'paymentProofStatus',
    reason: 'paymentProofReason',
    label: m.payment,
    hint: m.paymentHint,
    required: true,
  },
  {
    key: 'sourceOfWealthProofId',
    status: 'sourceOfWealthProofStatus',
    reason: 'sourceOfWealthProofReason',
    label: m.sourceOfWealth,
    hint: m.sourceOfWealthHint,
    required: false,
  },
];

/** Spec 002 §5 and §9: up to 6 files, JPEG, PNG or BMP, 5 MB each (the server checks the bytes again). */
export const MAX_FILES = 6;
export const FILE_TYPES = ['image/jpeg', 'image/png', 'image/bmp'] as const;
export const MAX_BYTES = 5 * 1024 * 1024;

/** What is wrong with a picked file, type first, then size; null when it may be uploaded. */
export function fileProblem(file: { type: string; size: number }): MessageDescriptor | null {
  if (!(FILE_TYPES as readonly string[]).includes(file.type)) return m.fileType;
  if (file.size <= 0 || file.size > MAX_BYTES) return m.fileSize;
  return null;
}

type DocumentFields = Partial<Pick<UserInfo, DocumentKey | DocumentKind['status'] | DocumentKind['reason']>>;

/** The review status of a document: 0 while nothing is on file. */
export function statusOf(user: DocumentFields, kind: DocumentKind): number {
  return user[kind.key] ? (user[kind.status] ?? DocumentStatus.auditing) : DocumentStatus.notUploaded;
}

/** A document on file counts unless its review refused it; then a new one is needed. */
export function onFile(user: DocumentFields, kind: DocumentKind): boolean {
  const status = statusOf(user, kind);
  return status !== DocumentStatus.notUploaded && status !== DocumentStatus.fail;
}

/** An approved document is the record the operator relied on: it cannot be replaced (contract). */
export const replaceable = (user: DocumentFields, kind: DocumentKind) =>
  statusOf(user, kind) !== DocumentStatus.success;

export type SaveProblem = { message: MessageDescriptor; item?: MessageDescriptor } | null;

/**
 * Spec 002 §5, in order: nothing new chosen ('please upload files'), more than 6 files, then each
 * required proof neither chosen now nor on file, in the order ID, hand-held ID, address, payment.
 */
export function firstSaveProblem(
  chosen: Partial<Record<DocumentKey, string>>,
  user: DocumentFields,
): SaveProblem {
  const count = Object.values(chosen).filter(Boolean).length;
  if (count === 0) return { message: m.noFiles };
  if (count > MAX_FILES) return { message: m.tooMany };
  for (const kind of documentKinds) {
    if (kind.required && !chosen[kind.key] && !onFile(user, kind))
      return { message: pleaseUpload, item: kind.label };
  }
  return null;
}

/** documents/update takes every required id each time: the new uploads, else what is on file. */
export function updatePayload(
  chosen: Partial<Record<DocumentKey, string>>,
  user: DocumentFields,
): Partial<Record<DocumentKey, string>> {
  const payload: Partial<Record<DocumentKey, string>> = {};
  for (const kind of documentKinds) {
    const id = chosen[kind.key] || user[kind.key];
    if (id) payload[kind.key] = id;
  }
  return payload;
}
