import { BannerCarousel as UiBannerCarousel } from '@casino/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../app';
import { useLanguage } from '../i18n/LanguageProvider';
import { useSession } from '../session/useSession';
import { dialogs } from '../shell/dialogs';
import { common } from '../shell/messages';
import { notify } from '../shell/notify';
import { type Banner, loadBanners } from './banners';
import * as styles from './games.css';
import { gameMessages, slideOf } from './messages';
import { useGameLauncher } from './useGameLauncher';

/** Spec 000 §2: the home carousel autoplays every 3000 ms; a game banner opens Join for a guest. */
export function BannerCarousel() {
  // null while loading: the banner's box is drawn at once, so the lists below do not jump when it comes.
  const [banners, setBanners] = useState<Banner[] | null>(null);
  const { user } = useSession();
  const navigate = useNavigate();
  const intl = useIntl();
  const t = intl.formatMessage;
  const { language } = useLanguage();
  const play = useGameLauncher();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the banners' words are in the player's language, so a new language asks again
  useEffect(() => {
    let live = true;
    void loadBanners().then((loaded) => {
      if (live) setBanners(loaded);
    });
    return () => {
      live = false;
    };
  }, [language]);

  if (banners === null) return <div className={styles.bannerSlot} />;
  if (banners.length === 0) return null;
  const open = async (banner: Banner) => {
    if (banner.gameId && !user) dialogs.open({ name: 'join' });
    else if (banner.gameId) {
      // A member's click on a game banner plays it, through the game-click rules (block check).
      const game = await api.call('/base/game/get', { id: banner.gameId });
      if (game.ok) await play(game.data, false);
      else notify(game.message);
    } else if (banner.link?.startsWith('/#/')) void navigate({ href: banner.link.slice(2) });
    else if (banner.link) window.open(banner.link, '_blank', 'noopener');
  };
  return (
    <UiBannerCarousel
      banners={banners.map((banner) => ({
        id: String(banner.id),
        image: banner.image,
        mobileImage: banner.mobileImage,
        ...(banner.title ? { title: banner.title } : {}),
        ...(banner.text ? { text: banner.text } : {}),
        alt: t(gameMessages.banners),
      }))}
      label={t(gameMessages.banners)}
      previousLabel={t(gameMessages.previous)}
      nextLabel={t(common.next)}
      slideLabel={(position, count) => t(slideOf, { position, count })}
      onSelect={(chosen) => {
        const banner = banners.find((candidate) => String(candidate.id) === chosen.id);
        if (banner) void open(banner);
      }}
      interval={3000}
    />
  );
}
