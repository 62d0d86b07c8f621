import type { AdminSchemas } from '@casino/api-client/admin';
import { Button, Checkbox, type ColumnDef, DataTable, Select, TextField } from '@casino/ui';
import { useState } from 'react';
import { api } from '../../features/data/api';
import { useCall } from '../../features/data/useCall';
import { Row, Section } from '../../features/layout/Page';
import { draftsOf, LanguageTexts, type TextDrafts, textsOf } from './LanguageTexts';
import { useAction } from './useAction';

type Popup = AdminSchemas['AdminPromotionPopup'];
type Action = Popup['action'];
type Audience = Popup['audience'];

const actions: { value: Action; label: string }[] = [
  { value: 'DEPOSIT', label: 'Deposit' },
  { value: 'INVITE', label: 'Invite friends' },
  { value: 'REGISTER', label: 'Join' },
  { value: 'LAUNCH_GAME', label: 'Play a game' },
  { value: 'CLOSE_ONLY', label: 'Close only' },
];

/** Who may see a pop-up follows from its button (a guest cannot deposit, a member cannot join). */
const audiencesFor: Record<Action, Audience[]> = {
  DEPOSIT: ['member'],
  INVITE: ['member'],
  REGISTER: ['guest'],
  LAUNCH_GAME: ['all', 'member', 'guest'],
  CLOSE_ONLY: ['all', 'member', 'guest'],
};
const audienceLabels: Record<Audience, string> = { all: 'Everyone', member: 'Members', guest: 'Guests' };

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
    : 'Always';

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
    { accessorKey: 'sortIndex', header: 'Order' },
    {
      id: 'title',
      header: 'Title (en)',
      cell: ({ row }) =>
        (row.original.texts.find((text) => text.lang === 'en') ?? row.original.texts[0])?.title ?? '',
    },
    {
      id: 'action',
      header: 'Button',
      cell: ({ row }) => actions.find((action) => action.value === row.original.action)?.label,
    },
    { id: 'audience', header: 'For', cell: ({ row }) => audienceLabels[row.original.audience] },
    { id: 'when', header: 'Runs', cell: ({ row }) => whenOf(row.original) },
    { id: 'shown', header: 'Shown', cell: ({ row }) => (row.original.enabled ? 'Yes' : 'No') },
    {
      id: 'change',
      header: 'Change',
      cell: ({ row }) => (
        <Row>
          <Button size="small" variant="ghost" onClick={() => edit(row.original)}>
            {`Edit pop-up ${row.original.id}`}
          </Button>
          <Button
            size="small"
            variant="secondary"
            onClick={async () => {
              const enabled = row.original.enabled ? 0 : 1;
              if (
                await act(
                  api.call('/admin/promotions/setEnabled', { id: row.original.id, enabled }),
                  enabled ? 'Pop-up shown.' : 'Pop-up stopped.',
                )
              )
                reload();
            }}
          >
            {row.original.enabled ? `Stop pop-up ${row.original.id}` : `Show pop-up ${row.original.id}`}
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
      'Pop-up saved.',
    );
    if (saved) {
      setEditing(undefined);
      reload();
    }
  }
  return (
    <Section title="Promotion pop-ups">
      {feedback}
      <Row>
        <Button variant="secondary" onClick={() => edit(fresh)}>
          New pop-up
        </Button>
      </Row>
      <DataTable
        caption="Promotion pop-ups"
        columns={columns}
        data={data ?? []}
        getRowId={(row) => String(row.id)}
        emptyText="No pop-up."
        loading={loading}
      />
      {editing && (
        <Section title={editing.popup.id ? `Pop-up ${editing.popup.id}` : 'New pop-up'}>
          <Row>
            <Select
              label="Button"
              value={editing.popup.action}
              onValueChange={(value) => chooseAction(value as Action)}
              options={actions}
            />
            <Select
              label="For"
              value={editing.popup.audience}
              onValueChange={(audience) => change({ audience: audience as Audience })}
              options={audiencesFor[editing.popup.action].map((audience) => ({
                value: audience,
                label: audienceLabels[audience],
              }))}
            />
            {editing.popup.action === 'LAUNCH_GAME' && (
              <Select
                label="Game"
                placeholder="Choose a game"
                value={editing.popup.gameId === null ? undefined : String(editing.popup.gameId)}
                onValueChange={(id) => change({ gameId: Number(id) })}
                options={(games.data ?? []).map((game) => ({ value: String(game.id), label: game.name }))}
              />
            )}
          </Row>
          <Row>
            <Select
              label="Artwork"
              value={editing.popup.image ?? 'none'}
              onValueChange={(image) => change({ image: image === 'none' ? null : image })}
              options={[
                { value: 'none', label: 'None (text only)' },
                ...(artwork.data ?? []).map((image) => ({ value: image, label: image.split('/').pop()! })),
              ]}
            />
            {editing.popup.image && <img src={editing.popup.image} alt="Artwork preview" height={60} />}
            <TextField
              label="Order (lowest first)"
              inputMode="numeric"
              value={editing.sortIndex}
              onChange={(event) => setEditing({ ...editing, sortIndex: event.target.value })}
            />
          </Row>
          <Row>
            <TextField
              label="Starts (UTC, empty: now)"
              type="datetime-local"
              value={fieldOf(editing.popup.startsAt)}
              onChange={(event) => change({ startsAt: instantOf(event.target.value) })}
            />
            <TextField
              label="Ends (UTC, empty: never)"
              type="datetime-local"
              value={fieldOf(editing.popup.endsAt)}
              onChange={(event) => change({ endsAt: instantOf(event.target.value) })}
            />
            <Checkbox
              label="Shown to players"
              checked={editing.popup.enabled === 1}
              onCheckedChange={(checked) => change({ enabled: checked === true ? 1 : 0 })}
            />
          </Row>
          <LanguageTexts drafts={editing.drafts} onChange={(drafts) => setEditing({ ...editing, drafts })} />
          <Row>
            <Button onClick={save}>Save the pop-up</Button>
            <Button variant="ghost" onClick={() => setEditing(undefined)}>
              Cancel
            </Button>
          </Row>
        </Section>
      )}
    </Section>
  );
}
