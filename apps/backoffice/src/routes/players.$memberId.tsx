import type { AdminSchemas } from '@casino/api-client/admin';
import { Button, type ColumnDef, DataTable, DetailList, StatusBadge, TextField } from '@casino/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { auditAction, auditOutcome, auditWho } from '../features/format/auditLabels';
import {
  cashOutStatus,
  countryName,
  documentName,
  documentStatus,
  languageName,
  money,
  time,
} from '../features/format/format';
import { balanceLabels, depositStatusLabels } from '../features/format/labels';
import { labelOf } from '../features/format/words';
import { t } from '../features/i18n/i18n';
import { Done, Page, Problem, Row, Section } from '../features/layout/Page';
import { session } from '../features/session/session';
import { Adjustment, Limits, Notes } from './-components/PlayerActions';
import { PlayerBonuses } from './-components/PlayerBonuses';
import { Ledger, ledgerColumns } from './-components/PlayerLedger';

const m = defineMessages({
  player: { id: 'player.player', defaultMessage: 'Player' },
  profile: { id: 'player.profile', defaultMessage: 'Profile' },
  actions: { id: 'player.actions', defaultMessage: 'Actions' },
  reasonRequired: { id: 'player.reasonRequired', defaultMessage: 'Reason (required)' },
  documents: { id: 'player.documents', defaultMessage: 'Documents' },
  depositsLatest20: { id: 'player.depositsLatest20', defaultMessage: 'Deposits (latest 20)' },
  noDeposit: { id: 'player.noDeposit', defaultMessage: 'No deposit.' },
  cashOutsLatest20: { id: 'player.cashOutsLatest20', defaultMessage: 'Cash-outs (latest 20)' },
  noCashOut: { id: 'player.noCashOut', defaultMessage: 'No cash-out.' },
  bonusAndFreeBalanceRows: {
    id: 'player.bonusAndFreeBalanceRows',
    defaultMessage: 'Bonus and free-balance rows (latest)',
  },
  noBonusOrFreeBalance: {
    id: 'player.noBonusOrFreeBalance',
    defaultMessage: 'No bonus or free-balance row.',
  },
  gameRoundsLatest20: { id: 'player.gameRoundsLatest20', defaultMessage: 'Game rounds (latest 20)' },
  noGameRound: { id: 'player.noGameRound', defaultMessage: 'No game round.' },
  sessionsLatest20: { id: 'player.sessionsLatest20', defaultMessage: 'Sessions (latest 20)' },
  noSession: { id: 'player.noSession', defaultMessage: 'No session.' },
  newsSentLatest20: { id: 'player.newsSentLatest20', defaultMessage: 'News sent (latest 20)' },
  noNews: { id: 'player.noNews', defaultMessage: 'No news.' },
  auditAboutThisPlayerLatest: {
    id: 'player.auditAboutThisPlayerLatest',
    defaultMessage: 'Audit about this player (latest 20)',
  },
  nothingYet: { id: 'player.nothingYet', defaultMessage: 'Nothing yet.' },
  time: { id: 'player.time', defaultMessage: 'Time' },
  operator: { id: 'player.operator', defaultMessage: 'Operator' },
  action: { id: 'player.action', defaultMessage: 'Action' },
  outcome: { id: 'player.outcome', defaultMessage: 'Outcome' },
  reason: { id: 'player.reason', defaultMessage: 'Reason' },
  order: { id: 'player.order', defaultMessage: 'Order' },
  method: { id: 'player.method', defaultMessage: 'Method' },
  amount: { id: 'player.amount', defaultMessage: 'Amount' },
  status: { id: 'player.status', defaultMessage: 'Status' },
  game: { id: 'player.game', defaultMessage: 'Game' },
  bet: { id: 'player.bet', defaultMessage: 'Bet' },
  win: { id: 'player.win', defaultMessage: 'Win' },
  signedIn: { id: 'player.signedIn', defaultMessage: 'Signed in' },
  lastSeen: { id: 'player.lastSeen', defaultMessage: 'Last seen' },
  ended: { id: 'player.ended', defaultMessage: 'Ended' },
  message: { id: 'player.message', defaultMessage: 'Message' },
  read: { id: 'player.read', defaultMessage: 'Read' },
  name: { id: 'player.name', defaultMessage: 'Name' },
  eMail: { id: 'player.eMail', defaultMessage: 'E-mail' },
  phone: { id: 'player.phone', defaultMessage: 'Phone' },
  country: { id: 'player.country', defaultMessage: 'Country' },
  currency: { id: 'player.currency', defaultMessage: 'Currency' },
  language: { id: 'player.language', defaultMessage: 'Language' },
  birthday: { id: 'player.birthday', defaultMessage: 'Birthday' },
  joined: { id: 'player.joined', defaultMessage: 'Joined' },
  account: { id: 'player.account', defaultMessage: 'Account' },
  eMailConfirmed: { id: 'player.eMailConfirmed', defaultMessage: 'E-mail confirmed' },
  enabled: { id: 'player.enabled', defaultMessage: 'Enabled' },
  suspended: { id: 'player.suspended', defaultMessage: 'Suspended' },
  yes: { id: 'player.yes', defaultMessage: 'Yes' },
  no: { id: 'player.no', defaultMessage: 'No' },
  suspendedEverySessionEnded: {
    id: 'player.suspendedEverySessionEnded',
    defaultMessage: 'Suspended; every session ended.',
  },
  reEnabled: { id: 'player.reEnabled', defaultMessage: 'Re-enabled.' },
  suspend: { id: 'player.suspend', defaultMessage: 'Suspend' },
  reEnable: { id: 'player.reEnable', defaultMessage: 'Re-enable' },
  sendAPasswordReset: { id: 'player.sendAPasswordReset', defaultMessage: 'Send a password reset' },
});

export const Route = createFileRoute('/players/$memberId')({ component: Player });

const auditColumns: ColumnDef<AdminSchemas['AdminAuditRow'], unknown>[] = [
  { accessorKey: 'at', header: () => t(m.time), cell: ({ row }) => time(row.original.at) },
  {
    accessorKey: 'operator',
    header: () => t(m.operator),
    cell: ({ row }) => auditWho(row.original.operator),
  },
  { accessorKey: 'action', header: () => t(m.action), cell: ({ row }) => auditAction(row.original.action) },
  {
    accessorKey: 'outcome',
    header: () => t(m.outcome),
    cell: ({ row }) => auditOutcome(row.original.outcome),
  },
  { accessorKey: 'reason', header: () => t(m.reason) },
];

/** One player's whole picture, and what support, compliance and finance may do about it. */
function Player() {
  const memberId = Number(Route.useParams().memberId);
  const { data, error, reload } = useCall('/admin/players/get', { memberId });
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const [reason, setReason] = useState('');

  async function act(promise: Promise<{ ok: boolean; message?: string }>, success: string) {
    setProblem(undefined);
    setDone(undefined);
    const answer = await promise;
    if (!answer.ok) return setProblem(answer.message);
    setDone(success);
    reload();
  }

  if (!data)
    return (
      <Page title={t(m.player)} notice={<Problem message={error} />}>
        {null}
      </Page>
    );
  const { profile, balances } = data;
  return (
    <Page title={`${profile.username} (#${profile.id})`} notice={<Problem message={error} />}>
      <DetailList
        label={t(m.profile)}
        items={[
          { label: t(m.name), value: `${profile.firstName} ${profile.lastName}` },
          { label: t(m.eMail), value: profile.email },
          { label: t(m.phone), value: profile.mobile },
          { label: t(m.country), value: countryName(profile.countryCode) },
          { label: t(m.currency), value: profile.currency },
          { label: t(m.language), value: languageName(profile.lang) },
          { label: t(m.birthday), value: profile.birthday },
          { label: t(m.joined), value: time(profile.createdAt) },
          { label: t(m.account), value: profile.enabled ? t(m.enabled) : t(m.suspended) },
          { label: t(m.eMailConfirmed), value: profile.activated ? t(m.yes) : t(m.no) },
          ...Object.entries(balances as Record<string, unknown>)
            .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
            .map(([name, value]) => ({
              label: labelOf(balanceLabels, name),
              value: typeof value === 'string' ? money(value, profile.currency) : String(value),
            })),
        ]}
      />
      {(session.may('players.suspend') || session.may('players.passwordReset')) && (
        <Section title={t(m.actions)}>
          <TextField
            label={t(m.reasonRequired)}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Row>
            {session.may('players.suspend') && (
              <Button
                variant={profile.enabled ? 'critical' : 'secondary'}
                onClick={() =>
                  act(
                    api.call('/admin/players/setEnabled', {
                      memberId,
                      enabled: profile.enabled ? 0 : 1,
                      reason,
                    }),
                    profile.enabled ? t(m.suspendedEverySessionEnded) : t(m.reEnabled),
                  )
                }
              >
                {profile.enabled ? t(m.suspend) : t(m.reEnable)}
              </Button>
            )}
            {session.may('players.passwordReset') && (
              <Button
                variant="secondary"
                onClick={() =>
                  act(
                    api.call('/admin/players/passwordReset', { memberId, reason }),
                    'Password-reset mail sent.',
                  )
                }
              >
                {t(m.sendAPasswordReset)}
              </Button>
            )}
          </Row>
          <Problem message={problem} />
          <Done message={done} />
        </Section>
      )}
      {session.may('adjustments.prepare') && (
        <Adjustment memberId={memberId} currency={profile.currency} onDone={reload} />
      )}
      <Limits memberId={memberId} currency={profile.currency} limits={data.limits} onDone={reload} />
      <Section title={t(m.documents)}>
        <Row>
          {data.documents.map((document) => (
            <StatusBadge
              key={document.field}
              kind="document"
              status={document.status}
              label={`${documentName(document.field)}: ${documentStatus(document.status)}`}
            />
          ))}
        </Row>
      </Section>
      <Ledger memberId={memberId} currency={profile.currency} />
      <DataTable
        caption={t(m.depositsLatest20)}
        columns={[
          {
            accessorKey: 'createTime',
            header: () => t(m.time),
            cell: ({ getValue }) => time(getValue() as string),
          },
          { accessorKey: 'id', header: () => t(m.order) },
          { accessorKey: 'method', header: () => t(m.method) },
          {
            id: 'amount',
            header: () => t(m.amount),
            cell: ({ row }) => money(row.original.amount, row.original.currency),
          },
          {
            accessorKey: 'status',
            header: () => t(m.status),
            cell: ({ row }) => labelOf(depositStatusLabels, row.original.status),
          },
        ]}
        data={data.deposits}
        getRowId={(row) => row.id}
        emptyText={t(m.noDeposit)}
      />
      <DataTable
        caption={t(m.cashOutsLatest20)}
        columns={[
          {
            accessorKey: 'createTime',
            header: () => t(m.time),
            cell: ({ getValue }) => time(getValue() as string),
          },
          { accessorKey: 'id', header: '#' },
          { accessorKey: 'paymentMethod', header: () => t(m.method) },
          {
            id: 'amount',
            header: () => t(m.amount),
            cell: ({ row }) => money(row.original.amount, row.original.currency),
          },
          {
            accessorKey: 'status',
            header: () => t(m.status),
            cell: ({ row }) => cashOutStatus(row.original.status),
          },
        ]}
        data={data.cashOuts}
        getRowId={(row) => String(row.id)}
        emptyText={t(m.noCashOut)}
      />
      <DataTable
        caption={t(m.bonusAndFreeBalanceRows)}
        columns={ledgerColumns(profile.currency)}
        data={data.bonuses}
        getRowId={(row) => String(row.id)}
        emptyText={t(m.noBonusOrFreeBalance)}
      />
      <PlayerBonuses grants={data.bonusGrants} refusals={data.bonusRefusals} currency={profile.currency} />
      <DataTable
        caption={t(m.gameRoundsLatest20)}
        columns={[
          {
            accessorKey: 'createTime',
            header: () => t(m.time),
            cell: ({ getValue }) => time(getValue() as string),
          },
          { accessorKey: 'game', header: () => t(m.game) },
          {
            accessorKey: 'bet',
            header: () => t(m.bet),
            cell: ({ getValue }) => money(getValue() as string, profile.currency),
          },
          {
            accessorKey: 'win',
            header: () => t(m.win),
            cell: ({ getValue }) => money(getValue() as string, profile.currency),
          },
        ]}
        data={data.rounds}
        getRowId={(row) => String(row.id)}
        emptyText={t(m.noGameRound)}
      />
      <DataTable
        caption={t(m.sessionsLatest20)}
        columns={[
          {
            accessorKey: 'createdAt',
            header: () => t(m.signedIn),
            cell: ({ getValue }) => time(getValue() as string),
          },
          {
            accessorKey: 'lastSeenAt',
            header: () => t(m.lastSeen),
            cell: ({ getValue }) => time(getValue() as string),
          },
          {
            accessorKey: 'revokedAt',
            header: () => t(m.ended),
            cell: ({ getValue }) => time(getValue() as string | null),
          },
        ]}
        data={data.sessions}
        getRowId={(row) => String(row.id)}
        emptyText={t(m.noSession)}
      />
      <DataTable
        caption={t(m.newsSentLatest20)}
        columns={[
          {
            accessorKey: 'createTime',
            header: () => t(m.time),
            cell: ({ getValue }) => time(getValue() as string),
          },
          { accessorKey: 'message', header: () => t(m.message) },
          {
            accessorKey: 'status',
            header: () => t(m.read),
            cell: ({ getValue }) => (getValue() === 10 ? t(m.yes) : t(m.no)),
          },
        ]}
        data={data.news}
        getRowId={(row) => String(row.id)}
        emptyText={t(m.noNews)}
      />
      <Notes memberId={memberId} notes={data.notes} onDone={reload} />
      <DataTable
        caption={t(m.auditAboutThisPlayerLatest)}
        columns={auditColumns}
        data={data.audit}
        getRowId={(row) => row.id}
        emptyText={t(m.nothingYet)}
      />
    </Page>
  );
}
