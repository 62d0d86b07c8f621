import type { AdminSchemas } from '@casino/api-client/admin';
import { Button, type ColumnDef, CopyField, DataTable, Select, TextField } from '@casino/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { time } from '../features/format/format';
import { Done, Page, Problem, Row, Section } from '../features/layout/Page';
import { session } from '../features/session/session';

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
    { accessorKey: 'username', header: 'Username' },
    { accessorKey: 'displayName', header: 'Name' },
    { accessorKey: 'role', header: 'Role' },
    {
      accessorKey: 'enrolled',
      header: 'Enrolled',
      cell: ({ row }) => (row.original.enrolled ? 'Yes' : 'Waiting'),
    },
    {
      accessorKey: 'enabled',
      header: 'Account',
      cell: ({ row }) => (row.original.enabled ? 'Enabled' : 'Disabled'),
    },
    { accessorKey: 'createdAt', header: 'Created', cell: ({ row }) => time(row.original.createdAt) },
    {
      id: 'actions',
      header: 'Change',
      cell: ({ row }) =>
        row.original.id === me?.id ? (
          'You'
        ) : (
          <Row>
            <Button
              size="small"
              variant="secondary"
              onClick={() => change(row.original.id, { enabled: row.original.enabled ? 0 : 1 }, 'Saved.')}
            >
              {row.original.enabled ? 'Disable' : 'Enable'}
            </Button>
            <Button
              size="small"
              variant="ghost"
              onClick={() => reenrol(row.original.id, row.original.username)}
            >
              New enrolment link
            </Button>
          </Row>
        ),
    },
  ];
  return (
    <Page title="Operators" notice={<Problem message={error} />}>
      <Section title="New operator">
        <Row>
          <TextField
            label="Username"
            value={form.username}
            onChange={(event) => setForm({ ...form, username: event.target.value })}
          />
          <TextField
            label="E-mail"
            type="email"
            value={form.email}
            onChange={(event) => setForm({ ...form, email: event.target.value })}
          />
          <TextField
            label="Display name"
            value={form.displayName}
            onChange={(event) => setForm({ ...form, displayName: event.target.value })}
          />
          <Select
            label="Role"
            value={form.role}
            onValueChange={(role) => setForm({ ...form, role: role as (typeof roles)[number] })}
            options={roles.map((role) => ({ value: role, label: role }))}
          />
          <Button onClick={create}>Create operator</Button>
        </Row>
        {link && (
          <CopyField
            label={`Enrolment link for ${link.username} (24 hours, once; give it to them in person or by a trusted channel)`}
            value={link.url}
            copyLabel="Copy"
            onCopied={() => setDone('Copied.')}
            onCopyFailed={() => setProblem('Copy failed; select the link instead.')}
          />
        )}
      </Section>
      <Problem message={problem} />
      <Done message={done} />
      <DataTable
        caption="Operators"
        columns={columns}
        data={data ?? []}
        getRowId={(row) => String(row.id)}
        emptyText="No operator."
        loading={loading}
      />
    </Page>
  );
}
