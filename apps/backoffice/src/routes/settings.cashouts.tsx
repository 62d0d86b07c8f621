import type { AdminData } from '@casino/api-client/admin';
import { Button, TextField } from '@casino/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { t } from '../features/i18n/i18n';
import { Done, Problem, Row, Section } from '../features/layout/Page';
import { centsOf, presetsWithin, presetText, wholeWithin } from '../features/settings/checks';
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

type Amounts = AdminData<'/admin/settings/payment-amounts'>;

/** Minimum and amount buttons of cash-outs, per account currency. */
function CashOuts() {
  const { data, error, reload } = useCall('/admin/settings/payment-amounts');
  // Kept here: a save reloads the figures, and the section showing them starts afresh.
  const [saved, setSaved] = useState<{ currency: string; text: string }>();
  return (
    <>
      <Problem message={error} />
      {data && <p>{t(m.intro, { multiple: data.cashOutMultiple, maximum: data.cashOutMaximum })}</p>}
      {data?.currencies.map((row) => (
        <CurrencyCashOuts
          key={`${row.currency}:${JSON.stringify(row.cashOut)}`}
          row={row}
          limits={data}
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

function CurrencyCashOuts({
  row,
  limits,
  saved,
  onSaved,
}: {
  row: Amounts['currencies'][number];
  limits: Pick<Amounts, 'cashOutMaximum' | 'cashOutMultiple'>;
  saved: string | undefined;
  onSaved: (text: string) => void;
}) {
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
    <Section title={t(m.currency, { currency: row.currency })}>
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
      <Row>
        <Button onClick={save}>{t(m.save, { currency: row.currency })}</Button>
      </Row>
      {feedback}
      <Done message={saved} />
    </Section>
  );
}
