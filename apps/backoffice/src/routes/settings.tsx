import { Button, TextField } from '@casino/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { labelOf } from '../features/format/words';
import { t } from '../features/i18n/i18n';
import { Done, Page, Problem, Row } from '../features/layout/Page';
import { session } from '../features/session/session';

const m = defineMessages({
  settings: { id: 'settings.settings', defaultMessage: 'Settings' },
  save: { id: 'settings.save', defaultMessage: 'Save' },
});

export const Route = createFileRoute('/settings')({ component: Settings });

const labels = defineMessages({
  telegramLink: { id: 'settings.labels.telegramLink', defaultMessage: 'Telegram link' },
  whatsAppNumber: { id: 'settings.labels.whatsAppNumber', defaultMessage: 'WhatsApp number' },
  whatsAppQrCode: { id: 'settings.labels.whatsAppQrCode', defaultMessage: 'WhatsApp QR image' },
  supportEmailPrefix: { id: 'settings.labels.supportEmailPrefix', defaultMessage: 'Support e-mail prefix' },
  withdrawRulePageUrl: { id: 'settings.labels.withdrawRulePageUrl', defaultMessage: 'Withdrawal rules page' },
  promotionPageUrl: { id: 'settings.labels.promotionPageUrl', defaultMessage: 'Promotions page' },
  liveChatStartUtc: { id: 'settings.labels.liveChatStartUtc', defaultMessage: 'Live chat opens (UTC)' },
  liveChatEndUtc: { id: 'settings.labels.liveChatEndUtc', defaultMessage: 'Live chat closes (UTC)' },
  liveChatScript: { id: 'settings.labels.liveChatScript', defaultMessage: 'Live chat script' },
  restrictedCountries: {
    id: 'settings.labels.restrictedCountries',
    defaultMessage: 'Restricted countries (ISO 2, comma-separated)',
  },
  backofficeApprovalCurrency: {
    id: 'settings.labels.backofficeApprovalCurrency',
    defaultMessage: 'Two-person thresholds: currency',
  },
  backofficeCashOutApprovalAbove: {
    id: 'settings.labels.backofficeCashOutApprovalAbove',
    defaultMessage: 'Second operator for cash-outs from',
  },
  backofficeAdjustmentApprovalAbove: {
    id: 'settings.labels.backofficeAdjustmentApprovalAbove',
    defaultMessage: 'Second operator for adjustments from',
  },
});

/** Contact and chat settings, restricted countries and the two-person thresholds, each saved alone. */
function Settings() {
  const { data, error, reload } = useCall('/admin/settings/list');
  return (
    <Page title={t(m.settings)} notice={<Problem message={error} />}>
      {data
        ?.filter((setting) => !setting.administratorOnly || session.operator()?.role === 'administrator')
        .map((setting) => (
          <SettingField key={setting.name} name={setting.name} value={setting.value} onSaved={reload} />
        ))}
    </Page>
  );
}

function SettingField({ name, value, onSaved }: { name: string; value: string; onSaved: () => void }) {
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const label = labelOf(labels, name);
  return (
    <div>
      <Row>
        <TextField label={label} value={draft} onChange={(event) => setDraft(event.target.value)} />
        <Button
          size="small"
          aria-label={`Save ${label.toLowerCase()}`}
          onClick={async () => {
            setProblem(undefined);
            const answer = await api.call('/admin/settings/update', { name, value: draft });
            if (!answer.ok) return setProblem(answer.message);
            setDone(`${label}: saved.`);
            onSaved();
          }}
        >
          {t(m.save)}
        </Button>
      </Row>
      <Problem message={problem} />
      <Done message={done} />
    </div>
  );
}
