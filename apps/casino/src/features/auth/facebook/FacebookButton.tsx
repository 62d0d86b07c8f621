import { Button } from '@casino/ui';
import { FormattedMessage } from 'react-intl';
import { pathOf } from '../../shell/dialogs';
import { socialMessages } from '../messages';
import { openFacebookDialog } from './facebookReturn';
import { useFacebookDialog } from './useFacebookDialog';

/** Pages that have nothing to come back to once the player is in. */
const leavingPages = ['/join', '/login'];

/** "Continue with Facebook": signs up or in through Facebook's login dialog; absent without a Facebook app. */
export function FacebookButton() {
  const dialog = useFacebookDialog();
  if (dialog === null) return null;
  const back = () => {
    const path = pathOf(window.location.hash);
    return leavingPages.includes(path) ? '/' : path;
  };
  return (
    <Button type="button" variant="secondary" fullWidth onClick={() => openFacebookDialog(dialog, back())}>
      <FormattedMessage {...socialMessages.continueWithFacebook} />
    </Button>
  );
}
