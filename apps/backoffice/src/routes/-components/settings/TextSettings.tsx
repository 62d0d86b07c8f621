import { Button, TextField } from '@casino/ui';
import { useState } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { api } from '../../../features/data/api';
import { useCall } from '../../../features/data/useCall';
import { t } from '../../../features/i18n/i18n';
import { Done, Problem, Row, Section } from '../../../features/layout/Page';
import { session } from '../../../features/session/session';

const m = defineMessages({
  save: { id: 'settings.save', defaultMessage: 'Save' },
  saveNamed: { id: 'settings.saveNamed', defaultMessage: 'Save {name}' },
  saved: { id: 'settings.savedNamed', defaultMessage: '{name}: saved.' },
});

/** A setting held as one text: its label and help line in words, and the check the server applies too. */
export interface TextSetting {
  label: MessageDescriptor;
  help: MessageDescriptor;
  /** The message shown under the field when the check fails. */
  problem: MessageDescriptor;
  check: (value: string) => boolean;
  /** How the server stores what was typed (upper case, no spaces). */
  normalize?: (value: string) => string;
}

/**
 * The one-text settings of an area, in the order given; those the operator's role may not change
 * (administrator-only ones, for anyone else) are not shown.
 */
export function TextSettings({ title, settings }: { title: string; settings: Record<string, TextSetting> }) {
  const { data, reload } = useCall('/admin/settings/list');
  const administrator = session.operator()?.role === 'administrator';
  const shown = Object.entries(settings).flatMap(([name, setting]) => {
    const row = data?.find((item) => item.name === name);
    return row && (!row.administratorOnly || administrator) ? [{ name, setting, value: row.value }] : [];
  });
  if (data !== undefined && shown.length === 0) return null;
  return (
    <Section title={title}>
      {shown.map((row) => (
        <SettingField key={row.name} {...row} onSaved={reload} />
      ))}
    </Section>
  );
}

function SettingField({
  name,
  setting,
  value,
  onSaved,
}: {
  name: string;
  setting: TextSetting;
  value: string;
  onSaved: () => void;
}) {
  const [draft, setDraft] = useState(value);
  const [wrong, setWrong] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const label = t(setting.label);
  async function save() {
    setProblem(undefined);
    setDone(undefined);
    const typed = (setting.normalize ?? ((text: string) => text.trim()))(draft);
    if (!setting.check(typed)) return setWrong(true);
    setWrong(false);
    const answer = await api.call('/admin/settings/update', { name, value: typed });
    if (!answer.ok) return setProblem(answer.message);
    setDraft(typed);
    setDone(t(m.saved, { name: label }));
    onSaved();
  }
  return (
    <div>
      <Row>
        <TextField
          label={label}
          description={t(setting.help)}
          error={wrong ? t(setting.problem) : undefined}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button size="small" aria-label={t(m.saveNamed, { name: label.toLowerCase() })} onClick={save}>
          {t(m.save)}
        </Button>
      </Row>
      <Problem message={problem} />
      <Done message={done} />
    </div>
  );
}
