// Desktop or mobile layout (spec 000 §6): the user agent decides; the viewport only when the agent says
// nothing (iPadOS reports a desktop Safari, embedded browsers may send no agent at all).
const mobileAgents = /Android|iPhone|SymbianOS|Windows Phone|iPad|iPod/;

export function isMobileAgent(userAgent: string): boolean {
  return mobileAgents.test(userAgent);
}

export function detectMobile(userAgent: string, touchPoints: number, viewportWidth: number): boolean {
  if (isMobileAgent(userAgent)) return true;
  if (/Macintosh/.test(userAgent) && touchPoints > 1) return true;
  if (!userAgent) return viewportWidth < 768;
  return false;
}

export const isMobile =
  typeof navigator === 'undefined'
    ? false
    : detectMobile(navigator.userAgent, navigator.maxTouchPoints ?? 0, window.innerWidth);

/** The game channel the launch calls take (spec 000 §7). */
export const gameChannel = isMobile ? 'mobile' : 'pc';
