import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { authMessages as m } from '../auth/messages';
import { useSession } from '../session/useSession';
import { AppDialog } from '../shell/AppDialog';
import { common } from '../shell/messages';

const messages = defineMessages({
  contactSupport: {
    id: 'personal.contactSupport',
    defaultMessage: 'To change any of these details, please contact support.',
  },
});

/** Spec 000 §2: read-only; changes go through support. */
export default function PersonalDetailsDialog() {
  const { user } = useSession();
  const intl = useIntl();
  if (!user) return null;
  const gender = user.gender === 'MALE' ? m.male : user.gender === 'FEMALE' ? m.female : null;
  const rows: [MessageDescriptor, string | null | undefined][] = [
    [m.usernameField, user.username],
    [m.firstName, user.firstName],
    [m.lastName, user.lastName],
    [m.gender, gender && intl.formatMessage(gender)],
    [m.country, user.countryCode && `${user.countryCode} - ${user.country ?? ''}`],
    [m.postalCode, user.postalCode],
    [m.city, user.city],
    [m.address, user.address],
    [m.email, user.email],
    [m.mobile, [user.mobilePrefix, user.mobile].filter(Boolean).join(' ')],
  ];
  return (
    <AppDialog title={<FormattedMessage {...common.personalDetails} />}>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label.id}>
            <dt>
              <FormattedMessage {...label} />
            </dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <p>
        <FormattedMessage {...messages.contactSupport} />
      </p>
    </AppDialog>
  );
}
