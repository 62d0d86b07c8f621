import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { isMobile } from '../device';
import { dialogs } from '../shell/dialogs';
import { common } from '../shell/messages';
import { CryptoGuide } from './CryptoGuide';

/** The /aboutBtc address: a page on desktop (opened in its own tab), the pop-up over home on mobile. */
export function CryptoGuidePage() {
  const navigate = useNavigate();
  useEffect(() => {
    // Home first, then the pop-up over it: a pop-up belongs to the page it opened on.
    if (isMobile) void navigate({ to: '/', replace: true }).then(() => dialogs.open({ name: 'aboutBtc' }));
  }, [navigate]);
  if (isMobile) return null;
  return (
    <section>
      <h1>
        <FormattedMessage {...common.aboutBtc} />
      </h1>
      <CryptoGuide />
    </section>
  );
}
