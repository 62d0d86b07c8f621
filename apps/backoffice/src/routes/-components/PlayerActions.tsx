import { Button, DetailList, Select, TextField } from '@casino/ui';
import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { api } from '../../features/data/api';
import { money, requestId, time } from '../../features/format/format';
import { t } from '../../features/i18n/i18n';
import { Done, Problem, Row, Section } from '../../features/layout/Page';
import { session } from '../../features/session/session';

const m = defineMessages({
  booked: { id: 'PlayerActions.booked', defaultMessage: 'Booked; balance now {balance}.' },
  amountIn: { id: 'PlayerActions.amountIn', defaultMessage: 'Amount ({currency})' },
  newAmount: { id: 'PlayerActions.newAmount', defaultMessage: 'New amount ({currency}; empty removes it)' },
  manualAdjustment: { id: 'PlayerActions.manualAdjustment', defaultMessage: 'Manual adjustment' },
  kind: { id: 'PlayerActions.kind', defaultMessage: 'Kind' },
  balance: { id: 'PlayerActions.balance', defaultMessage: 'Balance' },
  direction: { id: 'PlayerActions.direction', defaultMessage: 'Direction' },
  adjustmentReason: { id: 'PlayerActions.adjustmentReason', defaultMessage: 'Adjustment reason' },
  notes: { id: 'PlayerActions.notes', defaultMessage: 'Notes' },
  newNote: { id: 'PlayerActions.newNote', defaultMessage: 'New note' },
  protectionLimits: { id: 'PlayerActions.protectionLimits', defaultMessage: 'Protection limits' },
  currentLimits: { id: 'PlayerActions.currentLimits', defaultMessage: 'Current limits' },
  noLimit: { id: 'PlayerActions.noLimit', defaultMessage: 'No limit' },
  limit: { id: 'PlayerActions.limit', defaultMessage: 'Limit' },
  limitReason: { id: 'PlayerActions.limitReason', defaultMessage: 'Limit reason' },
  gift: { id: 'PlayerActions.gift', defaultMessage: 'Gift' },
  benefits: { id: 'PlayerActions.benefits', defaultMessage: 'Benefits' },
  cash: { id: 'PlayerActions.cash', defaultMessage: 'Cash' },
  bonus: { id: 'PlayerActions.bonus', defaultMessage: 'Bonus' },
  freeGiftBonus: { id: 'PlayerActions.freeGiftBonus', defaultMessage: 'Free (gift bonus)' },
  credit: { id: 'PlayerActions.credit', defaultMessage: 'Credit' },
  debit: { id: 'PlayerActions.debit', defaultMessage: 'Debit' },
  preparedASecondOperatorMust: {
    id: 'PlayerActions.preparedASecondOperatorMust',
    defaultMessage: 'Prepared: a second operator must approve it (Approvals).',
  },
  limitSet: { id: 'PlayerActions.limitSet', defaultMessage: 'Limit set.' },
  aRaiseOrRemovalWaits: {
    id: 'PlayerActions.aRaiseOrRemovalWaits',
    defaultMessage: 'A raise or removal waits for a second operator (Approvals).',
  },
  addNote: { id: 'PlayerActions.addNote', defaultMessage: 'Add note' },
  adjust: { id: 'PlayerActions.adjust', defaultMessage: 'Adjust' },
  setLimit: { id: 'PlayerActions.setLimit', defaultMessage: 'Set limit' },
});

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
        ? t(m.booked, { balance: money(answer.data.balanceAfter, currency) })
        : t(m.preparedASecondOperatorMust),
    );
    setId(requestId());
    setForm({ ...form, amount: '', reason: '' });
    onDone();
  }
  return (
    <Section title={t(m.manualAdjustment)}>
      <Row>
        <Select
          label={t(m.kind)}
          value={form.type}
          onValueChange={(type) => setForm({ ...form, type })}
          options={[
            { value: 'GIFT', label: t(m.gift) },
            { value: 'BENEFITS', label: t(m.benefits) },
          ]}
        />
        <Select
          label={t(m.balance)}
          value={form.class}
          onValueChange={(value) => setForm({ ...form, class: value })}
          options={[
            { value: '1', label: t(m.cash) },
            { value: '2', label: t(m.bonus) },
            { value: '3', label: t(m.freeGiftBonus) },
          ]}
        />
        <Select
          label={t(m.direction)}
          value={form.direction}
          onValueChange={(direction) => setForm({ ...form, direction })}
          options={[
            { value: 'credit', label: t(m.credit) },
            { value: 'debit', label: t(m.debit) },
          ]}
        />
        <TextField
          label={t(m.amountIn, { currency })}
          inputMode="decimal"
          value={form.amount}
          onChange={(event) => setForm({ ...form, amount: event.target.value })}
        />
        <TextField
          label={t(m.adjustmentReason)}
          value={form.reason}
          onChange={(event) => setForm({ ...form, reason: event.target.value })}
        />
        <Button onClick={submit}>{t(m.adjust)}</Button>
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
    <Section title={t(m.notes)}>
      <ul>
        {notes.map((note) => (
          <li key={note.id}>
            {time(note.createdAt)} {note.operator}: {note.text}
          </li>
        ))}
      </ul>
      {session.may('players.note') && (
        <Row>
          <TextField label={t(m.newNote)} value={text} onChange={(event) => setText(event.target.value)} />
          <Button
            variant="secondary"
            onClick={async () => {
              const answer = await api.call('/admin/players/notes/add', { memberId, text });
              if (!answer.ok) return setProblem(answer.message);
              setText('');
              onDone();
            }}
          >
            {t(m.addNote)}
          </Button>
        </Row>
      )}
      <Problem message={problem} />
    </Section>
  );
}

const limitNames = defineMessages({
  depositDay: { id: 'PlayerActions.limit.depositDay', defaultMessage: 'Deposits per 24 hours' },
  depositWeek: { id: 'PlayerActions.limit.depositWeek', defaultMessage: 'Deposits per 7 days' },
  depositMonth: { id: 'PlayerActions.limit.depositMonth', defaultMessage: 'Deposits per 30 days' },
});

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
    setDone(answer.data.applied ? t(m.limitSet) : t(m.aRaiseOrRemovalWaits));
    onDone();
  }
  return (
    <Section title={t(m.protectionLimits)}>
      <DetailList
        label={t(m.currentLimits)}
        items={Object.entries(limitNames).map(([kind, label]) => {
          const limit = limits.find((candidate) => candidate.kind === kind);
          return { label: t(label), value: limit ? money(limit.amount, currency) : null };
        })}
        placeholder={t(m.noLimit)}
      />
      {session.may('limits.set') && (
        <Row>
          <Select
            label={t(m.limit)}
            value={form.kind}
            onValueChange={(kind) => setForm({ ...form, kind: kind as keyof typeof limitNames })}
            options={Object.entries(limitNames).map(([value, label]) => ({ value, label: t(label) }))}
          />
          <TextField
            label={t(m.newAmount, { currency })}
            inputMode="decimal"
            value={form.amount}
            onChange={(event) => setForm({ ...form, amount: event.target.value })}
          />
          <TextField
            label={t(m.limitReason)}
            value={form.reason}
            onChange={(event) => setForm({ ...form, reason: event.target.value })}
          />
          <Button onClick={submit}>{t(m.setLimit)}</Button>
        </Row>
      )}
      <Problem message={problem} />
      <Done message={done} />
    </Section>
  );
}
