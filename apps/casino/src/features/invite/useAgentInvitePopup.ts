import { useEffect } from 'react';
import { useSession } from '../session/useSession';
import { dialogs } from '../shell/dialogs';

/** Member type 10 (spec 002 §3, §6). */
const AGENT = 10;

/** The member it was shown to since their login on this page; a logout forgets it. */
let shownTo: number | null = null;

/**
 * Spec 002 §6: an agent member has an invite bonus pop-up. It opens once after an agent logs in on
 * this page (the session's login flag, which lasts until logout), since inviting is what an agent
 * account is for; token refreshes and later renders do not open it again.
 */
export function useAgentInvitePopup(): void {
  const { user, loginAction } = useSession();
  const memberId = user?.id;
  const agent = user?.memberType === AGENT;
  useEffect(() => {
    if (memberId === undefined) {
      shownTo = null;
      return;
    }
    if (!loginAction || !agent || shownTo === memberId) return;
    shownTo = memberId;
    dialogs.open({ name: 'invite' });
  }, [loginAction, agent, memberId]);
}
