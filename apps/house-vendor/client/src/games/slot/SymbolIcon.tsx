import type { SymbolName } from '../../../../src/games/slot/symbols';

/**
 * A symbol as a small SVG for the pay table (the reels draw the same shapes with PixiJS), shapes only:
 * its name is the label beside it, in the player's language.
 */
const SHAPES: Record<SymbolName, string> = {
  cherry:
    '<path d="M34 62C38 38 52 24 70 16M66 64C62 42 62 30 70 16" stroke="#48bb78" stroke-width="5" fill="none"/><circle cx="34" cy="68" r="15" fill="#e53e3e"/><circle cx="66" cy="70" r="15" fill="#c53030"/>',
  lemon: '<ellipse cx="50" cy="52" rx="32" ry="23" fill="#ecc94b"/>',
  orange:
    '<circle cx="50" cy="54" r="28" fill="#ed8936"/><path d="M50 26l12-12" stroke="#48bb78" stroke-width="5"/>',
  plum: '<circle cx="50" cy="55" r="26" fill="#805ad5"/><path d="M50 29q6-13 18-13" stroke="#48bb78" stroke-width="5" fill="none"/>',
  grape: [
    [40, 32],
    [60, 32],
    [30, 50],
    [50, 50],
    [70, 50],
    [40, 68],
    [60, 68],
    [50, 84],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10.5" fill="#6b46c1"/>`)
    .join(''),
  bell: '<path d="M50 16C30 16 28 40 28 56L20 72H80L72 56C72 40 70 16 50 16Z" fill="#d69e2e"/><circle cx="50" cy="78" r="8" fill="#b7791f"/>',
  bar: '<rect x="10" y="22" width="80" height="56" rx="8" fill="#2d3748" stroke="#e2e8f0" stroke-width="3"/><rect x="20" y="30" width="60" height="10" rx="3" fill="#ecc94b"/><rect x="20" y="45" width="60" height="10" rx="3" fill="#ecc94b"/><rect x="20" y="60" width="60" height="10" rx="3" fill="#ecc94b"/>',
  seven:
    '<polygon points="22,16 80,16 80,29 50,86 33,86 62,30 22,30" fill="#f56565" stroke="#742a2a" stroke-width="4" stroke-linejoin="round"/>',
  wild: '<polygon points="50,8 62,38 94,38 68,58 78,90 50,70 22,90 32,58 6,38 38,38" fill="#f6e05e" stroke="#b7791f" stroke-width="3"/><polygon points="36,62 34,44 43,52 50,38 57,52 66,44 64,62" fill="#744210"/>',
  scatter: '<polygon points="50,10 88,44 50,92 12,44" fill="#4fd1c5" stroke="#e6fffa" stroke-width="4"/>',
};

/** `label` is the symbol's name in the player's language (`slot.symbol.<name>`), never its id. */
export function SymbolIcon({ name, label, size = 40 }: { name: SymbolName; label: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      role="img"
      aria-label={label}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed shapes from this file, no outside text
      dangerouslySetInnerHTML={{ __html: SHAPES[name] }}
    />
  );
}
