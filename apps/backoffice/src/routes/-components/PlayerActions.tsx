import { Button, DetailList, Select, TextField } from '@casino/ui';
import { useState } from 'react';
import { api } from '../../features/data/api';
import { money, requestId, time } from '../../features/format/format';
import { Done, Problem, Row, Section } from '../../features/layout/Page';
import { session } from '../../features/session/session';

// What an operator may do from a player's page: adjust a balance, add a note, set a protection limit.

export function Adjustment({
  memberId,
  currency,
  onDone,
}: {
  memberId: number;
  currency: string;
  onDone: () => void;
}) {
  const [form, setForm] = useState({ type: 'GIFT', class: '3', direction: 'credit', amount: '', reason: '' });
  const [id, setId] = useState(requestId);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  async function submit() {
    setProblem(undefined);
    setDone(undefined);
    const answer = await api.call('/admin/players/adjust', {
      memberId,
      type: form.type as 'GIFT' | 'BENEFITS',
      class: Number(form.class) as 1 | 2 | 3,
      direction: form.direction as 'credit' | 'debit',
      amount: form.amount,
      reason: form.reason,
      requestId: id,
    });
    if (!answer.ok) return setProblem(answer.message);
    setDone(
      answer.data.booked
        ? `Booked; balance now ${money(answer.data.balanceAfter, currency)}.`
        : 'Prepared: a second operator must approve it (Approvals).',
    );
    setId(requestId());
    setForm({ ...form, amount: '', reason: '' });
    onDone();
  }
  return (
    <Section title="Manual adjustment">
      <Row>
        <Select
          label="Kind"
          value={form.type}
          onValueChange={(type) => setForm({ ...form, type })}
          options={[
            { value: 'GIFT', label: 'Gift' },
            { value: 'BENEFITS', label: 'Benefits' },
          ]}
        />
        <Select
          label="Balance"
          value={form.class}
          onValueChange={(value) => setForm({ ...form, class: value })}
          options={[
            { value: '1', label: 'Cash' },
            { value: '2', label: 'Bonus' },
            { value: '3', label: 'Free (gift bonus)' },
          ]}
        />
        <Select
          label="Direction"
          value={form.direction}
          onValueChange={(direction) => setForm({ ...form, direction })}
          options={[
            { value: 'credit', label: 'Credit' },
            { value: 'debit', label: 'Debit' },
          ]}
        />
        <TextField
          label={`Amount (${currency})`}
          inputMode="decimal"
          value={form.amount}
          onChange={(event) => setForm({ ...form, amount: event.target.value })}
        />
        <TextField
          label="Adjustment reason"
          value={form.reason}
          onChange={(event) => setForm({ ...form, reason: event.target.value })}
        />
        <Button onClick={submit}>Adjust</Button>
      </Row>
      <Problem message={problem} />
      <Done message={done} />
    </Section>
  );
}

export function Notes({
  memberId,
  notes,
  onDone,
}: {
  memberId: number;
  notes: { id: number; text: string; operator: string; createdAt: string }[];
  onDone: () => void;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  return (
    <Section title="Notes">
      <ul>
        {notes.map((note) => (
          <li key={note.id}>
            {time(note.createdAt)} {note.operator}: {note.text}
          </li>
        ))}
      </ul>
      {session.may('players.note') && (
        <Row>
          <TextField label="New note" value={text} onChange={(event) => setText(event.target.value)} />
          <Button
            variant="secondary"
            onClick={async () => {
              const answer = await api.call('/admin/players/notes/add', { memberId, text });
              if (!answer.ok) return setProblem(answer.message);
              setText('');
              onDone();
            }}
          >
            Add note
          </Button>
        </Row>
      )}
      <Problem message={problem} />
    </Section>
  );
}

const limitNames = {
  depositDay: 'Deposits per 24 hours',
  depositWeek: 'Deposits per 7 days',
  depositMonth: 'Deposits per 30 days',
} as const;

/**
 * Protection limits: anyone who may set them can lower one (or set one where there is none) at once;
 * raising or removing one waits for a second operator (Approvals).
 */
export function Limits({
  memberId,
  currency,
  limits,
  onDone,
}: {
  memberId: number;
  currency: string;
  limits: { kind: keyof typeof limitNames; amount: string }[];
  onDone: () => void;
}) {
  const [form, setForm] = useState({ kind: 'depositDay' as keyof typeof limitNames, amount: '', reason: '' });
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  async function submit() {
    setProblem(undefined);
    setDone(undefined);
    const answer = await api.call('/admin/players/limits/set', { memberId, ...form });
    if (!answer.ok) return setProblem(answer.message);
    setDone(
      answer.data.applied ? 'Limit set.' : 'A raise or removal waits for a second operator (Approvals).',
    );
    onDone();
  }
  return (
    <Section title="Protection limits">
      <DetailList
        label="Current limits"
        items={Object.entries(limitNames).map(([kind, label]) => {
          const limit = limits.find((candidate) => candidate.kind === kind);
          return { label, value: limit ? money(limit.amount, currency) : null };
        })}
        placeholder="No limit"
      />
      {session.may('limits.set') && (
        <Row>
          <Select
            label="Limit"
            value={form.kind}
            onValueChange={(kind) => setForm({ ...form, kind: kind as keyof typeof limitNames })}
            options={Object.entries(limitNames).map(([value, label]) => ({ value, label }))}
          />
          <TextField
            label={`New amount (${currency}; empty removes it)`}
            inputMode="decimal"
            value={form.amount}
            onChange={(event) => setForm({ ...form, amount: event.target.value })}
          />
          <TextField
            label="Limit reason"
            value={form.reason}
            onChange={(event) => setForm({ ...form, reason: event.target.value })}
          />
          <Button onClick={submit}>Set limit</Button>
        </Row>
      )}
      <Problem message={problem} />
      <Done message={done} />
    </Section>
  );
}
