import type { AdminSchemas } from '@casino/api-client/admin';
import { Button, FilterBar, Select, TextArea } from '@casino/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { time } from '../features/format/format';
import { t } from '../features/i18n/i18n';
import { Done, Page, Problem, Row, Section } from '../features/layout/Page';

const m = defineMessages({
  contactMessages: { id: 'contact.contactMessages', defaultMessage: 'Contact messages' },
  filterMessages: { id: 'contact.filterMessages', defaultMessage: 'Filter messages' },
  show: { id: 'contact.show', defaultMessage: 'Show' },
  status: { id: 'contact.status', defaultMessage: 'Status' },
  sendAndClose: { id: 'contact.sendAndClose', defaultMessage: 'Send and close' },
  closeWithoutAnswer: { id: 'contact.closeWithoutAnswer', defaultMessage: 'Close without answer' },
  openThePlayer: { id: 'contact.openThePlayer', defaultMessage: 'Open the player' },
  sendAnswer: { id: 'contact.sendAnswer', defaultMessage: 'Send answer' },
});

export const Route = createFileRoute('/contact')({ component: ContactMessages });

type Message = AdminSchemas['AdminContactMessage'];
type Status = Message['status'];

const statusLabels: Record<Status, string> = { new: 'New', answered: 'Answered', closed: 'Closed' };

/** Messages from the site's contact form, oldest first; each answered by mail in the player's language. */
function ContactMessages() {
  const [status, setStatus] = useState<Status>('new');
  const [applied, setApplied] = useState<Status>('new');
  const { data, error, reload } = useCall('/admin/contact/list', { status: applied });
  const [done, setDone] = useState<string>();
  return (
    <Page title={t(m.contactMessages)} notice={<Problem message={error} />}>
      <FilterBar label={t(m.filterMessages)} applyLabel={t(m.show)} onApply={() => setApplied(status)}>
        <Select
          label={t(m.status)}
          value={status}
          onValueChange={(value) => setStatus(value as Status)}
          options={Object.entries(statusLabels).map(([value, label]) => ({ value, label }))}
        />
      </FilterBar>
      <Done message={done} />
      {data?.length === 0 && <p>No {statusLabels[applied].toLowerCase()} message.</p>}
      {data?.map((message) => (
        <ContactMessage
          key={message.id}
          message={message}
          onDone={(text) => {
            setDone(text);
            reload();
          }}
        />
      ))}
    </Page>
  );
}

function ContactMessage({ message, onDone }: { message: Message; onDone: (text: string) => void }) {
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string>();
  async function send(close: boolean) {
    setProblem(undefined);
    const result = await api.call('/admin/contact/answer', {
      id: message.id,
      ...(answer.trim() ? { answer } : {}),
      ...(close ? { close } : {}),
    });
    if (!result.ok) return setProblem(result.message);
    onDone(`Message no. ${message.id}: ${statusLabels[result.data.status].toLowerCase()}.`);
  }
  return (
    <Section title={`No. ${message.id} · ${message.queryType} · ${time(message.createdAt)}`}>
      <p>
        {message.name} ({message.username}, {message.email}, {message.phone}, writes in {message.lang})
        {message.memberId !== null && (
          <>
            {' · '}
            <Link to="/players/$memberId" params={{ memberId: String(message.memberId) }}>
              {t(m.openThePlayer)}
            </Link>
          </>
        )}
      </p>
      <blockquote style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{message.message}</blockquote>
      {message.status !== 'closed' && (
        <>
          <TextArea
            label={`Answer to message no. ${message.id}`}
            description={`Mailed to ${message.email}, with the message quoted below it.`}
            value={answer}
            maxLength={4000}
            onChange={(event) => setAnswer(event.target.value)}
          />
          <Row>
            <Button size="small" onClick={() => send(false)} disabled={answer.trim() === ''}>
              {t(m.sendAnswer)}
            </Button>
            <Button size="small" variant="secondary" onClick={() => send(true)}>
              {answer.trim() ? t(m.sendAndClose) : t(m.closeWithoutAnswer)}
            </Button>
          </Row>
        </>
      )}
      <Problem message={problem} />
    </Section>
  );
}
