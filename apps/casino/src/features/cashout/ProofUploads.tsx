import { FileUpload } from '@casino/ui';
import { type Dispatch, type SetStateAction, useEffect, useRef } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { api } from '../app';
import type { UserInfo } from '../session/session';
import { acceptableProof, PROOF_TYPES, type ProofKey, proofKeys } from './cashoutRules';
import { cashoutMessages as m } from './messages';

export interface Upload {
  fileName: string;
  preview?: string;
  id?: string;
  busy?: boolean;
  error?: string;
}

export type Uploads = Partial<Record<ProofKey, Upload>>;

const proofLabels: Record<ProofKey, MessageDescriptor> = {
  idcardProofId: m.idProof,
  paymentProofId: m.paymentProof,
};

/** Document statuses of spec 002 §3: 10 auditing, 20 audit success, 30 audit fail. */
const onFileStatus: Record<number, MessageDescriptor> = {
  10: m.onFileReview,
  20: m.onFileApproved,
  30: m.onFileRejected,
};
const APPROVED = 20;

/** The cash-out's second step (spec 002 §3): each proof uploaded as it is chosen, with its status on file. */
export function ProofUploads({
  uploads,
  setUploads,
  busy,
  user,
}: {
  uploads: Uploads;
  setUploads: Dispatch<SetStateAction<Uploads>>;
  busy: boolean;
  user: UserInfo;
}) {
  const t = useIntl().formatMessage;
  const previews = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const choose = async (key: ProofKey, file: File) => {
    if (!acceptableProof(file)) {
      return setUploads((current) => ({
        ...current,
        [key]: { fileName: file.name, error: t(m.fileInvalid) },
      }));
    }
    const preview = URL.createObjectURL(file);
    previews.current.push(preview);
    setUploads((current) => ({ ...current, [key]: { fileName: file.name, preview, busy: true } }));
    const result = await api.call('/sys/file/upload', { file });
    setUploads((current) => ({
      ...current,
      [key]: result.ok
        ? { fileName: file.name, preview, id: result.data.id }
        : { fileName: file.name, preview, error: result.message },
    }));
  };

  const proofField = (key: ProofKey) => {
    const upload = uploads[key];
    const statusField = key === 'idcardProofId' ? 'idcardProofStatus' : 'paymentProofStatus';
    const onFile = user[key] ? user[statusField] : undefined;
    const status = upload?.busy
      ? t(m.uploading)
      : upload?.id
        ? t(m.uploaded)
        : !upload && onFile !== undefined && onFileStatus[onFile]
          ? t(onFileStatus[onFile])
          : undefined;
    return (
      <FileUpload
        key={key}
        label={t(proofLabels[key])}
        chooseLabel={t(m.chooseFile)}
        accept={PROOF_TYPES.join(',')}
        description={t(m.proofHint)}
        error={upload?.error}
        fileName={upload?.fileName ?? (onFile === undefined ? t(m.noFile) : undefined)}
        status={status}
        previewSrc={upload?.preview}
        busy={upload?.busy}
        // An approved document cannot be replaced (contract: documents/update).
        disabled={busy || onFile === APPROVED}
        onFileSelect={(file) => void choose(key, file)}
      />
    );
  };

  return <>{proofKeys.map(proofField)}</>;
}
