import { CategorySidebar, EmptyState } from '@casino/ui';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useSession } from '../session/useSession';
import { dialogs } from '../shell/dialogs';
import { common } from '../shell/messages';
import { storageKeys, store } from '../site';
import { BannerCarousel } from './BannerCarousel';
import { GameList } from './GameList';
import { GameTiles } from './GameTiles';
import { type HomeLists, type ListKind, loadHomeLists } from './gameLists';
import * as styles from './games.css';
import { gameMessages } from './messages';
import { useGameLauncher } from './useGameLauncher';

const route = getRouteApi('/');

type Category = 'all' | ListKind;
const categories: [Category, MessageDescriptor][] = [
  ['top', gameMessages.top],
  ['all', gameMessages.all],
  ['slots', gameMessages.slots],
  ['table', gameMessages.table],
  ['fun', gameMessages.fun],
];

const homeSections: [keyof HomeLists, MessageDescriptor][] = [
  ['recently', gameMessages.recently],
  ['top', gameMessages.top],
  ['slotsGames', gameMessages.slots],
  ['tableGames', gameMessages.table],
  ['liveCasino', gameMessages.live],
];

// Kept across visits to home, like the lists themselves.
let lastCategory: Category = 'all';
let cachedLists: HomeLists | null = null;

export function HomePage() {
  const { code, payStatus } = route.useSearch();
  const navigate = route.useNavigate();
  const { user } = useSession();
  const intl = useIntl();
  const play = useGameLauncher();
  const [category, setCategory] = useState<Category>(lastCategory);
  const [lists, setLists] = useState<HomeLists | null>(cachedLists);

  // Spec 000 §4: the invite code of /#/?code= is kept until registration.
  useEffect(() => {
    if (code) store.set(storageKeys.invitorCode, code);
  }, [code]);

  useEffect(() => {
    if (!payStatus) return;
    // A provider's page opened in a payment window came back here: the pop-up that opened the window
    // shows the result (001 §4, PAY_CLOSE), and the window closes.
    if (window.opener && window.opener !== window) {
      window.opener.postMessage('PAY_CLOSE', window.location.origin);
      window.close();
      return;
    }
    dialogs.open({ name: 'payStatus', status: payStatus });
    void navigate({ search: {}, replace: true });
  }, [payStatus, navigate]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when the player changes (recently played is per member)
  useEffect(() => {
    let live = true;
    void loadHomeLists().then((loaded) => {
      if (!live || !loaded) return;
      cachedLists = loaded;
      setLists(loaded);
    });
    return () => {
      live = false;
    };
  }, [user?.id]);

  const choose = (next: Category | 'treasure') => {
    // Spec 000 §2: Treasure (members only) is no list; it opens the invitation pop-up.
    if (next === 'treasure') return dialogs.open({ name: 'invite' });
    lastCategory = next;
    setCategory(next);
    window.scrollTo({ top: 0 });
  };

  const visible = lists ? homeSections.filter(([key]) => lists[key].count > 0) : [];
  return (
    <div className={styles.layout}>
      <div className={styles.categories}>
        <CategorySidebar
          label={intl.formatMessage(gameMessages.categories)}
          categories={[
            ...categories.map(([id, label]) => ({ id, label: intl.formatMessage(label) })),
            { id: 'treasure', label: intl.formatMessage(gameMessages.treasure), loggedInOnly: true },
          ]}
          selected={category}
          loggedIn={Boolean(user)}
          onSelect={(id) => choose(id as Category | 'treasure')}
        />
      </div>
      <div>
        <BannerCarousel />
        {category === 'all' ? (
          lists === null ? null : visible.length === 0 ? (
            <EmptyState title={intl.formatMessage(common.comingSoon)} />
          ) : (
            visible.map(([key, label]) => (
              <section key={key} aria-labelledby={`list-${key}`}>
                <h2 id={`list-${key}`}>
                  <FormattedMessage {...label} />
                </h2>
                <GameTiles games={lists![key].data} onPlay={(game) => void play(game, false)} />
              </section>
            ))
          )
        ) : (
          <GameList key={category} kind={category} onPlay={(game) => void play(game, category === 'fun')} />
        )}
      </div>
    </div>
  );
}
