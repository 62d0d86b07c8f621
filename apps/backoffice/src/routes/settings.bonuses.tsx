import { Button, Checkbox, Select } from '@casino/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { t } from '../features/i18n/i18n';
import { Done, Problem, Row, Section } from '../features/layout/Page';
import { type BonusDraft, type BonusRules, draftOf, rulesOf } from '../features/settings/bonusDraft';
import {
  CashbackTable,
  type Edit,
  Figure,
  FridayTable,
  GameShares,
  m as words,
} from './-components/settings/BonusTables';
import { useAction } from './-components/useAction';

const m = defineMessages({
  intro: {
    id: 'settings.bonuses.intro',
    defaultMessage:
      'The terms every new bonus is granted on. Amounts are in the player’s account currency; a bonus already granted keeps its terms.',
  },
  start: { id: 'settings.bonuses.start', defaultMessage: 'Starting point' },
  preset: { id: 'settings.bonuses.preset', defaultMessage: 'Terms to start from' },
  presetHelp: {
    id: 'settings.bonuses.presetHelp',
    defaultMessage:
      'Choosing one fills the form with its figures; only what you change from it is saved as your own.',
  },
  presetDefault: { id: 'settings.bonuses.preset.default', defaultMessage: 'Standard terms' },
  presetUk: {
    id: 'settings.bonuses.preset.uk',
    defaultMessage: 'UK terms (wagering at most 10 times the bonus)',
  },
  wagering: { id: 'settings.bonuses.wagering', defaultMessage: 'Wagering' },
  multiple: { id: 'settings.bonuses.multiple', defaultMessage: 'Wagering multiple' },
  multipleHelp: {
    id: 'settings.bonuses.multipleHelp',
    defaultMessage: 'A bonus turns into cash once bets of this many times its amount are placed (1 to 1000).',
  },
  includesDeposit: {
    id: 'settings.bonuses.includesDeposit',
    defaultMessage:
      'The first deposit counts in the wagering too (off where a regulator caps it at a multiple of the bonus)',
  },
  maxBet: { id: 'settings.bonuses.maxBet', defaultMessage: 'Largest bet counted' },
  maxBetHelp: {
    id: 'settings.bonuses.maxBetHelp',
    defaultMessage: 'At most this much of each bet counts toward wagering.',
  },
  inactivity: {
    id: 'settings.bonuses.inactivity',
    defaultMessage: 'Days without a bet before a bonus expires',
  },
  signUp: { id: 'settings.bonuses.signUp', defaultMessage: 'Sign-up bonus' },
  signUpAmount: { id: 'settings.bonuses.signUpAmount', defaultMessage: 'Bonus' },
  signUpHelp: { id: 'settings.bonuses.signUpHelp', defaultMessage: 'Given on joining; 0.00 gives none.' },
  winCap: { id: 'settings.bonuses.winCap', defaultMessage: 'Most that can be won with it' },
  firstDeposit: { id: 'settings.bonuses.firstDeposit', defaultMessage: 'First-deposit bonus' },
  percent: { id: 'settings.bonuses.percent', defaultMessage: 'Percent of the deposit' },
  percentHelp: { id: 'settings.bonuses.percentHelp', defaultMessage: '100 doubles the deposit (0 to 1000).' },
  maxBonus: { id: 'settings.bonuses.maxBonus', defaultMessage: 'Largest bonus' },
  minimumDeposit: { id: 'settings.bonuses.minimumDeposit', defaultMessage: 'Smallest deposit that earns it' },
  validDays: { id: 'settings.bonuses.validDays', defaultMessage: 'Days the offer stays open' },
  daysHelp: { id: 'settings.bonuses.daysHelp', defaultMessage: '1 to 3650 days.' },
  save: { id: 'settings.bonuses.save', defaultMessage: 'Save the bonus terms' },
  saved: { id: 'settings.bonuses.saved', defaultMessage: 'Bonus terms saved.' },
  fix: { id: 'settings.bonuses.fix', defaultMessage: 'Some figures are not right: see the marked fields.' },
});

export const Route = createFileRoute('/settings/bonuses')({ component: Bonuses });

const presetNames: Record<string, MessageDescriptor> = { default: m.presetDefault, uk: m.presetUk };

/** The bonus terms as a form: an administrator's screen (the settings area hides it from other roles). */
function Bonuses() {
  const { data, error, reload } = useCall('/admin/settings/bonus-rules');
  // Kept here: a save reloads the terms, and the form showing them starts afresh.
  const [saved, setSaved] = useState<string>();
  return (
    <>
      <Problem message={error} />
      {data && (
        <BonusForm
          key={JSON.stringify(data.rules)}
          rules={data.rules}
          presets={data.presets}
          saved={saved}
          onSaved={(text) => {
            setSaved(text);
            reload();
          }}
        />
      )}
    </>
  );
}

function BonusForm({
  rules,
  presets,
  saved,
  onSaved,
}: {
  rules: BonusRules;
  presets: { name: string; rules: BonusRules }[];
  saved: string | undefined;
  onSaved: (text: string) => void;
}) {
  const [draft, setDraft] = useState<BonusDraft>(() => draftOf(rules));
  const [checked, setChecked] = useState(false);
  const { act, feedback } = useAction();
  const { wrong } = rulesOf(draft);
  const edit: Edit = {
    draft,
    set: (change) => setDraft((current) => ({ ...current, ...change })),
    wrong: (key) => checked && wrong.has(key),
  };
  async function save() {
    setChecked(true);
    const read = rulesOf(draft);
    if (read.rules === undefined) return;
    if (await act(api.call('/admin/settings/bonus-rules/update', read.rules), '')) onSaved(t(m.saved));
  }
  return (
    <>
      <p>{t(m.intro)}</p>
      <Section title={t(m.start)}>
        <Select
          label={t(m.preset)}
          description={t(m.presetHelp)}
          value={draft.preset}
          onValueChange={(name) => {
            const preset = presets.find((item) => item.name === name);
            if (preset) setDraft(draftOf(preset.rules));
          }}
          options={presets.map((preset) => ({
            value: preset.name,
            label: presetNames[preset.name] ? t(presetNames[preset.name]!) : preset.name,
          }))}
        />
      </Section>
      <Section title={t(m.wagering)}>
        <Row>
          <Figure edit={edit} name="wageringMultiplier" label={m.multiple} help={m.multipleHelp} />
          <Figure edit={edit} name="maxCountedBet" label={m.maxBet} help={m.maxBetHelp} />
          <Figure edit={edit} name="inactivityDays" label={m.inactivity} help={m.daysHelp} />
        </Row>
        <Checkbox
          label={t(m.includesDeposit)}
          checked={draft.wageringIncludesDeposit}
          onCheckedChange={(value) => edit.set({ wageringIncludesDeposit: value === true })}
        />
        <GameShares edit={edit} />
      </Section>
      <Section title={t(m.signUp)}>
        <Row>
          <Figure edit={edit} name="signUpAmount" label={m.signUpAmount} help={m.signUpHelp} />
          <Figure edit={edit} name="signUpWinCap" label={m.winCap} help={words.amountHelp} />
        </Row>
      </Section>
      <Section title={t(m.firstDeposit)}>
        <Row>
          <Figure edit={edit} name="firstPercent" label={m.percent} help={m.percentHelp} />
          <Figure edit={edit} name="firstMaxBonus" label={m.maxBonus} help={words.amountHelp} />
          <Figure edit={edit} name="firstMinimumDeposit" label={m.minimumDeposit} help={words.amountHelp} />
          <Figure edit={edit} name="firstValidDays" label={m.validDays} help={m.daysHelp} />
        </Row>
      </Section>
      <CashbackTable edit={edit} />
      <FridayTable edit={edit} />
      {checked && wrong.size > 0 && <Problem message={t(m.fix)} />}
      <Row>
        <Button onClick={save}>{t(m.save)}</Button>
      </Row>
      {feedback}
      <Done message={saved} />
    </>
  );
}
