import { sprinkles } from '@casino/ui';
import { defineMessages } from 'react-intl';
import { t } from '../../features/i18n/i18n';

const m = defineMessages({
  on: { id: 'OnOffSwitch.on', defaultMessage: 'On' },
  off: { id: 'OnOffSwitch.off', defaultMessage: 'Off' },
});

const track = sprinkles({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'xsmall',
  paddingX: 'small',
  paddingY: 'xxsmall',
  borderRadius: 'full',
  fontWeight: 'strong',
});
const on = sprinkles({ background: 'positive', color: 'textOnBrand' });
const off = sprinkles({ background: 'surfaceSunken', color: 'textMuted' });

/**
 * A state that is on or off, read at a glance (issue 32 item 17: the methods screen showed only a
 * button label); a switch for assistive technology, named after what it turns on.
 */
export function OnOffSwitch({
  checked,
  label,
  onChange,
}: {
  checked: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      className={`${track} ${checked ? on : off}`}
      style={{ border: 'none', cursor: 'pointer', minWidth: '4.5rem', justifyContent: 'center' }}
      onClick={() => onChange(!checked)}
    >
      <span aria-hidden="true">{checked ? '●' : '○'}</span>
      {checked ? t(m.on) : t(m.off)}
    </button>
  );
}
