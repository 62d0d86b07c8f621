import type { AdminSchemas } from '@casino/api-client/admin';
import { Button, type ColumnDef, CopyField, DataTable, Select, TextField } from '@casino/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { time } from '../features/format/format';
import { t } from '../features/i18n/i18n';
import { Done, Page, Problem, Row, Section } from '../features/layout/Page';
import { session } from '../features/session/session';

const m = defineMessages({
  operators: { id: 'operators.operators', defaultMessage: 'Operators' },
  newOperator: { id: 'operators.newOperator', defaultMessage: 'New operator' },
  username: { id: 'operators.username', defaultMessage: 'Username' },
  eMail: { id: 'operators.eMail', defaultMessage: 'E-mail' },
  displayName: { id: 'operators.displayName', defaultMessage: 'Display name' },
  role: { id: 'operators.role', defaultMessage: 'Role' },
  noOperator: { id: 'operators.noOperator', defaultMessage: 'No operator.' },
  name: { id: 'operators.name', defaultMessage: 'Name' },
  enrolled: { id: 'operators.enrolled', defaultMessage: 'Enrolled' },
  account: { id: 'operators.account', defaultMessage: 'Account' },
  created: { id: 'operators.created', defaultMessage: 'Created' },
  change: { id: 'operators.change', defaultMessage: 'Change' },
  yes: { id: 'operators.yes', defaultMessage: 'Yes' },
  waiting: { id: 'operators.waiting', defaultMessage: 'Waiting' },
  enabled: { id: 'operators.enabled', defaultMessage: 'Enabled' },
  disabled: { id: 'operators.disabled', defaultMessage: 'Disabled' },
  saved: { id: 'operators.saved', defaultMessage: 'Saved.' },
  disable: { id: 'operators.disable', defaultMessage: 'Disable' },
  enable: { id: 'operators.enable', defaultMessage: 'Enable' },
  newEnrolmentLink: { id: 'operators.newEnrolmentLink', defaultMessage: 'New enrolment link' },
  createOperator: { id: 'operators.createOperator', defaultMessage: 'Create operator' },
  you: { id: 'operators.you', defaultMessage: 'You' },
  enrolmentLink: {
    id: 'operators.enrolmentLink',
    defaultMessage:
      'Enrolment link for {username} (24 hours, once; give it to them in person or by a trusted channel)',
  },
  copy: { id: 'operators.copy', defaultMessage: 'Copy' },
  copied: { id: 'operators.copied', defaultMessage: 'Copied.' },
  copyFailed: { id: 'operators.copyFailed', defaultMessage: 'Copy failed; select the link instead.' },
});

/** The roles (spec: AdminRole), each with its fixed permissions. */
const roleLabels = defineMessages({
  support: { id: 'operators.role.support', defaultMessage: 'Support' },
  compliance: { id: 'operators.role.compliance', defaultMessage: 'Compliance' },
  finance: { id: 'operators.role.finance', defaultMessage: 'Finance' },
  content: { id: 'operators.role.content', defaultMessage: 'Content' },
  administrator: { id: 'operators.role.administrator', defaultMessage: 'Administrator' },
}) satisfies Record<AdminSchemas['AdminRole'], MessageDescriptor>;

export const Route = createFileRoute('/operators')({ component: Operators });

const roles = ['support', 'compliance', 'finance', 'content', 'administrator'] as const;

/** Operators: create one (they enrol through a one-time link shown here once), change a role, disable. */
function Operators() {
  const { data, error, loading, reload } = useCall('/admin/operators/list');
  const [form, setForm] = useState({
    username: '',
    email: '',
    displayName: '',
    role: 'support' as (typeof roles)[number],
  });
  const [link, setLink] = useState<{ username: string; url: string }>();
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  async function create() {
    setProblem(undefined);
    const answer = await api.call('/admin/operators/create', form);
    if (!answer.ok) return setProblem(answer.message);
    setLink({ username: answer.data.operator.username, url: answer.data.enrolmentUrl });
    setForm({ username: '', email: '', displayName: '', role: form.role });
    reload();
  }
  async function change(
    id: number,
    changes: { enabled?: 0 | 1; role?: (typeof roles)[number] },
    success: string,
  ) {
    setProblem(undefined);
    const answer = await api.call('/admin/operators/update', { id, ...changes });
    if (!answer.ok) return setProblem(answer.message);
    setDone(success);
    reload();
  }
  async function reenrol(id: number, username: string) {
    const answer = await api.call('/admin/operators/reenrol', { id });
    if (!answer.ok) return setProblem(answer.message);
    setLink({ username, url: answer.data.enrolmentUrl });
    reload();
  }
  const me = session.operator();
  const columns: ColumnDef<AdminSchemas['AdminOperator'], unknown>[] = [
    { accessorKey: 'username', header: () => t(m.username) },
    { accessorKey: 'displayName', header: () => t(m.name) },
    { accessorKey: 'role', header: () => t(m.role), cell: ({ row }) => t(roleLabels[row.original.role]) },
    {
      accessorKey: 'enrolled',
      header: () => t(m.enrolled),
      cell: ({ row }) => (row.original.enrolled ? t(m.yes) : t(m.waiting)),
    },
    {
      accessorKey: 'enabled',
      header: () => t(m.account),
      cell: ({ row }) => (row.original.enabled ? t(m.enabled) : t(m.disabled)),
    },
    { accessorKey: 'createdAt', header: () => t(m.created), cell: ({ row }) => time(row.original.createdAt) },
    {
      id: 'actions',
      header: () => t(m.change),
      cell: ({ row }) =>
        row.original.id === me?.id ? (
          t(m.you)
        ) : (
          <Row>
            <Button
              size="small"
              variant="secondary"
              onClick={() => change(row.original.id, { enabled: row.original.enabled ? 0 : 1 }, t(m.saved))}
            >
              {row.original.enabled ? t(m.disable) : t(m.enable)}
            </Button>
            <Button
              size="small"
              variant="ghost"
              onClick={() => reenrol(row.original.id, row.original.username)}
            >
              {t(m.newEnrolmentLink)}
            </Button>
          </Row>
        ),
    },
  ];
  return (
    <Page title={t(m.operators)} notice={<Problem message={error} />}>
      <Section title={t(m.newOperator)}>
        <Row>
          <TextField
            label={t(m.username)}
            value={form.username}
            onChange={(event) => setForm({ ...form, username: event.target.value })}
          />
          <TextField
            label={t(m.eMail)}
            type="email"
            value={form.email}
            onChange={(event) => setForm({ ...form, email: event.target.value })}
          />
          <TextField
            label={t(m.displayName)}
            value={form.displayName}
            onChange={(event) => setForm({ ...form, displayName: event.target.value })}
          />
          <Select
            label={t(m.role)}
            value={form.role}
            onValueChange={(role) => setForm({ ...form, role: role as (typeof roles)[number] })}
            options={roles.map((role) => ({ value: role, label: t(roleLabels[role]) }))}
          />
          <Button onClick={create}>{t(m.createOperator)}</Button>
        </Row>
        {link && (
          <CopyField
            label={t(m.enrolmentLink, { username: link.username })}
            value={link.url}
            copyLabel={t(m.copy)}
            onCopied={() => setDone(t(m.copied))}
            onCopyFailed={() => setProblem(t(m.copyFailed))}
          />
        )}
      </Section>
      <Problem message={problem} />
      <Done message={done} />
      <DataTable
        caption={t(m.operators)}
        columns={columns}
        data={data ?? []}
        getRowId={(row) => String(row.id)}
        emptyText={t(m.noOperator)}
        loading={loading}
      />
    </Page>
  );
}
