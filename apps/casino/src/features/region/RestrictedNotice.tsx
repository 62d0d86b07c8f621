import { FormattedMessage } from 'react-intl';
import { common } from '../shell/messages';
import { SITE_NAME } from '../site';

/**
 * What a player in a restricted country sees when the region check gives no page of the operator's
 * to go to: the notice and nothing else, no games, no sign-up.
 */
export function RestrictedNotice() {
  return (
    <main
      role="alertdialog"
      aria-labelledby="restricted-title"
      style={{ maxWidth: 480, margin: '20vh auto', padding: 24, textAlign: 'center' }}
    >
      <p>{SITE_NAME}</p>
      <h1 id="restricted-title">
        <FormattedMessage {...common.restrictedTitle} />
      </h1>
      <p>
        <FormattedMessage {...common.restrictedNote} />
      </p>
    </main>
  );
}
