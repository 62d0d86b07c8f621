import { faviconLink } from './favicon';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

/**
 * A hosted page: a title, lines of text and one form per button, each posting to its action. The
 * button names are the README's (Pay, Decline, Cancel; Complete authentication, Fail authentication)
 * so people and browser tests find them by name.
 */
export function hostedPage(
  title: string,
  lines: string[],
  buttons: { name: string; action: string }[],
): string {
  const forms = buttons
    .map(
      (button) =>
        `<form method="post" action="${escapeHtml(button.action)}"><button type="submit">${escapeHtml(button.name)}</button></form>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>${faviconLink}
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
form{display:inline-block;margin:.5rem .5rem 0 0}button{font-size:1rem;padding:.5rem 1rem}
.note{color:#666;font-size:.85rem}</style></head>
<body><h1>${escapeHtml(title)}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${forms}
<p class="note">Payment sandbox: no real money moves.</p>
</body></html>`;
}

/**
 * The page a provider's window shows once paid, declined or cancelled: it tells the casino page that
 * opened it (001 §4, PAY_CLOSE) by a script file of the sandbox's own, so a site's CSP that allows
 * only its own scripts lets it run. `sandboxUrl` is the sandbox's base (…/sandbox).
 */
export function closingPage(title: string, lines: string[], sandboxUrl: string): string {
  return hostedPage(title, lines, []).replace(
    '</body>',
    `<script src="${escapeHtml(sandboxUrl)}/pay-close.js"></script></body>`,
  );
}

/** Where a provider's pages are, its sandbox's base is one folder up. */
export const sandboxBase = (providerUrl: string) => providerUrl.replace(/\/[^/]+$/, '');
