import type { AdminSchemas } from '@casino/api-client/admin';
import { Button, Checkbox, type ColumnDef, DataTable, Select, TextField } from '@casino/ui';
import { useState } from 'react';
import { api } from '../../features/data/api';
import { useCall } from '../../features/data/useCall';
import { Row, Section } from '../../features/layout/Page';
import { draftsOf, LanguageTexts, type TextDrafts, textsOf } from './LanguageTexts';
import { useAction } from './useAction';

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
    { accessorKey: 'sortIndex', header: 'Order' },
    {
      id: 'artwork',
      header: 'Artwork',
      cell: ({ row }) => <img src={row.original.image} alt="" height={40} />,
    },
    { id: 'title', header: 'Title (en)', cell: ({ row }) => titleOf(row.original.texts) },
    { id: 'languages', header: 'Languages', cell: ({ row }) => row.original.texts.length },
    { accessorKey: 'link', header: 'Link' },
    { id: 'shown', header: 'Shown', cell: ({ row }) => (row.original.enabled ? 'Yes' : 'No') },
    {
      id: 'edit',
      header: 'Change',
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
          {`Edit banner ${row.original.id}`}
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
      'Banner saved.',
    );
    if (saved) {
      setEditing(undefined);
      reload();
    }
  }
  return (
    <Section title="Banners">
      {feedback}
      <DataTable
        caption="Banners"
        columns={columns}
        data={data ?? []}
        getRowId={(row) => String(row.id)}
        emptyText="No banner."
        loading={loading}
      />
      {editing && (
        <Section title={`Banner ${editing.banner.id}`}>
          <Row>
            <Select
              label="Desktop artwork"
              value={editing.banner.image}
              onValueChange={(image) => change({ image })}
              options={images}
            />
            <img src={editing.banner.image} alt="Desktop artwork preview" height={60} />
            <Select
              label="Phone artwork"
              value={editing.banner.mobileImage}
              onValueChange={(mobileImage) => change({ mobileImage })}
              options={images}
            />
            <img src={editing.banner.mobileImage} alt="Phone artwork preview" height={60} />
          </Row>
          <Row>
            <TextField
              label="Link (/#/... or https://..., empty for none)"
              value={editing.banner.link ?? ''}
              onChange={(event) => change({ link: event.target.value })}
            />
            <TextField
              label="Order (lowest first)"
              inputMode="numeric"
              value={editing.sortIndex}
              onChange={(event) => setEditing({ ...editing, sortIndex: event.target.value })}
            />
            <Checkbox
              label="Shown on home"
              checked={editing.banner.enabled === 1}
              onCheckedChange={(checked) => change({ enabled: checked === true ? 1 : 0 })}
            />
          </Row>
          <LanguageTexts drafts={editing.drafts} onChange={(drafts) => setEditing({ ...editing, drafts })} />
          <Row>
            <Button onClick={save}>Save the banner</Button>
            <Button variant="ghost" onClick={() => setEditing(undefined)}>
              Cancel
            </Button>
          </Row>
        </Section>
      )}
    </Section>
  );
}
