import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { dialogs } from '../../shell/dialogs';
import { notify } from '../../shell/notify';
import { socialMessages } from '../messages';
import { takePendingFacebookReturn } from './facebookReturn';

/** Once the app shows, what Facebook's dialog answered: the token finishes the sign-up in its dialog. */
export function useFacebookReturn(): void {
  const intl = useIntl();
  useEffect(() => {
    const taken = takePendingFacebookReturn();
    if (taken === undefined) return;
    if (taken.kind === 'token') dialogs.open({ name: 'facebookSignUp', accessToken: taken.accessToken });
    else if (taken.kind === 'cancelled') notify(intl.formatMessage(socialMessages.cancelled), 'info');
    else notify(intl.formatMessage(socialMessages.failed));
  }, [intl]);
}
