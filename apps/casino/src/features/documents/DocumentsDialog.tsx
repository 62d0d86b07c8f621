import { Button, FileUpload, sprinkles } from '@casino/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { api, session } from '../app';
import { useSession } from '../session/useSession';
import { AppDialog } from '../shell/AppDialog';
import { dialogs } from '../shell/dialogs';
import { common } from '../shell/messages';
import { notify } from '../shell/notify';
import {
  type DocumentKey,
  DocumentStatus,
  documentKinds,
  FILE_TYPES,
  fileProblem,
  firstSaveProblem,
  replaceable,
  statusOf,
  updatePayload,
} from './documentRules';
import { documentMessages as m, refusedBecause } from './messages';

const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' });

interface Upload {
  fileName: string;
  preview?: string;
  busy?: boolean;
  id?: string;
  error?: string;
}

const statusLabels: Record<number, MessageDescriptor> = {
  [DocumentStatus.notUploaded]: m.notUploaded,
  [DocumentStatus.auditing]: m.auditing,
  [DocumentStatus.success]: m.success,
  [DocumentStatus.fail]: m.fail,
};

/** Spec 002 §2-§5: the five verification documents, each with its review status, uploaded and saved. */
export default function DocumentsDialog() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { user } = useSession();
  const [uploads, setUploads] = useState<Partial<Record<DocumentKey, Upload>>>({});
  const [saving, setSaving] = useState(false);
  const previews = useRef<string[]>([]);

  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  if (!user) return null;
  const uploading = Object.values(uploads).some((upload) => upload?.busy);

  const choose = async (key: DocumentKey, file: File) => {
    const problem = fileProblem(file);
    if (problem)
      return setUploads((current) => ({ ...current, [key]: { fileName: file.name, error: t(problem) } }));
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

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || uploading) return;
    const chosen = Object.fromEntries(
      Object.entries(uploads).flatMap(([key, upload]) => (upload?.id ? [[key, upload.id]] : [])),
    ) as Partial<Record<DocumentKey, string>>;
    const problem = firstSaveProblem(chosen, user);
    if (problem) return notify(t(problem.message, problem.item ? { item: t(problem.item) } : undefined));
    setSaving(true);
    const result = await api.call('/sys/member/documents/update', updatePayload(chosen, user));
    if (!result.ok) {
      setSaving(false);
      // Spec 002 §8 names 'server busy' for a failed update; a refusal the server explains (an
      // approved document, a file that is not the member's) is worth its own words.
      return notify(result.error === 1 || result.error === 2 ? result.message : t(common.serverBusy));
    }
    notify(t(m.saved), 'positive');
    await session.refresh();
    dialogs.close();
  };

  return (
    <AppDialog title={t(m.title)} size="large">
      <form onSubmit={save} noValidate aria-busy={saving} className={stack}>
        <p>
          <FormattedMessage {...m.intro} />
        </p>
        {documentKinds.map((kind) => {
          const upload = uploads[kind.key];
          const status = statusOf(user, kind);
          const reason = status === DocumentStatus.fail ? user[kind.reason] : null;
          return (
            <FileUpload
              key={kind.key}
              label={t(kind.label)}
              chooseLabel={t(m.chooseFile)}
              accept={FILE_TYPES.join(',')}
              description={`${t(kind.hint)}. ${t(m.formats)}`}
              error={
                upload?.error ?? (upload ? undefined : reason ? t(refusedBecause, { reason }) : undefined)
              }
              fileName={upload?.fileName ?? (status === DocumentStatus.notUploaded ? t(m.noFile) : undefined)}
              status={
                upload?.busy
                  ? t(m.uploading)
                  : upload?.id
                    ? t(m.ready)
                    : !upload && status !== DocumentStatus.notUploaded
                      ? t(m.onFile)
                      : undefined
              }
              previewSrc={upload?.preview}
              busy={upload?.busy}
              badge={{
                kind: 'document',
                status,
                label: t(statusLabels[status] ?? statusLabels[DocumentStatus.auditing]!),
              }}
              disabled={saving || !replaceable(user, kind)}
              onFileSelect={(file) => void choose(kind.key, file)}
            />
          );
        })}
        {/* Saving waits for the uploads under way: their ids are what it sends. */}
        <Button type="submit" disabled={saving || uploading}>
          <FormattedMessage {...m.save} />
        </Button>
      </form>
    </AppDialog>
  );
}
