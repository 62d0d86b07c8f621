import { Popup, PromotionCard } from '@casino/ui';
import { defineMessages, useIntl } from 'react-intl';
import { api } from '../app';
import { useGameLauncher } from '../games/useGameLauncher';
import { dialogs } from '../shell/dialogs';
import { common } from '../shell/messages';
import { notify } from '../shell/notify';
import type { PromotionPopup } from './promotionPopup';

const actionLabels = defineMessages({
  DEPOSIT: { id: 'promotion.action.deposit', defaultMessage: 'Deposit now' },
  INVITE: { id: 'promotion.action.invite', defaultMessage: 'Invite friends' },
  REGISTER: { id: 'promotion.action.register', defaultMessage: 'Join now' },
  LAUNCH_GAME: { id: 'promotion.action.launchGame', defaultMessage: 'Play now' },
  CLOSE_ONLY: { id: 'promotion.action.close', defaultMessage: 'OK' },
});

/** The promotion pop-up (spec 000 §2) and its button actions (002 §4). */
export default function PromotionPopupDialog({ popup }: { popup: PromotionPopup }) {
  const intl = useIntl();
  const launch = useGameLauncher();

  const act = async () => {
    switch (popup.action) {
      case 'DEPOSIT':
        return dialogs.open({ name: 'deposit' });
      case 'INVITE':
        return dialogs.open({ name: 'invite' });
      case 'REGISTER':
        return dialogs.open({ name: 'join' });
      case 'LAUNCH_GAME': {
        const game = popup.gameId === null ? null : await api.call('/base/game/get', { id: popup.gameId });
        if (!game?.ok) {
          dialogs.close();
          return notify(game?.message ?? '');
        }
        // The game-click rules apply: a guest is asked to log in, a member's block check runs.
        return launch(game.data, false);
      }
      case 'CLOSE_ONLY':
        return dialogs.close();
    }
  };

  return (
    // The native pop-up, not AppDialog: it shows on home unasked, so it must not bring the dialog library.
    <Popup title={popup.title} closeLabel={intl.formatMessage(common.close)} onClose={() => dialogs.close()}>
      <PromotionCard
        image={popup.image ?? undefined}
        text={popup.text}
        actionLabel={intl.formatMessage(actionLabels[popup.action])}
        onAction={() => void act()}
      />
    </Popup>
  );
}
