import type { AdminSchemas } from '@casino/api-client/admin';
import { Button, FilterBar, Select, TextArea } from '@casino/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { languageName, time } from '../features/format/format';
import { labelOf } from '../features/format/words';
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
  title: { id: 'contact.title', defaultMessage: 'No. {id} · {topic} · {time}' },
  from: {
    id: 'contact.from',
    defaultMessage: '{name} ({username}, {email}, {phone}, writes in {language})',
  },
  answerTo: { id: 'contact.answerTo', defaultMessage: 'Answer to message no. {id}' },
  mailedTo: {
    id: 'contact.mailedTo',
    defaultMessage: 'Mailed to {email}, with the message quoted below it.',
  },
  done: { id: 'contact.done', defaultMessage: 'Message no. {id}: {status}.' },
});

/** Where a message stands, as a filter and in the note after an answer. */
const statusLabels = defineMessages({
  new: { id: 'contact.status.new', defaultMessage: 'New' },
  answered: { id: 'contact.status.answered', defaultMessage: 'Answered' },
  closed: { id: 'contact.status.closed', defaultMessage: 'Closed' },
}) satisfies Record<Status, MessageDescriptor>;

/** The note after an answer ('answered', 'closed': lower case inside a sentence). */
const doneLabels = defineMessages({
  new: { id: 'contact.done.new', defaultMessage: 'new' },
  answered: { id: 'contact.done.answered', defaultMessage: 'answered' },
  closed: { id: 'contact.done.closed', defaultMessage: 'closed' },
}) satisfies Record<Status, MessageDescriptor>;

const emptyLabels = defineMessages({
  new: { id: 'contact.empty.new', defaultMessage: 'No new message.' },
  answered: { id: 'contact.empty.answered', defaultMessage: 'No answered message.' },
  closed: { id: 'contact.empty.closed', defaultMessage: 'No closed message.' },
}) satisfies Record<Status, MessageDescriptor>;

/** The player's topics (spec 002 §3), as the contact form names them. */
const topicLabels = defineMessages({
  deposit: { id: 'contact.topic.deposit', defaultMessage: 'Deposit' },
  withdraw: { id: 'contact.topic.withdraw', defaultMessage: 'Cash-out' },
  bonus: { id: 'contact.topic.bonus', defaultMessage: 'Bonus' },
  closing: { id: 'contact.topic.closing', defaultMessage: 'Account closing' },
  security: { id: 'contact.topic.security', defaultMessage: 'Security' },
  verification: { id: 'contact.topic.verification', defaultMessage: 'Identity verification' },
  techIssue: { id: 'contact.topic.techIssue', defaultMessage: 'Technical issue' },
});

export const Route = createFileRoute('/contact')({ component: ContactMessages });

type Message = AdminSchemas['AdminContactMessage'];
type Status = Message['status'];

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
          options={Object.entries(statusLabels).map(([value, label]) => ({ value, label: t(label) }))}
        />
      </FilterBar>
      <Done message={done} />
      {data?.length === 0 && <p>{t(emptyLabels[applied])}</p>}
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
    onDone(t(m.done, { id: message.id, status: t(doneLabels[result.data.status]) }));
  }
  return (
    <Section
      title={t(m.title, {
        id: message.id,
        topic: labelOf(topicLabels, message.queryType),
        time: time(message.createdAt),
      })}
    >
      <p>
        {t(m.from, {
          name: message.name,
          username: message.username,
          email: message.email,
          phone: message.phone,
          language: languageName(message.lang),
        })}
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
            label={t(m.answerTo, { id: message.id })}
            description={t(m.mailedTo, { email: message.email })}
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
