import { TextField } from '@casino/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { defineMessages } from 'react-intl';
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
    id: 'settings.cashOuts.intro',
    defaultMessage:
      'Each account currency has its own figures. Cash-outs are multiples of {multiple}, at most {maximum}.',
  },
  currency: { id: 'settings.cashOuts.currency', defaultMessage: 'Cash-outs in {currency}' },
  minimum: { id: 'settings.cashOuts.minimum', defaultMessage: 'Minimum cash-out' },
  minimumHelp: {
    id: 'settings.cashOuts.minimumHelp',
    defaultMessage: 'A smaller cash-out is refused with this minimum in the message.',
  },
  presets: { id: 'settings.cashOuts.presets', defaultMessage: 'Amount buttons' },
  presetsHelp: {
    id: 'settings.cashOuts.presetsHelp',
    defaultMessage: 'Up to ten amounts separated by commas, shown as buttons in the cash-out form.',
  },
  minimumProblem: {
    id: 'settings.cashOuts.minimumProblem',
    defaultMessage: 'A multiple of {multiple} up to {maximum}.',
  },
  presetsProblem: {
    id: 'settings.cashOuts.presetsProblem',
    defaultMessage: 'One to ten different multiples of {multiple}, each from the minimum to {maximum}.',
  },
  save: { id: 'settings.cashOuts.save', defaultMessage: 'Save {currency} cash-out amounts' },
  saved: { id: 'settings.cashOuts.saved', defaultMessage: 'Cash-out amounts in {currency} saved.' },
});

export const Route = createFileRoute('/settings/cashouts')({ component: CashOuts });

/** Minimum and amount buttons of cash-outs, per account currency. */
function CashOuts() {
  return (
    <CurrencyAmounts
      intro={(amounts) => t(m.intro, { multiple: amounts.cashOutMultiple, maximum: amounts.cashOutMaximum })}
      figuresOf={(row) => row.cashOut}
      section={CurrencyCashOuts}
    />
  );
}

function CurrencyCashOuts({ row, amounts: limits, saved, onSaved }: CurrencySectionProps) {
  const [draft, setDraft] = useState({
    minimumAmount: row.cashOut.minimumAmount.replace(/\.00$/, ''),
    withdrawAmounts: presetText(row.cashOut.withdrawAmounts),
  });
  const [checked, setChecked] = useState(false);
  const { act, feedback } = useAction();
  const ceiling = centsOf(limits.cashOutMaximum) ?? 0n;
  const step = BigInt(limits.cashOutMultiple);
  const minimumAmount = wholeWithin(draft.minimumAmount, 100n, ceiling, step);
  const withdrawAmounts = presetsWithin(
    draft.withdrawAmounts,
    centsOf(minimumAmount ?? '') ?? 100n,
    ceiling,
    step,
  );
  const words = { multiple: limits.cashOutMultiple, maximum: limits.cashOutMaximum };
  async function save() {
    setChecked(true);
    if (!minimumAmount || !withdrawAmounts) return;
    const call = api.call('/admin/settings/cashout-amounts/update', {
      currency: row.currency,
      minimumAmount,
      withdrawAmounts,
    });
    if (await act(call, '')) onSaved(t(m.saved, { currency: row.currency }));
  }
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
          error={checked && !minimumAmount ? t(m.minimumProblem, words) : undefined}
          inputMode="numeric"
          value={draft.minimumAmount}
          onChange={(event) => setDraft({ ...draft, minimumAmount: event.target.value })}
        />
      </Row>
      <TextField
        label={t(m.presets)}
        description={t(m.presetsHelp)}
        error={checked && !withdrawAmounts ? t(m.presetsProblem, words) : undefined}
        value={draft.withdrawAmounts}
        onChange={(event) => setDraft({ ...draft, withdrawAmounts: event.target.value })}
      />
    </CurrencySectionFrame>
  );
}
