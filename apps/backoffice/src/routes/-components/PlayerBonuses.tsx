import type { AdminData } from '@casino/api-client/admin';
import { DataTable } from '@casino/ui';
import { Link } from '@tanstack/react-router';
import { defineMessages } from 'react-intl';
import { money, time } from '../../features/format/format';
import { labelOf } from '../../features/format/words';
import { t } from '../../features/i18n/i18n';

const m = defineMessages({
  bonusesLatest20: { id: 'PlayerBonuses.bonusesLatest20', defaultMessage: 'Bonuses (latest 20)' },
  noBonusWasEverGranted: {
    id: 'PlayerBonuses.noBonusWasEverGranted',
    defaultMessage: 'No bonus was ever granted to this player.',
  },
  bonusOffersRefusedLatest20: {
    id: 'PlayerBonuses.bonusOffersRefusedLatest20',
    defaultMessage: 'Bonus offers refused (latest 20)',
  },
  noOfferWasRefusedTo: {
    id: 'PlayerBonuses.noOfferWasRefusedTo',
    defaultMessage: 'No offer was refused to this player.',
  },
  granted: { id: 'PlayerBonuses.granted', defaultMessage: 'Granted' },
  bonus: { id: 'PlayerBonuses.bonus', defaultMessage: 'Bonus' },
  state: { id: 'PlayerBonuses.state', defaultMessage: 'State' },
  amount: { id: 'PlayerBonuses.amount', defaultMessage: 'Amount' },
  wageredRequired: { id: 'PlayerBonuses.wageredRequired', defaultMessage: 'Wagered / required' },
  closed: { id: 'PlayerBonuses.closed', defaultMessage: 'Closed' },
  whyClosed: { id: 'PlayerBonuses.whyClosed', defaultMessage: 'Why closed' },
  refused: { id: 'PlayerBonuses.refused', defaultMessage: 'Refused' },
  offer: { id: 'PlayerBonuses.offer', defaultMessage: 'Offer' },
  reason: { id: 'PlayerBonuses.reason', defaultMessage: 'Reason' },
  sharedOffer: {
    id: 'PlayerBonuses.sharedOffer',
    defaultMessage: 'One offer per person: shares {signal} with player #{id}, who had this offer.',
  },
});

type Player = AdminData<'/admin/players/get'>;

const offerName = defineMessages({
  SIGN_UP: { id: 'PlayerBonuses.offerName.SIGN_UP', defaultMessage: 'Sign-up bonus' },
  FIRST_DEPOSIT: { id: 'PlayerBonuses.offerName.FIRST_DEPOSIT', defaultMessage: 'First-deposit bonus' },
  FRIDAY: { id: 'PlayerBonuses.offerName.FRIDAY', defaultMessage: 'Friday bonus' },
  VIP_STORE: { id: 'PlayerBonuses.offerName.VIP_STORE', defaultMessage: 'VIP store bonus' },
  INVITE: { id: 'PlayerBonuses.offerName.INVITE', defaultMessage: 'Invitation bonus' },
  GIFT: { id: 'PlayerBonuses.offerName.GIFT', defaultMessage: 'Gift bonus, used by the player' },
  LEGACY: { id: 'PlayerBonuses.offerName.LEGACY', defaultMessage: 'Bonus' },
});

const grantState = defineMessages({
  ACTIVE: { id: 'PlayerBonuses.grantState.ACTIVE', defaultMessage: 'Active' },
  CONVERTED: { id: 'PlayerBonuses.grantState.CONVERTED', defaultMessage: 'Converted to cash' },
  FORFEITED: { id: 'PlayerBonuses.grantState.FORFEITED', defaultMessage: 'Left by the player' },
  EXPIRED: { id: 'PlayerBonuses.grantState.EXPIRED', defaultMessage: 'Expired' },
  MERGED: { id: 'PlayerBonuses.grantState.MERGED', defaultMessage: 'Carried into the first-deposit bonus' },
});

const sharedSignal = defineMessages({
  EMAIL: { id: 'PlayerBonuses.sharedSignal.EMAIL', defaultMessage: 'the same e-mail address' },
  PHONE: { id: 'PlayerBonuses.sharedSignal.PHONE', defaultMessage: 'the same phone number' },
  DEVICE: { id: 'PlayerBonuses.sharedSignal.DEVICE', defaultMessage: 'the same device' },
  PAYMENT_ACCOUNT: {
    id: 'PlayerBonuses.sharedSignal.PAYMENT_ACCOUNT',
    defaultMessage: 'the same payment account',
  },
});

/**
 * The player's bonuses and the offers refused to them, in words (issue 32 §3): an operator answering
 * "where is my bonus?" reads the reason and the other account it points to.
 */
export function PlayerBonuses({
  grants,
  refusals,
  currency,
}: {
  /** The player's account currency: the bonuses are in it. */
  currency: string;
  grants: Player['bonusGrants'];
  refusals: Player['bonusRefusals'];
}) {
  return (
    <>
      <DataTable
        caption={t(m.bonusesLatest20)}
        columns={[
          {
            accessorKey: 'createdAt',
            header: () => t(m.granted),
            cell: ({ row }) => time(row.original.createdAt),
          },
          {
            accessorKey: 'kind',
            header: () => t(m.bonus),
            cell: ({ row }) => labelOf(offerName, row.original.kind),
          },
          {
            accessorKey: 'status',
            header: () => t(m.state),
            cell: ({ row }) => labelOf(grantState, row.original.status),
          },
          {
            accessorKey: 'amount',
            header: () => t(m.amount),
            cell: ({ row }) => money(row.original.amount, currency),
          },
          {
            id: 'wagering',
            header: () => t(m.wageredRequired),
            cell: ({ row }) =>
              `${money(row.original.wagered, currency)} / ${money(row.original.wageringRequired, currency)}`,
          },
          {
            accessorKey: 'closedAt',
            header: () => t(m.closed),
            cell: ({ row }) => time(row.original.closedAt),
          },
          {
            accessorKey: 'closeReason',
            header: () => t(m.whyClosed),
            cell: ({ row }) => row.original.closeReason ?? '—',
          },
        ]}
        data={grants ?? []}
        getRowId={(row) => String(row.id)}
        emptyText={t(m.noBonusWasEverGranted)}
      />
      <DataTable
        caption={t(m.bonusOffersRefusedLatest20)}
        columns={[
          {
            accessorKey: 'createdAt',
            header: () => t(m.refused),
            cell: ({ row }) => time(row.original.createdAt),
          },
          {
            accessorKey: 'grantKind',
            header: () => t(m.offer),
            cell: ({ row }) => labelOf(offerName, row.original.grantKind),
          },
          {
            id: 'reason',
            header: () => t(m.reason),
            cell: ({ row }) => (
              // the whole reason links to the player who had the offer
              <Link to="/players/$memberId" params={{ memberId: String(row.original.otherMemberId) }}>
                {t(m.sharedOffer, {
                  signal: labelOf(sharedSignal, row.original.signal),
                  id: row.original.otherMemberId,
                })}
              </Link>
            ),
          },
        ]}
        data={refusals ?? []}
        getRowId={(row) => `${row.createdAt}:${row.grantKind}:${row.otherMemberId}`}
        emptyText={t(m.noOfferWasRefusedTo)}
      />
    </>
  );
}
