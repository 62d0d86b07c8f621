import type { AdminSchemas } from '@casino/api-client/admin';
import { Button, Checkbox, type ColumnDef, DataTable, Select, TextField } from '@casino/ui';
import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { api } from '../../features/data/api';
import { useCall } from '../../features/data/useCall';
import { t } from '../../features/i18n/i18n';
import { Row, Section } from '../../features/layout/Page';
import { draftsOf, LanguageTexts, type TextDrafts, textsOf } from './LanguageTexts';
import { useAction } from './useAction';

const m = defineMessages({
  banners: { id: 'Banners.banners', defaultMessage: 'Banners' },
  edit: { id: 'Banners.edit', defaultMessage: 'Edit banner {id}' },
  noBanner: { id: 'Banners.noBanner', defaultMessage: 'No banner.' },
  desktopArtwork: { id: 'Banners.desktopArtwork', defaultMessage: 'Desktop artwork' },
  phoneArtwork: { id: 'Banners.phoneArtwork', defaultMessage: 'Phone artwork' },
  linkOrHttpsEmptyFor: {
    id: 'Banners.linkOrHttpsEmptyFor',
    defaultMessage: 'Link (/#/... or https://..., empty for none)',
  },
  orderLowestFirst: { id: 'Banners.orderLowestFirst', defaultMessage: 'Order (lowest first)' },
  shownOnHome: { id: 'Banners.shownOnHome', defaultMessage: 'Shown on home' },
  order: { id: 'Banners.order', defaultMessage: 'Order' },
  artwork: { id: 'Banners.artwork', defaultMessage: 'Artwork' },
  titleEn: { id: 'Banners.titleEn', defaultMessage: 'Title (en)' },
  languages: { id: 'Banners.languages', defaultMessage: 'Languages' },
  link: { id: 'Banners.link', defaultMessage: 'Link' },
  shown: { id: 'Banners.shown', defaultMessage: 'Shown' },
  change: { id: 'Banners.change', defaultMessage: 'Change' },
  yes: { id: 'Banners.yes', defaultMessage: 'Yes' },
  no: { id: 'Banners.no', defaultMessage: 'No' },
  bannerSaved: { id: 'Banners.bannerSaved', defaultMessage: 'Banner saved.' },
  cancel: { id: 'Banners.cancel', defaultMessage: 'Cancel' },
  saveTheBanner: { id: 'Banners.saveTheBanner', defaultMessage: 'Save the banner' },
  banner: { id: 'Banners.banner', defaultMessage: 'Banner {id}' },
  desktopPreview: { id: 'Banners.desktopPreview', defaultMessage: 'Desktop artwork preview' },
  phonePreview: { id: 'Banners.phonePreview', defaultMessage: 'Phone artwork preview' },
});

type Banner = AdminSchemas['AdminBanner'];

const titleOf = (texts: Banner['texts']) =>
  (texts.find((text) => text.lang === 'en') ?? texts[0])?.title ?? '(no words)';

/** Home's banners: words per language over artwork chosen from the site's images. */
export function Banners() {
  const { data, loading, reload } = useCall('/admin/banners/list');
  const artwork = useCall('/admin/artwork/list');
  const [editing, setEditing] = useState<{ banner: Banner; drafts: TextDrafts; sortIndex: string }>();
  const { act, feedback } = useAction();
  const images = (artwork.data ?? []).map((image) => ({ value: image, label: image.split('/').pop()! }));
  const columns: ColumnDef<Banner, unknown>[] = [
    { accessorKey: 'sortIndex', header: () => t(m.order) },
    {
      id: 'artwork',
      header: () => t(m.artwork),
      cell: ({ row }) => <img src={row.original.image} alt="" height={40} />,
    },
    { id: 'title', header: () => t(m.titleEn), cell: ({ row }) => titleOf(row.original.texts) },
    { id: 'languages', header: () => t(m.languages), cell: ({ row }) => row.original.texts.length },
    { accessorKey: 'link', header: () => t(m.link) },
    { id: 'shown', header: () => t(m.shown), cell: ({ row }) => (row.original.enabled ? t(m.yes) : t(m.no)) },
    {
      id: 'edit',
      header: () => t(m.change),
      cell: ({ row }) => (
        <Button
          size="small"
          variant="secondary"
          onClick={() =>
            setEditing({
              banner: row.original,
              drafts: draftsOf(row.original.texts),
              sortIndex: String(row.original.sortIndex),
            })
          }
        >
          {t(m.edit, { id: row.original.id })}
        </Button>
      ),
    },
  ];
  const change = (fields: Partial<Banner>) =>
    editing && setEditing({ ...editing, banner: { ...editing.banner, ...fields } });
  async function save() {
    if (editing === undefined) return;
    const { banner } = editing;
    const saved = await act(
      api.call('/admin/banners/save', {
        id: banner.id,
        image: banner.image,
        mobileImage: banner.mobileImage,
        link: banner.link?.trim() ? banner.link.trim() : null,
        enabled: banner.enabled,
        sortIndex: Number(editing.sortIndex),
        texts: textsOf(editing.drafts),
      }),
      t(m.bannerSaved),
    );
    if (saved) {
      setEditing(undefined);
      reload();
    }
  }
  return (
    <Section title={t(m.banners)}>
      {feedback}
      <DataTable
        caption={t(m.banners)}
        columns={columns}
        data={data ?? []}
        getRowId={(row) => String(row.id)}
        emptyText={t(m.noBanner)}
        loading={loading}
      />
      {editing && (
        <Section title={t(m.banner, { id: editing.banner.id })}>
          <Row>
            <Select
              label={t(m.desktopArtwork)}
              value={editing.banner.image}
              onValueChange={(image) => change({ image })}
              options={images}
            />
            <img src={editing.banner.image} alt={t(m.desktopPreview)} height={60} />
            <Select
              label={t(m.phoneArtwork)}
              value={editing.banner.mobileImage}
              onValueChange={(mobileImage) => change({ mobileImage })}
              options={images}
            />
            <img src={editing.banner.mobileImage} alt={t(m.phonePreview)} height={60} />
          </Row>
          <Row>
            <TextField
              label={t(m.linkOrHttpsEmptyFor)}
              value={editing.banner.link ?? ''}
              onChange={(event) => change({ link: event.target.value })}
            />
            <TextField
              label={t(m.orderLowestFirst)}
              inputMode="numeric"
              value={editing.sortIndex}
              onChange={(event) => setEditing({ ...editing, sortIndex: event.target.value })}
            />
            <Checkbox
              label={t(m.shownOnHome)}
              checked={editing.banner.enabled === 1}
              onCheckedChange={(checked) => change({ enabled: checked === true ? 1 : 0 })}
            />
          </Row>
          <LanguageTexts drafts={editing.drafts} onChange={(drafts) => setEditing({ ...editing, drafts })} />
          <Row>
            <Button onClick={save}>{t(m.saveTheBanner)}</Button>
            <Button variant="ghost" onClick={() => setEditing(undefined)}>
              {t(m.cancel)}
            </Button>
          </Row>
        </Section>
      )}
    </Section>
  );
}
