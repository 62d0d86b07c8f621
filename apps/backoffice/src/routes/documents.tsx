import type { AdminSchemas } from '@casino/api-client/admin';
import { Button, StatusBadge, TextField } from '@casino/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { defineMessages } from 'react-intl';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { documentName, documentStatus, time } from '../features/format/format';
import { t } from '../features/i18n/i18n';
import { Done, Page, Problem, Row, Section } from '../features/layout/Page';
import { session } from '../features/session/session';

const m = defineMessages({
  documentsToReview: { id: 'documents.documentsToReview', defaultMessage: 'Documents to review' },
  openThePlayer: { id: 'documents.openThePlayer', defaultMessage: 'Open the player' },
  noDocumentIsWaitingFor: {
    id: 'documents.noDocumentIsWaitingFor',
    defaultMessage: 'No document is waiting for review.',
  },
  waitingSince: { id: 'documents.waitingSince', defaultMessage: '{username} (waiting since {time})' },
  decided: { id: 'documents.decided', defaultMessage: '{document}: {status}.' },
  state: { id: 'documents.state', defaultMessage: '{document}: {status}' },
  view: { id: 'documents.view', defaultMessage: 'View: {document}' },
  uploaded: { id: 'documents.uploaded', defaultMessage: '{document}, uploaded by the player' },
  reason: { id: 'documents.reason', defaultMessage: 'Reason to refuse: {document}' },
  approve: { id: 'documents.approve', defaultMessage: 'Approve: {document}' },
  refuse: { id: 'documents.refuse', defaultMessage: 'Refuse: {document}' },
});

export const Route = createFileRoute('/documents')({ component: Documents });

/** Every player with uploads waiting, the longest waiting first; each document viewed and decided here. */
function Documents() {
  const { data, error, reload } = useCall('/admin/documents/queue');
  // Kept here: a decided document leaves the queue, and its row with it.
  const [done, setDone] = useState<string>();
  const decided = (message: string) => {
    setDone(message);
    reload();
  };
  return (
    <Page title={t(m.documentsToReview)} notice={<Problem message={error} />}>
      <Done message={done} />
      {data?.length === 0 && <p>{t(m.noDocumentIsWaitingFor)}</p>}
      {data?.map((entry) => (
        <Section
          key={entry.memberId}
          title={t(m.waitingSince, { username: entry.username, time: time(entry.updatedAt) })}
        >
          <Link to="/players/$memberId" params={{ memberId: String(entry.memberId) }}>
            {t(m.openThePlayer)}
          </Link>
          {entry.documents
            .filter((document) => document.status === 10)
            .map((document) => (
              <DocumentReview
                key={document.field}
                memberId={entry.memberId}
                document={document}
                onDecided={decided}
              />
            ))}
        </Section>
      ))}
    </Page>
  );
}

function DocumentReview({
  memberId,
  document,
  onDecided,
}: {
  memberId: number;
  document: AdminSchemas['AdminDocument'];
  onDecided: (message: string) => void;
}) {
  const name = documentName(document.field);
  const [image, setImage] = useState<string>();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  // The file comes with the operator's token, so it is shown from a blob: URL, freed when it goes.
  useEffect(() => () => (image ? URL.revokeObjectURL(image) : undefined), [image]);
  async function view() {
    const answer = await api.document(memberId, document.field);
    if (!answer.ok) return setProblem(answer.message);
    setImage(URL.createObjectURL(answer.data));
  }
  async function decide(decision: 'approve' | 'refuse') {
    setProblem(undefined);
    const answer = await api.call('/admin/documents/review', {
      memberId,
      document: document.field,
      decision,
      ...(reason ? { reason } : {}),
    });
    if (!answer.ok) return setProblem(answer.message);
    onDecided(t(m.decided, { document: name, status: documentStatus(answer.data.status) }));
  }
  return (
    <section aria-label={name}>
      <Row>
        <StatusBadge
          kind="document"
          status={document.status}
          label={t(m.state, { document: name, status: documentStatus(document.status) })}
        />
        <Button size="small" variant="secondary" onClick={view}>
          {t(m.view, { document: name })}
        </Button>
      </Row>
      {image && (
        <img
          src={image}
          alt={t(m.uploaded, { document: name })}
          style={{ maxWidth: '100%', maxHeight: 480 }}
        />
      )}
      {session.may('documents.review') && (
        <Row>
          <TextField
            label={t(m.reason, { document: name })}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button size="small" onClick={() => decide('approve')}>
            {t(m.approve, { document: name })}
          </Button>
          <Button size="small" variant="critical" onClick={() => decide('refuse')}>
            {t(m.refuse, { document: name })}
          </Button>
        </Row>
      )}
      <Problem message={problem} />
    </section>
  );
}
