import { Button, TextField } from '@casino/ui';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { words } from '../../../features/format/words';
import { t } from '../../../features/i18n/i18n';
import { Row, Section } from '../../../features/layout/Page';
import type { BonusDraft } from '../../../features/settings/bonusDraft';

export const m = defineMessages({
  amountHelp: { id: 'settings.bonuses.amountHelp', defaultMessage: 'An amount such as 200.00.' },
  wrongAmount: { id: 'settings.bonuses.wrongAmount', defaultMessage: 'Write an amount such as 200.00.' },
  wrongNumber: {
    id: 'settings.bonuses.wrongNumber',
    defaultMessage: 'Write a whole number within the range above.',
  },
  shares: { id: 'settings.bonuses.shares', defaultMessage: 'Share of each bet counted, by game type' },
  gameType: { id: 'settings.bonuses.gameType', defaultMessage: 'Game type' },
  gameTypeHelp: {
    id: 'settings.bonuses.gameTypeHelp',
    defaultMessage: 'As in the game codes: slot, roulette, blackjack…',
  },
  wrongGameType: {
    id: 'settings.bonuses.wrongGameType',
    defaultMessage: 'Small letters, digits or _, each game type once.',
  },
  share: { id: 'settings.bonuses.share', defaultMessage: 'Percent counted' },
  shareHelp: { id: 'settings.bonuses.shareHelp', defaultMessage: '0 to 100.' },
  remove: { id: 'settings.bonuses.remove', defaultMessage: 'Remove {name}' },
  add: { id: 'settings.bonuses.add', defaultMessage: 'Add a game type' },
  otherTypes: { id: 'settings.bonuses.otherTypes', defaultMessage: 'Percent counted for other game types' },
  cashback: { id: 'settings.bonuses.cashback', defaultMessage: 'Monday cashback' },
  cashbackMinimum: { id: 'settings.bonuses.cashbackMinimum', defaultMessage: 'Smallest cashback paid' },
  cashbackPercent: {
    id: 'settings.bonuses.cashbackPercent',
    defaultMessage: '{level}: percent of the week’s loss',
  },
  friday: { id: 'settings.bonuses.friday', defaultMessage: 'Friday bonus' },
  fridayHelp: {
    id: 'settings.bonuses.fridayHelp',
    defaultMessage:
      'Given to a player of the level whose deposits of the week reach the first figure while their cash is under the second.',
  },
  minDeposit: { id: 'settings.bonuses.minDeposit', defaultMessage: '{level}: deposits of at least' },
  balanceUnder: { id: 'settings.bonuses.balanceUnder', defaultMessage: '{level}: cash under' },
  bonus: { id: 'settings.bonuses.bonus', defaultMessage: '{level}: bonus' },
});

/** The draft, how to change it and whether a field is marked wrong (after a save was tried). */
export interface Edit {
  draft: BonusDraft;
  set: (change: Partial<BonusDraft>) => void;
  wrong: (key: string) => boolean;
}

type TextKey = { [K in keyof BonusDraft]: BonusDraft[K] extends string ? K : never }[keyof BonusDraft];

const isNumber = (name: string) => /Multiplier|Days|Percent|Contribution|percent/.test(name);

/** One figure of the terms: label and help in words, marked when it is wrong. */
export function Figure({
  edit,
  name,
  label,
  help,
}: {
  edit: Edit;
  name: TextKey;
  label: MessageDescriptor;
  help: MessageDescriptor;
}) {
  return (
    <TextField
      label={t(label)}
      description={t(help)}
      error={edit.wrong(name) ? t(isNumber(name) ? m.wrongNumber : m.wrongAmount) : undefined}
      inputMode="decimal"
      value={edit.draft[name]}
      onChange={(event) => edit.set({ [name]: event.target.value })}
    />
  );
}

/** Game types and their share of each bet that counts toward wagering. */
export function GameShares({ edit }: { edit: Edit }) {
  const rows = edit.draft.contributions;
  const change = (index: number, field: 'gameType' | 'percent', value: string) =>
    edit.set({ contributions: rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)) });
  return (
    <Section title={t(m.shares)}>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position while its name is typed.
        <Row key={index}>
          <TextField
            label={t(m.gameType)}
            description={t(m.gameTypeHelp)}
            error={edit.wrong(`contributions.${index}.gameType`) ? t(m.wrongGameType) : undefined}
            value={row.gameType}
            onChange={(event) => change(index, 'gameType', event.target.value)}
          />
          <TextField
            label={`${words(row.gameType || '…')}: ${t(m.share).toLowerCase()}`}
            description={t(m.shareHelp)}
            error={edit.wrong(`contributions.${index}.percent`) ? t(m.wrongNumber) : undefined}
            inputMode="numeric"
            value={row.percent}
            onChange={(event) => change(index, 'percent', event.target.value)}
          />
          <Button
            size="small"
            variant="ghost"
            onClick={() => edit.set({ contributions: rows.filter((_, at) => at !== index) })}
          >
            {t(m.remove, { name: row.gameType || '…' })}
          </Button>
        </Row>
      ))}
      <Row>
        <Button
          size="small"
          variant="secondary"
          onClick={() => edit.set({ contributions: [...rows, { gameType: '', percent: '0' }] })}
        >
          {t(m.add)}
        </Button>
        <Figure edit={edit} name="defaultContribution" label={m.otherTypes} help={m.shareHelp} />
      </Row>
    </Section>
  );
}

/** Monday cashback: the smallest payment and the percent per VIP level (the levels are fixed). */
export function CashbackTable({ edit }: { edit: Edit }) {
  const rows = edit.draft.cashbackPercent;
  return (
    <Section title={t(m.cashback)}>
      <Row>
        <Figure edit={edit} name="cashbackMinimum" label={m.cashbackMinimum} help={m.amountHelp} />
        {rows.map((row, index) => (
          <TextField
            key={row.level}
            label={t(m.cashbackPercent, { level: words(row.level) })}
            description={t(m.shareHelp)}
            error={edit.wrong(`cashbackPercent.${index}`) ? t(m.wrongNumber) : undefined}
            inputMode="numeric"
            value={row.percent}
            onChange={(event) =>
              edit.set({
                cashbackPercent: rows.map((item, at) =>
                  at === index ? { ...item, percent: event.target.value } : item,
                ),
              })
            }
          />
        ))}
      </Row>
    </Section>
  );
}

const fridayFields = [
  ['minDeposit', m.minDeposit],
  ['realBalanceUnder', m.balanceUnder],
  ['bonus', m.bonus],
] as const;

/** The Friday bonus per VIP level: deposits of the week, cash balance limit, bonus. */
export function FridayTable({ edit }: { edit: Edit }) {
  const rows = edit.draft.friday;
  return (
    <Section title={t(m.friday)}>
      <p>{t(m.fridayHelp)}</p>
      {rows.map((row, index) => (
        <Row key={row.level}>
          {fridayFields.map(([field, label]) => (
            <TextField
              key={field}
              label={t(label, { level: words(row.level) })}
              error={edit.wrong(`friday.${index}.${field}`) ? t(m.wrongAmount) : undefined}
              inputMode="decimal"
              value={row[field]}
              onChange={(event) =>
                edit.set({
                  friday: rows.map((item, at) =>
                    at === index ? { ...item, [field]: event.target.value } : item,
                  ),
                })
              }
            />
          ))}
        </Row>
      ))}
    </Section>
  );
}
