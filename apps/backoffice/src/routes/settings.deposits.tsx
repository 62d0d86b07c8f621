import { TextField } from '@casino/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { api } from '../features/data/api';
import { t } from '../features/i18n/i18n';
import { Row } from '../features/layout/Page';
import { centsOf, presetsWithin, presetText, wholeWithin } from '../features/settings/checks';
import {
  CurrencyAmounts,
  CurrencySectionFrame,
  type CurrencySectionProps,
} from './-components/settings/CurrencyAmounts';
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

/** Minimum, starting amount and amount buttons of deposits, per account currency. */
function Deposits() {
  return (
    <CurrencyAmounts
      intro={(amounts) => t(m.intro, { maximum: amounts.depositMaximum })}
      figuresOf={(row) => row.deposit}
      section={CurrencyDeposits}
    />
  );
}

function CurrencyDeposits({ row, amounts, saved, onSaved }: CurrencySectionProps) {
  const maximum = amounts.depositMaximum;
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
    <CurrencySectionFrame
      title={t(m.currency, { currency: row.currency })}
      saveLabel={t(m.save, { currency: row.currency })}
      onSave={save}
      feedback={feedback}
      saved={saved}
    >
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
    </CurrencySectionFrame>
  );
}
