import type { AdminData } from '@casino/api-client/admin';
import { DataTable } from '@casino/ui';
import { Link } from '@tanstack/react-router';
import { money, time } from '../../features/format/format';

type Player = AdminData<'/admin/players/get'>;

const offerName: Record<string, string> = {
  SIGN_UP: 'Sign-up bonus',
  FIRST_DEPOSIT: 'First-deposit bonus',
  FRIDAY: 'Friday bonus',
  VIP_STORE: 'VIP store bonus',
  INVITE: 'Invitation bonus',
  LEGACY: 'Bonus',
};

const grantState: Record<string, string> = {
  ACTIVE: 'Active',
  CONVERTED: 'Converted to cash',
  FORFEITED: 'Left by the player',
  EXPIRED: 'Expired',
  MERGED: 'Carried into the first-deposit bonus',
};

const sharedSignal: Record<string, string> = {
  EMAIL: 'the same e-mail address',
  PHONE: 'the same phone number',
  DEVICE: 'the same device',
  PAYMENT_ACCOUNT: 'the same payment account',
};

/**
 * The player's bonuses and the offers refused to them, in words (issue 32 §3): an operator answering
 * "where is my bonus?" reads the reason and the other account it points to.
 */
export function PlayerBonuses({
  grants,
  refusals,
}: {
  grants: Player['bonusGrants'];
  refusals: Player['bonusRefusals'];
}) {
  return (
    <>
      <DataTable
        caption="Bonuses (latest 20)"
        columns={[
          { accessorKey: 'createdAt', header: 'Granted', cell: ({ row }) => time(row.original.createdAt) },
          {
            accessorKey: 'kind',
            header: 'Bonus',
            cell: ({ row }) => offerName[row.original.kind] ?? row.original.kind,
          },
          {
            accessorKey: 'status',
            header: 'State',
            cell: ({ row }) => grantState[row.original.status] ?? row.original.status,
          },
          { accessorKey: 'amount', header: 'Amount', cell: ({ row }) => money(row.original.amount) },
          {
            id: 'wagering',
            header: 'Wagered / required',
            cell: ({ row }) => `${money(row.original.wagered)} / ${money(row.original.wageringRequired)}`,
          },
          { accessorKey: 'closedAt', header: 'Closed', cell: ({ row }) => time(row.original.closedAt) },
          {
            accessorKey: 'closeReason',
            header: 'Why closed',
            cell: ({ row }) => row.original.closeReason ?? '—',
          },
        ]}
        data={grants ?? []}
        getRowId={(row) => String(row.id)}
        emptyText="No bonus was ever granted to this player."
      />
      <DataTable
        caption="Bonus offers refused (latest 20)"
        columns={[
          { accessorKey: 'createdAt', header: 'Refused', cell: ({ row }) => time(row.original.createdAt) },
          {
            accessorKey: 'grantKind',
            header: 'Offer',
            cell: ({ row }) => offerName[row.original.grantKind] ?? row.original.grantKind,
          },
          {
            id: 'reason',
            header: 'Reason',
            cell: ({ row }) => (
              <>
                One offer per person: shares {sharedSignal[row.original.signal] ?? row.original.signal} with{' '}
                <Link to="/players/$memberId" params={{ memberId: String(row.original.otherMemberId) }}>
                  player #{row.original.otherMemberId}
                </Link>
                , who had this offer.
              </>
            ),
          },
        ]}
        data={refusals ?? []}
        getRowId={(row) => `${row.createdAt}:${row.grantKind}:${row.otherMemberId}`}
        emptyText="No offer was refused to this player."
      />
    </>
  );
}
