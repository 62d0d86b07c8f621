import { ArticleView, Button, type ColumnDef, DataTable, Select, TextField } from '@casino/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { Page, Row, Section } from '../features/layout/Page';
import { session } from '../features/session/session';
import { Banners } from './-components/Banners';
import { languages } from './-components/LanguageTexts';
import { Popups } from './-components/Popups';
import { useAction } from './-components/useAction';

export const Route = createFileRoute('/content')({ component: Content });

/** News, articles, banners, pop-ups, games and payment methods: what players read and see. */
function Content() {
  return (
    <Page title="Content">
      {session.may('news.send') && <News />}
      <Articles />
      <Banners />
      <Popups />
      <Games />
      <Methods />
    </Page>
  );
}

function News() {
  const [form, setForm] = useState({ memberId: '', currency: '', countryCode: '', message: '' });
  const { act, feedback } = useAction();
  const send = () =>
    act(
      api.call('/admin/news/send', {
        message: form.message,
        ...(form.memberId ? { memberId: Number(form.memberId) } : {}),
        ...(form.currency ? { currency: form.currency } : {}),
        ...(form.countryCode ? { countryCode: form.countryCode } : {}),
      }),
      'News sent.',
    );
  return (
    <Section title="Send news">
      <Row>
        <TextField
          label="Player id (empty: a segment)"
          value={form.memberId}
          onChange={(event) => setForm({ ...form, memberId: event.target.value })}
        />
        <TextField
          label="Segment: currency"
          value={form.currency}
          onChange={(event) => setForm({ ...form, currency: event.target.value })}
        />
        <TextField
          label="Segment: country (ISO 2)"
          value={form.countryCode}
          onChange={(event) => setForm({ ...form, countryCode: event.target.value })}
        />
        <TextField
          label="Message"
          value={form.message}
          onChange={(event) => setForm({ ...form, message: event.target.value })}
        />
        <Button onClick={send}>Send</Button>
      </Row>
      {feedback}
    </Section>
  );
}

function Articles() {
  const { data, reload } = useCall('/admin/articles/list');
  const [choice, setChoice] = useState({ id: '', lang: 'es' });
  const [draft, setDraft] = useState({ title: '', content: '' });
  const { act, feedback } = useAction();
  const article = data?.find((item) => String(item.id) === choice.id);
  function pick(id: string, lang: string) {
    setChoice({ id, lang });
    const text = data?.find((item) => String(item.id) === id)?.translations.find((t) => t.lang === lang);
    setDraft({ title: text?.title ?? '', content: text?.content ?? '' });
  }
  return (
    <Section title="Articles">
      <Row>
        <Select
          label="Article"
          value={choice.id || undefined}
          placeholder="Choose an article"
          onValueChange={(id) => pick(id, choice.lang)}
          options={(data ?? []).map((item) => ({ value: String(item.id), label: `${item.id} ${item.slug}` }))}
        />
        <Select
          label="Language"
          value={choice.lang}
          onValueChange={(lang) => pick(choice.id, lang)}
          options={languages.map((lang) => ({ value: lang, label: lang }))}
        />
      </Row>
      {article && (
        <>
          <TextField
            label="Title"
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
          <label>
            HTML (sanitized on save: no script, style or frame)
            <textarea
              value={draft.content}
              onChange={(event) => setDraft({ ...draft, content: event.target.value })}
              rows={10}
              style={{ width: '100%' }}
            />
          </label>
          <Section title="Preview">
            <ArticleView
              html={draft.content}
              backgroundColor="#ffffff"
              fontColor="#111111"
              padding="16px"
              loadingText="Loading…"
              emptyText="Nothing to show."
            />
          </Section>
          <Button
            onClick={async () => {
              if (
                await act(
                  api.call('/admin/articles/save', {
                    id: article.id,
                    lang: choice.lang as (typeof languages)[number],
                    title: draft.title,
                    content: draft.content,
                  }),
                  'Saved (as sanitized).',
                )
              )
                reload();
            }}
          >
            Save the article
          </Button>
        </>
      )}
      {feedback}
    </Section>
  );
}

/**
 * Games, in the lobby's order: positioned games come first in the player's most-played lists, lowest
 * position first; the others follow, most played first.
 */
function Games() {
  const { data, loading, reload } = useCall('/admin/games/list');
  const { act, feedback } = useAction();
  type Game = NonNullable<typeof data>[number];
  const save = async (game: Game, changes: { enabled?: 0 | 1; sortIndex?: number | null }) => {
    if (await act(api.call('/admin/games/update', { id: game.id, ...changes }), 'Saved.')) reload();
  };
  const lastPosition = Math.max(0, ...(data ?? []).map((game) => game.sortIndex ?? 0));
  const columns: ColumnDef<Game, unknown>[] = [
    { id: 'position', header: 'Lobby position', cell: ({ row }) => row.original.sortIndex ?? '—' },
    { accessorKey: 'name', header: 'Game' },
    { accessorKey: 'vendor', header: 'Vendor' },
    { accessorKey: 'category', header: 'Category' },
    {
      id: 'order',
      header: 'Order',
      cell: ({ row }) => {
        const game = row.original;
        if (game.sortIndex === null) {
          return (
            <Button size="small" variant="ghost" onClick={() => save(game, { sortIndex: lastPosition + 1 })}>
              {`Position ${game.name}`}
            </Button>
          );
        }
        const position = game.sortIndex;
        return (
          <Row>
            <Button
              size="small"
              variant="ghost"
              disabled={position <= 1}
              onClick={() => save(game, { sortIndex: position - 1 })}
            >
              {`Move ${game.name} up`}
            </Button>
            <Button size="small" variant="ghost" onClick={() => save(game, { sortIndex: position + 1 })}>
              {`Move ${game.name} down`}
            </Button>
            <Button size="small" variant="ghost" onClick={() => save(game, { sortIndex: null })}>
              {`Take ${game.name} out of the order`}
            </Button>
          </Row>
        );
      },
    },
    {
      accessorKey: 'enabled',
      header: 'Shown',
      cell: ({ row }) => (
        <Button
          size="small"
          variant="secondary"
          onClick={() => save(row.original, { enabled: row.original.enabled ? 0 : 1 })}
        >
          {row.original.enabled ? `Hide ${row.original.name}` : `Show ${row.original.name}`}
        </Button>
      ),
    },
  ];
  return (
    <Section title="Games">
      {feedback}
      <DataTable
        caption="Games"
        columns={columns}
        data={data ?? []}
        getRowId={(row) => String(row.id)}
        emptyText="No game."
        loading={loading}
      />
    </Section>
  );
}

function Methods() {
  const { data, loading, reload } = useCall('/admin/methods/list');
  const { act, feedback } = useAction();
  type Method = NonNullable<typeof data>[number];
  const save = async (
    method: Method,
    changes: { enabled?: 0 | 1; sortIndex?: number; visibility?: 0 | 10 | 20 },
  ) => {
    if (
      await act(
        api.call('/admin/methods/update', { kind: method.kind, code: method.code, ...changes }),
        'Saved.',
      )
    )
      reload();
  };
  const columns: ColumnDef<Method, unknown>[] = [
    { accessorKey: 'kind', header: 'Kind' },
    { accessorKey: 'name', header: 'Method' },
    {
      accessorKey: 'visibility',
      header: 'Shown to',
      cell: ({ row }) =>
        row.original.kind === 'deposit' ? (
          <Select
            label={`Who sees ${row.original.name}`}
            value={String(row.original.visibility ?? 0)}
            onValueChange={(value) => save(row.original, { visibility: Number(value) as 0 | 10 | 20 })}
            options={[
              { value: '0', label: 'Everyone' },
              { value: '10', label: 'After a first deposit' },
              { value: '20', label: 'Before a first deposit' },
            ]}
          />
        ) : (
          'Everyone'
        ),
    },
    { accessorKey: 'sortIndex', header: 'Order' },
    {
      id: 'move',
      header: 'Change',
      cell: ({ row }) => (
        <Row>
          <Button
            size="small"
            variant="ghost"
            onClick={() => save(row.original, { sortIndex: Math.max(0, row.original.sortIndex - 1) })}
          >
            Up
          </Button>
          <Button
            size="small"
            variant="ghost"
            onClick={() => save(row.original, { sortIndex: row.original.sortIndex + 1 })}
          >
            Down
          </Button>
          <Button
            size="small"
            variant="secondary"
            onClick={() => save(row.original, { enabled: row.original.enabled ? 0 : 1 })}
          >
            {row.original.enabled ? 'Disable' : 'Enable'}
          </Button>
        </Row>
      ),
    },
  ];
  return (
    <Section title="Deposit and cash-out methods">
      {feedback}
      <DataTable
        caption="Methods"
        columns={columns}
        data={data ?? []}
        getRowId={(row) => `${row.kind}:${row.code}`}
        emptyText="No method."
        loading={loading}
      />
    </Section>
  );
}
