import type { AdminData } from '@casino/api-client/admin';
import { Button, TextField } from '@casino/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { t } from '../features/i18n/i18n';
import { Done, Problem, Row, Section } from '../features/layout/Page';
import { centsOf, presetsWithin, presetText, wholeWithin } from '../features/settings/checks';
import { useAction } from './-components/useAction';

const m = defineMessages({
  intro: {
    id: 'settings.deposits.intro',
    defaultMessage:
      'Each account currency has its own figures. Amounts are whole; the card and wallet forms never take more than {maximum}.',
  },
  currency: { id: 'settings.deposits.currency', defaultMessage: 'Deposits in {currency}' },
  minimum: { id: 'settings.deposits.minimum', defaultMessage: 'Minimum deposit' },
  minimumHelp: {
    id: 'settings.deposits.minimumHelp',
    defaultMessage: 'A smaller deposit is refused with this minimum in the message.',
  },
  defaultAmount: { id: 'settings.deposits.defaultAmount', defaultMessage: 'Card form starts at' },
  defaultHelp: {
    id: 'settings.deposits.defaultHelp',
    defaultMessage: 'The amount already filled in when a player opens the card form.',
  },
  paymentAmounts: {
    id: 'settings.deposits.paymentAmounts',
    defaultMessage: 'Amount buttons (wallet, cash, Pix, crypto)',
  },
  paymentHelp: {
    id: 'settings.deposits.paymentHelp',
    defaultMessage: 'Up to ten amounts separated by commas, shown as buttons in those deposit forms.',
  },
  cardAmounts: { id: 'settings.deposits.cardAmounts', defaultMessage: 'Card form amount buttons' },
  cardHelp: {
    id: 'settings.deposits.cardHelp',
    defaultMessage: 'Up to ten amounts separated by commas, shown as buttons in the card form.',
  },
  minimumProblem: {
    id: 'settings.deposits.minimumProblem',
    defaultMessage: 'A whole amount from 1 to {maximum}.',
  },
  rangeProblem: {
    id: 'settings.deposits.rangeProblem',
    defaultMessage: 'A whole amount from the minimum to {maximum}.',
  },
  presetsProblem: {
    id: 'settings.deposits.presetsProblem',
    defaultMessage: 'One to ten different whole amounts, each from the minimum to {maximum}.',
  },
  save: { id: 'settings.deposits.save', defaultMessage: 'Save {currency} deposit amounts' },
  saved: { id: 'settings.deposits.saved', defaultMessage: 'Deposit amounts in {currency} saved.' },
});

export const Route = createFileRoute('/settings/deposits')({ component: Deposits });

type Amounts = AdminData<'/admin/settings/payment-amounts'>;

/** Minimum, starting amount and amount buttons of deposits, per account currency. */
function Deposits() {
  const { data, error, reload } = useCall('/admin/settings/payment-amounts');
  // Kept here: a save reloads the figures, and the section showing them starts afresh.
  const [saved, setSaved] = useState<{ currency: string; text: string }>();
  return (
    <>
      <Problem message={error} />
      {data && <p>{t(m.intro, { maximum: data.depositMaximum })}</p>}
      {data?.currencies.map((row) => (
        <CurrencyDeposits
          key={`${row.currency}:${JSON.stringify(row.deposit)}`}
          row={row}
          maximum={data.depositMaximum}
          saved={saved?.currency === row.currency ? saved.text : undefined}
          onSaved={(text) => {
            setSaved({ currency: row.currency, text });
            reload();
          }}
        />
      ))}
    </>
  );
}

function CurrencyDeposits({
  row,
  maximum,
  saved,
  onSaved,
}: {
  row: Amounts['currencies'][number];
  maximum: string;
  saved: string | undefined;
  onSaved: (text: string) => void;
}) {
  const [draft, setDraft] = useState({
    minimumAmount: row.deposit.minimumAmount.replace(/\.00$/, ''),
    defaultAmount: row.deposit.defaultAmount.replace(/\.00$/, ''),
    paymentAmounts: presetText(row.deposit.paymentAmounts),
    cardAmounts: presetText(row.deposit.cardAmounts),
  });
  const [checked, setChecked] = useState(false);
  const { act, feedback } = useAction();
  const ceiling = centsOf(maximum) ?? 0n;
  const minimum = wholeWithin(draft.minimumAmount, 100n, ceiling);
  const low = centsOf(minimum ?? '') ?? 100n;
  const values = {
    minimumAmount: minimum,
    defaultAmount: wholeWithin(draft.defaultAmount, low, ceiling),
    paymentAmounts: presetsWithin(draft.paymentAmounts, low, ceiling),
    cardAmounts: presetsWithin(draft.cardAmounts, low, ceiling),
  };
  const problem = (wrong: boolean, message: MessageDescriptor) =>
    checked && wrong ? t(message, { maximum }) : undefined;
  async function save() {
    setChecked(true);
    const { minimumAmount, defaultAmount, paymentAmounts, cardAmounts } = values;
    if (!minimumAmount || !defaultAmount || !paymentAmounts || !cardAmounts) return;
    const body = { currency: row.currency, minimumAmount, defaultAmount, paymentAmounts, cardAmounts };
    const call = api.call('/admin/settings/deposit-amounts/update', body);
    if (await act(call, '')) onSaved(t(m.saved, { currency: row.currency }));
  }
  const field = (key: keyof typeof draft) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
  return (
    <Section title={t(m.currency, { currency: row.currency })}>
      <Row>
        <TextField
          label={t(m.minimum)}
          description={t(m.minimumHelp)}
          error={problem(!values.minimumAmount, m.minimumProblem)}
          inputMode="numeric"
          {...field('minimumAmount')}
        />
        <TextField
          label={t(m.defaultAmount)}
          description={t(m.defaultHelp)}
          error={problem(!values.defaultAmount, m.rangeProblem)}
          inputMode="numeric"
          {...field('defaultAmount')}
        />
      </Row>
      <TextField
        label={t(m.paymentAmounts)}
        description={t(m.paymentHelp)}
        error={problem(!values.paymentAmounts, m.presetsProblem)}
        {...field('paymentAmounts')}
      />
      <TextField
        label={t(m.cardAmounts)}
        description={t(m.cardHelp)}
        error={problem(!values.cardAmounts, m.presetsProblem)}
        {...field('cardAmounts')}
      />
      <Row>
        <Button onClick={save}>{t(m.save, { currency: row.currency })}</Button>
      </Row>
      {feedback}
      <Done message={saved} />
    </Section>
  );
}
