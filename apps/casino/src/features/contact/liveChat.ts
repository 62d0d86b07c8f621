import { api } from '../app';

let loading: Promise<boolean> | null = null;

/** An https address (or one of this site): the chat script is an operator setting, never inline code. */
function scriptAddress(value: string | null): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), window.location.href);
    return url.protocol === 'https:' || url.origin === window.location.origin ? url : null;
  } catch {
    return null;
  }
}

/**
 * Whether the operator configured a chat script this site can load: without one no chat is offered,
 * rather than one that is always "not available" (issue 32 §12).
 */
export async function liveChatConfigured(): Promise<boolean> {
  const setting = await api.call('/sys/sysSetting/acquire', { name: 'liveChatScript' }, { loading: false });
  return setting.ok && scriptAddress(setting.data) !== null;
}

/**
 * Loads the live-chat widget once a page (spec 000 §4: the script loads once): the address in the
 * liveChatScript setting, added as a script element. The site's Content-Security-Policy lets it run
 * only from an origin the operator listed in SCRIPT_HOSTS (apps/server README); an inline snippet is
 * never evaluated. The member's username goes on the element (data-visitor-name) for widgets that
 * greet by name. Resolves false when there is no chat to load.
 */
export function loadLiveChat(visitorName?: string): Promise<boolean> {
  loading ??= api
    .call('/sys/sysSetting/acquire', { name: 'liveChatScript' }, { loading: false })
    .then(
      (setting) =>
        new Promise<boolean>((resolve) => {
          const url = setting.ok ? scriptAddress(setting.data) : null;
          if (!url) return resolve(false);
          const script = document.createElement('script');
          script.src = url.toString();
          script.async = true;
          if (visitorName) script.dataset.visitorName = visitorName;
          script.addEventListener('load', () => resolve(true));
          script.addEventListener('error', () => resolve(false));
          document.head.append(script);
        }),
    )
    .then((loaded) => {
      // A failed load may be tried again later; a loaded widget never twice.
      if (!loaded) loading = null;
      return loaded;
    });
  return loading;
}
