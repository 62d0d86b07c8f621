import { isMobile } from '../device';
import { dialogs } from '../shell/dialogs';

/** Spec 000 §2: the crypto guide opens in a new tab on desktop and as a pop-up on mobile. */
export function openCryptoGuide(): void {
  if (isMobile) dialogs.open({ name: 'aboutBtc' });
  else window.open('#/aboutBtc', '_blank', 'noopener');
}
