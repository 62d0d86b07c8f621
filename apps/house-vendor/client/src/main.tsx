import '@casino/ui/fonts.css';
import { darkTheme } from '@casino/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HouseApi, pageSession } from './api';
import { GameFrame } from './frame/GameFrame';
import { loadGame } from './games/registry';
import { type Lang, loadMessages, localeOf, resolveLang, translator } from './i18n';
import { moneyFormat } from './money';

const frameLang = import.meta.glob('./frame/lang/*.json', { import: 'default' });

/** Boot: the page session, the frame's words and the game's module and words, then the frame. */
async function boot(): Promise<void> {
  document.body.classList.add(darkTheme);
  const root = createRoot(document.getElementById('root')!);
  const page = pageSession();
  let lang: Lang = resolveLang(page.lang);
  const frameWords = loadMessages(frameLang, lang);
  const say = async (key: string) =>
    root.render(<p style={{ padding: 16 }}>{translator(await frameWords)(key)}</p>);
  if (!page.sessionId) return say('error.linkUsed');
  const api = new HouseApi(page.apiPath, page.sessionId);
  // the page carries the session's state when it opened the launch; a reload asks for it
  const state = page.state ? { ok: true as const, data: page.state } : await api.session();
  if (!state.ok) return say(state.reason === 'network' ? 'error.network' : 'error.sessionInvalid');
  lang = resolveLang(state.data.lang);
  const game = await loadGame(state.data.game.engine);
  if (!game) return say('error.sessionInvalid');
  const [frameMessages, gameMessages] = await Promise.all([
    loadMessages(frameLang, lang),
    loadMessages(game.lang, lang),
  ]);
  const locale = localeOf(lang);
  document.documentElement.lang = lang;
  root.render(
    <StrictMode>
      <GameFrame
        session={state.data}
        api={api}
        game={game}
        t={translator({ ...frameMessages, ...gameMessages })}
        money={moneyFormat(locale, state.data.currency)}
        locale={locale}
      />
    </StrictMode>,
  );
}

void boot();
