import type { AdminSchemas } from '@casino/api-client/admin';
import { Button, Checkbox, type ColumnDef, DataTable, Select, TextField } from '@casino/ui';
import { useState } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { api } from '../../features/data/api';
import { useCall } from '../../features/data/useCall';
import { t } from '../../features/i18n/i18n';
import { Row, Section } from '../../features/layout/Page';
import { draftsOf, LanguageTexts, type TextDrafts, textsOf } from './LanguageTexts';
import { useAction } from './useAction';

const m = defineMessages({
  promotionPopUps: { id: 'Popups.promotionPopUps', defaultMessage: 'Promotion pop-ups' },
  noPopUp: { id: 'Popups.noPopUp', defaultMessage: 'No pop-up.' },
  edit: { id: 'Popups.edit', defaultMessage: 'Edit pop-up {id}' },
  stop: { id: 'Popups.stop', defaultMessage: 'Stop pop-up {id}' },
  show: { id: 'Popups.show', defaultMessage: 'Show pop-up {id}' },
  button: { id: 'Popups.button', defaultMessage: 'Button' },
  for: { id: 'Popups.for', defaultMessage: 'For' },
  game: { id: 'Popups.game', defaultMessage: 'Game' },
  chooseAGame: { id: 'Popups.chooseAGame', defaultMessage: 'Choose a game' },
  artwork: { id: 'Popups.artwork', defaultMessage: 'Artwork' },
  orderLowestFirst: { id: 'Popups.orderLowestFirst', defaultMessage: 'Order (lowest first)' },
  startsUtcEmptyNow: { id: 'Popups.startsUtcEmptyNow', defaultMessage: 'Starts (UTC, empty: now)' },
  endsUtcEmptyNever: { id: 'Popups.endsUtcEmptyNever', defaultMessage: 'Ends (UTC, empty: never)' },
  shownToPlayers: { id: 'Popups.shownToPlayers', defaultMessage: 'Shown to players' },
  order: { id: 'Popups.order', defaultMessage: 'Order' },
  titleEn: { id: 'Popups.titleEn', defaultMessage: 'Title (en)' },
  runs: { id: 'Popups.runs', defaultMessage: 'Runs' },
  shown: { id: 'Popups.shown', defaultMessage: 'Shown' },
  change: { id: 'Popups.change', defaultMessage: 'Change' },
  deposit: { id: 'Popups.deposit', defaultMessage: 'Deposit' },
  inviteFriends: { id: 'Popups.inviteFriends', defaultMessage: 'Invite friends' },
  join: { id: 'Popups.join', defaultMessage: 'Join' },
  playAGame: { id: 'Popups.playAGame', defaultMessage: 'Play a game' },
  closeOnly: { id: 'Popups.closeOnly', defaultMessage: 'Close only' },
  noneTextOnly: { id: 'Popups.noneTextOnly', defaultMessage: 'None (text only)' },
  always: { id: 'Popups.always', defaultMessage: 'Always' },
  yes: { id: 'Popups.yes', defaultMessage: 'Yes' },
  no: { id: 'Popups.no', defaultMessage: 'No' },
  popUpShown: { id: 'Popups.popUpShown', defaultMessage: 'Pop-up shown.' },
  popUpStopped: { id: 'Popups.popUpStopped', defaultMessage: 'Pop-up stopped.' },
  popUpSaved: { id: 'Popups.popUpSaved', defaultMessage: 'Pop-up saved.' },
  newPopUp: { id: 'Popups.newPopUp', defaultMessage: 'New pop-up' },
  cancel: { id: 'Popups.cancel', defaultMessage: 'Cancel' },
  saveThePopUp: { id: 'Popups.saveThePopUp', defaultMessage: 'Save the pop-up' },
  preview: { id: 'Popups.preview', defaultMessage: 'Artwork preview' },
});

type Popup = AdminSchemas['AdminPromotionPopup'];
type Action = Popup['action'];
type Audience = Popup['audience'];

const actions: { value: Action; label: MessageDescriptor }[] = [
  { value: 'DEPOSIT', label: m.deposit },
  { value: 'INVITE', label: m.inviteFriends },
  { value: 'REGISTER', label: m.join },
  { value: 'LAUNCH_GAME', label: m.playAGame },
  { value: 'CLOSE_ONLY', label: m.closeOnly },
];

/** Who may see a pop-up follows from its button (a guest cannot deposit, a member cannot join). */
const audiencesFor: Record<Action, Audience[]> = {
  DEPOSIT: ['member'],
  INVITE: ['member'],
  REGISTER: ['guest'],
  LAUNCH_GAME: ['all', 'member', 'guest'],
  CLOSE_ONLY: ['all', 'member', 'guest'],
};
const audienceLabels: Record<Audience, MessageDescriptor> = defineMessages({
  all: { id: 'Popups.audience.all', defaultMessage: 'Everyone' },
  member: { id: 'Popups.audience.member', defaultMessage: 'Members' },
  guest: { id: 'Popups.audience.guest', defaultMessage: 'Guests' },
});

const fresh: Popup = {
  id: 0,
  action: 'CLOSE_ONLY',
  gameId: null,
  image: null,
  audience: 'all',
  enabled: 1,
  sortIndex: 0,
  startsAt: null,
  endsAt: null,
  texts: [],
};

/** An instant as the datetime-local field shows it, read and written as UTC. */
const fieldOf = (instant: string | null) => (instant ? instant.slice(0, 16) : '');
const instantOf = (field: string) => (field ? `${field}:00Z` : null);

const whenOf = (popup: Popup) =>
  popup.startsAt || popup.endsAt
    ? `${fieldOf(popup.startsAt).replace('T', ' ') || '…'} to ${fieldOf(popup.endsAt).replace('T', ' ') || '…'} UTC`
    : t(m.always);

/** The promotion pop-ups players get on home: what they say per language and what their button does. */
export function Popups() {
  const { data, loading, reload } = useCall('/admin/promotions/list');
  const artwork = useCall('/admin/artwork/list');
  const games = useCall('/admin/games/list');
  const [editing, setEditing] = useState<{ popup: Popup; drafts: TextDrafts; sortIndex: string }>();
  const { act, feedback } = useAction();
  const edit = (popup: Popup) =>
    setEditing({ popup, drafts: draftsOf(popup.texts), sortIndex: String(popup.sortIndex) });
  const columns: ColumnDef<Popup, unknown>[] = [
    { accessorKey: 'sortIndex', header: () => t(m.order) },
    {
      id: 'title',
      header: () => t(m.titleEn),
      cell: ({ row }) =>
        (row.original.texts.find((text) => text.lang === 'en') ?? row.original.texts[0])?.title ?? '',
    },
    {
      id: 'action',
      header: () => t(m.button),
      cell: ({ row }) => {
        const action = actions.find((candidate) => candidate.value === row.original.action);
        return action ? t(action.label) : row.original.action;
      },
    },
    { id: 'audience', header: () => t(m.for), cell: ({ row }) => t(audienceLabels[row.original.audience]) },
    { id: 'when', header: () => t(m.runs), cell: ({ row }) => whenOf(row.original) },
    { id: 'shown', header: () => t(m.shown), cell: ({ row }) => (row.original.enabled ? t(m.yes) : t(m.no)) },
    {
      id: 'change',
      header: () => t(m.change),
      cell: ({ row }) => (
        <Row>
          <Button size="small" variant="ghost" onClick={() => edit(row.original)}>
            {t(m.edit, { id: row.original.id })}
          </Button>
          <Button
            size="small"
            variant="secondary"
            onClick={async () => {
              const enabled = row.original.enabled ? 0 : 1;
              if (
                await act(
                  api.call('/admin/promotions/setEnabled', { id: row.original.id, enabled }),
                  enabled ? t(m.popUpShown) : t(m.popUpStopped),
                )
              )
                reload();
            }}
          >
            {t(row.original.enabled ? m.stop : m.show, { id: row.original.id })}
          </Button>
        </Row>
      ),
    },
  ];
  const change = (fields: Partial<Popup>) =>
    editing && setEditing({ ...editing, popup: { ...editing.popup, ...fields } });
  function chooseAction(action: Action) {
    const allowed = audiencesFor[action];
    change({
      action,
      audience: allowed.includes(editing!.popup.audience) ? editing!.popup.audience : allowed[0]!,
      gameId: action === 'LAUNCH_GAME' ? editing!.popup.gameId : null,
    });
  }
  async function save() {
    if (editing === undefined) return;
    const { popup } = editing;
    const saved = await act(
      api.call('/admin/promotions/save', {
        ...(popup.id ? { id: popup.id } : {}),
        action: popup.action,
        gameId: popup.gameId,
        image: popup.image,
        audience: popup.audience,
        enabled: popup.enabled,
        sortIndex: Number(editing.sortIndex),
        startsAt: popup.startsAt,
        endsAt: popup.endsAt,
        texts: textsOf(editing.drafts),
      }),
      t(m.popUpSaved),
    );
    if (saved) {
      setEditing(undefined);
      reload();
    }
  }
  return (
    <Section title={t(m.promotionPopUps)}>
      {feedback}
      <Row>
        <Button variant="secondary" onClick={() => edit(fresh)}>
          {t(m.newPopUp)}
        </Button>
      </Row>
      <DataTable
        caption={t(m.promotionPopUps)}
        columns={columns}
        data={data ?? []}
        getRowId={(row) => String(row.id)}
        emptyText={t(m.noPopUp)}
        loading={loading}
      />
      {editing && (
        <Section title={editing.popup.id ? `Pop-up ${editing.popup.id}` : t(m.newPopUp)}>
          <Row>
            <Select
              label={t(m.button)}
              value={editing.popup.action}
              onValueChange={(value) => chooseAction(value as Action)}
              options={actions.map((action) => ({ value: action.value, label: t(action.label) }))}
            />
            <Select
              label={t(m.for)}
              value={editing.popup.audience}
              onValueChange={(audience) => change({ audience: audience as Audience })}
              options={audiencesFor[editing.popup.action].map((audience) => ({
                value: audience,
                label: t(audienceLabels[audience]),
              }))}
            />
            {editing.popup.action === 'LAUNCH_GAME' && (
              <Select
                label={t(m.game)}
                placeholder={t(m.chooseAGame)}
                value={editing.popup.gameId === null ? undefined : String(editing.popup.gameId)}
                onValueChange={(id) => change({ gameId: Number(id) })}
                options={(games.data ?? []).map((game) => ({ value: String(game.id), label: game.name }))}
              />
            )}
          </Row>
          <Row>
            <Select
              label={t(m.artwork)}
              value={editing.popup.image ?? 'none'}
              onValueChange={(image) => change({ image: image === 'none' ? null : image })}
              options={[
                { value: 'none', label: t(m.noneTextOnly) },
                ...(artwork.data ?? []).map((image) => ({ value: image, label: image.split('/').pop()! })),
              ]}
            />
            {editing.popup.image && <img src={editing.popup.image} alt={t(m.preview)} height={60} />}
            <TextField
              label={t(m.orderLowestFirst)}
              inputMode="numeric"
              value={editing.sortIndex}
              onChange={(event) => setEditing({ ...editing, sortIndex: event.target.value })}
            />
          </Row>
          <Row>
            <TextField
              label={t(m.startsUtcEmptyNow)}
              type="datetime-local"
              value={fieldOf(editing.popup.startsAt)}
              onChange={(event) => change({ startsAt: instantOf(event.target.value) })}
            />
            <TextField
              label={t(m.endsUtcEmptyNever)}
              type="datetime-local"
              value={fieldOf(editing.popup.endsAt)}
              onChange={(event) => change({ endsAt: instantOf(event.target.value) })}
            />
            <Checkbox
              label={t(m.shownToPlayers)}
              checked={editing.popup.enabled === 1}
              onCheckedChange={(checked) => change({ enabled: checked === true ? 1 : 0 })}
            />
          </Row>
          <LanguageTexts drafts={editing.drafts} onChange={(drafts) => setEditing({ ...editing, drafts })} />
          <Row>
            <Button onClick={save}>{t(m.saveThePopUp)}</Button>
            <Button variant="ghost" onClick={() => setEditing(undefined)}>
              {t(m.cancel)}
            </Button>
          </Row>
        </Section>
      )}
    </Section>
  );
}
