import type { AdminData } from '@casino/api-client/admin';
import { Button } from '@casino/ui';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useCall } from '../../../features/data/useCall';
import { Done, Problem, Row, Section } from '../../../features/layout/Page';

export type PaymentAmounts = AdminData<'/admin/settings/payment-amounts'>;
export type CurrencyRow = PaymentAmounts['currencies'][number];

/** What a currency's section is given: its figures, and how to say it was saved. */
export interface CurrencySectionProps {
  row: CurrencyRow;
  amounts: PaymentAmounts;
  /** The saved message of this currency's last save, shown under its button. */
  saved: string | undefined;
  onSaved: (text: string) => void;
}

/**
 * The deposit or cash-out figures, one section per account currency. A save reloads the figures; the
 * section is keyed by them (`figuresOf`), so it starts afresh from what was stored, and the saved
 * message is kept here, above the section that is replaced.
 */
export function CurrencyAmounts({
  intro,
  figuresOf,
  section: CurrencySection,
}: {
  intro: (amounts: PaymentAmounts) => string;
  figuresOf: (row: CurrencyRow) => unknown;
  section: ComponentType<CurrencySectionProps>;
}) {
  const { data, error, reload } = useCall('/admin/settings/payment-amounts');
  const [saved, setSaved] = useState<{ currency: string; text: string }>();
  return (
    <>
      <Problem message={error} />
      {data && <p>{intro(data)}</p>}
      {data?.currencies.map((row) => (
        <CurrencySection
          key={`${row.currency}:${JSON.stringify(figuresOf(row))}`}
          row={row}
          amounts={data}
          saved={saved?.currency === row.currency ? saved.text : undefined}
          onSaved={(text) => {
            setSaved({ currency: row.currency, text });
            reload();
          }}
        />
      ))}
    </>
  );
}

/** A currency's section: its fields, then its save button, what the server answered and the saved note. */
export function CurrencySectionFrame({
  title,
  saveLabel,
  onSave,
  feedback,
  saved,
  children,
}: {
  title: string;
  saveLabel: string;
  onSave: () => void;
  feedback: ReactNode;
  saved: string | undefined;
  children: ReactNode;
}) {
  return (
    <Section title={title}>
      {children}
      <Row>
        <Button onClick={onSave}>{saveLabel}</Button>
      </Row>
      {feedback}
      <Done message={saved} />
    </Section>
  );
}
