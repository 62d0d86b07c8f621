import { Navigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { isMobile } from '../device';
import { dialogs } from '../shell/dialogs';
import { common } from '../shell/messages';
import { CryptoGuide } from './CryptoGuide';

/** The /aboutBtc address: a page on desktop (opened in its own tab), the pop-up over home on mobile. */
export function CryptoGuidePage() {
  useEffect(() => {
    if (isMobile) dialogs.open({ name: 'aboutBtc' });
  }, []);
  if (isMobile) return <Navigate to="/" replace />;
  return (
    <section>
      <h1>
        <FormattedMessage {...common.aboutBtc} />
      </h1>
      <CryptoGuide />
    </section>
  );
}
