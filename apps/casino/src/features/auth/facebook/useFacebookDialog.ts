import { useEffect, useState } from 'react';
import { api } from '../../app';
import { bootFacebook } from '../../boot';
import type { FacebookDialog } from './facebookReturn';

const fromPage = bootFacebook();
let asked: Promise<FacebookDialog | null> | undefined =
  fromPage === undefined ? undefined : Promise.resolve(fromPage);

/**
 * The operator's Facebook app and login dialog, or null: no Facebook button. The page carries it (the
 * server's boot answers); without (the Vite dev server) it is asked once a page.
 */
export function useFacebookDialog(): FacebookDialog | null {
  const [dialog, setDialog] = useState<FacebookDialog | null>(fromPage ?? null);
  useEffect(() => {
    asked ??= api
      .call('/sys/auth/faceBookDialog', undefined, { loading: false })
      .then((answer) => (answer.ok ? answer.data : null));
    let live = true;
    void asked.then((answer) => {
      if (live) setDialog(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  return dialog;
}
