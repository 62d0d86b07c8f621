import { ArticleView, Button, type ColumnDef, DataTable, Select, TextField } from '@casino/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { api } from '../features/data/api';
import { useCall } from '../features/data/useCall';
import { t } from '../features/i18n/i18n';
import { Page, Row, Section } from '../features/layout/Page';
import { session } from '../features/session/session';
import { Banners } from './-components/Banners';
import { languages } from './-components/LanguageTexts';
import { OnOffSwitch } from './-components/OnOffSwitch';
import { Popups } from './-components/Popups';
import { useAction } from './-components/useAction';

const m = defineMessages({
  content: { id: 'content.content', defaultMessage: 'Content' },
  sendNews: { id: 'content.sendNews', defaultMessage: 'Send news' },
  playerIdEmptyASegment: {
    id: 'content.playerIdEmptyASegment',
    defaultMessage: 'Player id (empty: a segment)',
  },
  segmentCurrency: { id: 'content.segmentCurrency', defaultMessage: 'Segment: currency' },
  segmentCountryIso2: { id: 'content.segmentCountryIso2', defaultMessage: 'Segment: country (ISO 2)' },
  message: { id: 'content.message', defaultMessage: 'Message' },
  articles: { id: 'content.articles', defaultMessage: 'Articles' },
  article: { id: 'content.article', defaultMessage: 'Article' },
  chooseAnArticle: { id: 'content.chooseAnArticle', defaultMessage: 'Choose an article' },
  language: { id: 'content.language', defaultMessage: 'Language' },
  title: { id: 'content.title', defaultMessage: 'Title' },
  preview: { id: 'content.preview', defaultMessage: 'Preview' },
  nothingToShow: { id: 'content.nothingToShow', defaultMessage: 'Nothing to show.' },
  games: { id: 'content.games', defaultMessage: 'Games' },
  noGame: { id: 'content.noGame', defaultMessage: 'No game.' },
  depositAndCashOutMethods: {
    id: 'content.depositAndCashOutMethods',
    defaultMessage: 'Deposit and cash-out methods',
  },
  methods: { id: 'content.methods', defaultMessage: 'Methods' },
  noMethod: { id: 'content.noMethod', defaultMessage: 'No method.' },
  lobbyPosition: { id: 'content.lobbyPosition', defaultMessage: 'Lobby position' },
  game: { id: 'content.game', defaultMessage: 'Game' },
  vendor: { id: 'content.vendor', defaultMessage: 'Vendor' },
  category: { id: 'content.category', defaultMessage: 'Category' },
  order: { id: 'content.order', defaultMessage: 'Order' },
  shown: { id: 'content.shown', defaultMessage: 'Shown' },
  kind: { id: 'content.kind', defaultMessage: 'Kind' },
  method: { id: 'content.method', defaultMessage: 'Method' },
  whoSees: { id: 'content.whoSees', defaultMessage: 'Who sees {name}' },
  moveUp: { id: 'content.moveUp', defaultMessage: 'Move {name} up' },
  moveDown: { id: 'content.moveDown', defaultMessage: 'Move {name} down' },
  shownTo: { id: 'content.shownTo', defaultMessage: 'Shown to' },
  change: { id: 'content.change', defaultMessage: 'Change' },
  everyone: { id: 'content.everyone', defaultMessage: 'Everyone' },
  afterAFirstDeposit: { id: 'content.afterAFirstDeposit', defaultMessage: 'After a first deposit' },
  beforeAFirstDeposit: { id: 'content.beforeAFirstDeposit', defaultMessage: 'Before a first deposit' },
  newsSent: { id: 'content.newsSent', defaultMessage: 'News sent.' },
  savedAsSanitized: { id: 'content.savedAsSanitized', defaultMessage: 'Saved (as sanitized).' },
  saved: { id: 'content.saved', defaultMessage: 'Saved.' },
  code: { id: 'content.code', defaultMessage: 'Code' },
  currencies: { id: 'content.currencies', defaultMessage: 'Currencies' },
  everyCurrency: { id: 'content.everyCurrency', defaultMessage: 'Every currency' },
  offered: { id: 'content.offered', defaultMessage: 'Offered' },
  offer: { id: 'content.offer', defaultMessage: 'Offer {name}' },
  deposit: { id: 'content.deposit', defaultMessage: 'Deposit' },
  cashOut: { id: 'content.cashOut', defaultMessage: 'Cash-out' },
  saveTheArticle: { id: 'content.saveTheArticle', defaultMessage: 'Save the article' },
  up: { id: 'content.up', defaultMessage: 'Up' },
  down: { id: 'content.down', defaultMessage: 'Down' },
  send: { id: 'content.send', defaultMessage: 'Send' },
  loading: { id: 'content.loading', defaultMessage: 'Loading…' },
  html: { id: 'content.html', defaultMessage: 'HTML (sanitized on save: no script, style or frame)' },
  placeGame: { id: 'content.placeGame', defaultMessage: 'Position {name}' },
  takeOut: { id: 'content.takeOut', defaultMessage: 'Take {name} out of the order' },
});

export const Route = createFileRoute('/content')({ component: Content });

/** News, articles, banners, pop-ups, games and payment methods: what players read and see. */
function Content() {
  return (
    <Page title={t(m.content)}>
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
      t(m.newsSent),
    );
  return (
    <Section title={t(m.sendNews)}>
      <Row>
        <TextField
          label={t(m.playerIdEmptyASegment)}
          value={form.memberId}
          onChange={(event) => setForm({ ...form, memberId: event.target.value })}
        />
        <TextField
          label={t(m.segmentCurrency)}
          value={form.currency}
          onChange={(event) => setForm({ ...form, currency: event.target.value })}
        />
        <TextField
          label={t(m.segmentCountryIso2)}
          value={form.countryCode}
          onChange={(event) => setForm({ ...form, countryCode: event.target.value })}
        />
        <TextField
          label={t(m.message)}
          value={form.message}
          onChange={(event) => setForm({ ...form, message: event.target.value })}
        />
        <Button onClick={send}>{t(m.send)}</Button>
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
    <Section title={t(m.articles)}>
      <Row>
        <Select
          label={t(m.article)}
          value={choice.id || undefined}
          placeholder={t(m.chooseAnArticle)}
          onValueChange={(id) => pick(id, choice.lang)}
          options={(data ?? []).map((item) => ({ value: String(item.id), label: `${item.id} ${item.slug}` }))}
        />
        <Select
          label={t(m.language)}
          value={choice.lang}
          onValueChange={(lang) => pick(choice.id, lang)}
          options={languages.map((lang) => ({ value: lang, label: lang }))}
        />
      </Row>
      {article && (
        <>
          <TextField
            label={t(m.title)}
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
          <label>
            {t(m.html)}
            <textarea
              value={draft.content}
              onChange={(event) => setDraft({ ...draft, content: event.target.value })}
              rows={10}
              style={{ width: '100%' }}
            />
          </label>
          <Section title={t(m.preview)}>
            <ArticleView
              html={draft.content}
              backgroundColor="#ffffff"
              fontColor="#111111"
              padding="16px"
              loadingText={t(m.loading)}
              emptyText={t(m.nothingToShow)}
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
                  t(m.savedAsSanitized),
                )
              )
                reload();
            }}
          >
            {t(m.saveTheArticle)}
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
    if (await act(api.call('/admin/games/update', { id: game.id, ...changes }), t(m.saved))) reload();
  };
  const lastPosition = Math.max(0, ...(data ?? []).map((game) => game.sortIndex ?? 0));
  const columns: ColumnDef<Game, unknown>[] = [
    { id: 'position', header: () => t(m.lobbyPosition), cell: ({ row }) => row.original.sortIndex ?? '—' },
    { accessorKey: 'name', header: () => t(m.game) },
    { accessorKey: 'vendor', header: () => t(m.vendor) },
    { accessorKey: 'category', header: () => t(m.category) },
    {
      id: 'order',
      header: () => t(m.order),
      cell: ({ row }) => {
        const game = row.original;
        if (game.sortIndex === null) {
          return (
            <Button size="small" variant="ghost" onClick={() => save(game, { sortIndex: lastPosition + 1 })}>
              {t(m.placeGame, { name: game.name })}
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
              {t(m.moveUp, { name: game.name })}
            </Button>
            <Button size="small" variant="ghost" onClick={() => save(game, { sortIndex: position + 1 })}>
              {t(m.moveDown, { name: game.name })}
            </Button>
            <Button size="small" variant="ghost" onClick={() => save(game, { sortIndex: null })}>
              {t(m.takeOut, { name: game.name })}
            </Button>
          </Row>
        );
      },
    },
    {
      accessorKey: 'enabled',
      header: () => t(m.shown),
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
    <Section title={t(m.games)}>
      {feedback}
      <DataTable
        caption={t(m.games)}
        columns={columns}
        data={data ?? []}
        getRowId={(row) => String(row.id)}
        emptyText={t(m.noGame)}
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
        t(m.saved),
      )
    )
      reload();
  };
  const columns: ColumnDef<Method, unknown>[] = [
    {
      accessorKey: 'kind',
      header: () => t(m.kind),
      cell: ({ row }) => t(row.original.kind === 'deposit' ? m.deposit : m.cashOut),
    },
    { accessorKey: 'name', header: () => t(m.method) },
    { accessorKey: 'code', header: () => t(m.code), cell: ({ row }) => <code>{row.original.code}</code> },
    {
      accessorKey: 'currencies',
      header: () => t(m.currencies),
      cell: ({ row }) => row.original.currencies?.join(', ') ?? t(m.everyCurrency),
    },
    {
      accessorKey: 'enabled',
      header: () => t(m.offered),
      cell: ({ row }) => (
        <OnOffSwitch
          checked={row.original.enabled === 1}
          label={t(m.offer, { name: `${row.original.name} (${row.original.code})` })}
          onChange={(checked) => save(row.original, { enabled: checked ? 1 : 0 })}
        />
      ),
    },
    {
      accessorKey: 'visibility',
      header: () => t(m.shownTo),
      cell: ({ row }) =>
        row.original.kind === 'deposit' ? (
          <Select
            label={t(m.whoSees, { name: row.original.name })}
            value={String(row.original.visibility ?? 0)}
            onValueChange={(value) => save(row.original, { visibility: Number(value) as 0 | 10 | 20 })}
            options={[
              { value: '0', label: t(m.everyone) },
              { value: '10', label: t(m.afterAFirstDeposit) },
              { value: '20', label: t(m.beforeAFirstDeposit) },
            ]}
          />
        ) : (
          t(m.everyone)
        ),
    },
    { accessorKey: 'sortIndex', header: () => t(m.order) },
    {
      id: 'move',
      header: () => t(m.change),
      cell: ({ row }) => (
        <Row>
          <Button
            size="small"
            variant="ghost"
            aria-label={t(m.moveUp, { name: row.original.name })}
            onClick={() => save(row.original, { sortIndex: Math.max(0, row.original.sortIndex - 1) })}
          >
            {t(m.up)}
          </Button>
          <Button
            size="small"
            variant="ghost"
            aria-label={t(m.moveDown, { name: row.original.name })}
            onClick={() => save(row.original, { sortIndex: row.original.sortIndex + 1 })}
          >
            {t(m.down)}
          </Button>
        </Row>
      ),
    },
  ];
  return (
    <Section title={t(m.depositAndCashOutMethods)}>
      {feedback}
      <DataTable
        caption={t(m.methods)}
        columns={columns}
        data={data ?? []}
        getRowId={(row) => `${row.kind}:${row.code}`}
        emptyText={t(m.noMethod)}
        loading={loading}
      />
    </Section>
  );
}
