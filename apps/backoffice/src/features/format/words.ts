import type { MessageDescriptor } from 'react-intl';
import { t } from '../i18n/i18n';

/**
 * A field or state name the server sends, in words for an operator: 'providerPaymentId' as
 * 'Provider payment id', 'awaiting_customer' as 'Awaiting customer', 'GAME_BET' as 'Game bet'. The
 * fallback for a name no screen has a label for yet; known names have their own label.
 */
export function words(name: string): string {
  const spaced = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The label of a known name in the operator's language, else the name in words. */
export function labelOf(labels: Readonly<Record<string, MessageDescriptor>>, name: string | number): string {
  const label = labels[name];
  return label ? t(label) : words(String(name));
}
