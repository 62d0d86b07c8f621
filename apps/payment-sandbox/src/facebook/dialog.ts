import { faviconLink } from '../favicon';
import { escapeHtml } from '../page';
import type { FacebookApp, TestUser } from './state';

/** What the login dialog was opened with, carried through its form. */
export interface DialogRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  scope: string;
}

const style = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
fieldset{border:1px solid #ccc;margin:0 0 1rem;padding:.5rem 1rem}label{display:block;margin:.4rem 0}
input[type=text],input[type=email]{width:100%;box-sizing:border-box;padding:.4rem;font-size:1rem}
button{font-size:1rem;padding:.5rem 1rem;margin:.5rem .5rem 0 0}.note{color:#666;font-size:.85rem}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>${faviconLink}<style>${style}</style></head>
<body><h1>${escapeHtml(title)}</h1>
${body}
<p class="note">Identity sandbox: a stand-in for Facebook Login; no real account is used.</p>
</body></html>`;
}

/** Facebook's own refusal pages (an unknown app, a redirect address the app did not register). */
export function errorPage(message: string): string {
  return page('Facebook Login', `<p role="alert">${escapeHtml(message)}</p>`);
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/**
 * The login dialog: pick a test user or enter a new one (an empty e-mail is a person who joined
 * Facebook with a phone number), choose whether to share the e-mail, then Continue or Cancel. One form,
 * posted back to the dialog, so a person, a browser test or `fetch` drives it alike.
 */
export function dialogPage(app: FacebookApp, request: DialogRequest, users: TestUser[]): string {
  const asksEmail = request.scope.split(/[ ,]+/).includes('email');
  const choices = users
    .map(
      (user, index) =>
        `<label><input type="radio" name="user_id" value="${escapeHtml(user.id)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(
          `${user.firstName} ${user.lastName}`,
        )}${user.email ? ` (${escapeHtml(user.email)})` : ' (no e-mail)'}</label>`,
    )
    .join('\n');
  const fields = [
    hidden('client_id', request.clientId),
    hidden('redirect_uri', request.redirectUri),
    hidden('state', request.state),
    hidden('scope', request.scope),
  ].join('');
  return page(
    'Log in with Facebook',
    `<p>${escapeHtml(app.name)} will receive your name and profile picture${asksEmail ? ' and e-mail address' : ''}.</p>
<form method="post" action="oauth">${fields}
<fieldset><legend>Test user</legend>
${choices}
<label><input type="radio" name="user_id" value="new"${users.length === 0 ? ' checked' : ''}> A new test user</label>
<label>First name <input type="text" name="first_name" autocomplete="off"></label>
<label>Last name <input type="text" name="last_name" autocomplete="off"></label>
<label>E-mail (empty: none) <input type="email" name="email" autocomplete="off"></label>
</fieldset>
${asksEmail ? '<label><input type="checkbox" name="share_email" value="1" checked> Share my e-mail address</label>' : ''}
<button type="submit" name="action" value="continue">Continue</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form>`,
  );
}
