import { Button } from '@casino/ui';
import { useNavigate } from '@tanstack/react-router';
import { defineMessages, FormattedMessage } from 'react-intl';
import { HelpArticle } from '../help/HelpArticle';

const messages = defineMessages({
  promotions: { id: 'aboutBtc.promotions', defaultMessage: 'Crypto promotions' },
});

/** The seeded 'About Bitcoin' article (id 16), then the way back to the promotions on home. */
export function CryptoGuide({ onLeave }: { onLeave?: () => void }) {
  const navigate = useNavigate();
  return (
    <>
      <HelpArticle id={16} />
      <Button
        variant="accent"
        onClick={() => {
          onLeave?.();
          void navigate({ to: '/' });
        }}
      >
        <FormattedMessage {...messages.promotions} />
      </Button>
    </>
  );
}
