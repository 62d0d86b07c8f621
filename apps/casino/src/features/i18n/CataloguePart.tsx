import { type ReactNode, use, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { loadCataloguePart } from './catalogues';

/**
 * Gives its screens the messages of a catalogue part (src/lang/parts.json) on top of the start-up
 * catalogue, in the current language. It suspends until the part has arrived, so it sits under a
 * Suspense boundary, as lazily loaded screens do.
 */
export function CataloguePart({ name, children }: { name: string; children: ReactNode }) {
  const intl = useIntl();
  const part = use(loadCataloguePart(name, intl.locale));
  // The start-up catalogue is compiled to ASTs like the parts (scripts/i18n.mjs).
  const core = intl.messages as typeof part;
  const messages = useMemo(() => ({ ...core, ...part }), [core, part]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale="en" messages={messages}>
      {children}
    </IntlProvider>
  );
}
