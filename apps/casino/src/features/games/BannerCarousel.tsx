import { BannerCarousel as UiBannerCarousel } from '@casino/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../session/useSession';
import { dialogs } from '../shell/dialogs';
import { common } from '../shell/messages';
import { type Banner, loadBanners } from './banners';
import * as styles from './games.css';
import { gameMessages, slideOf } from './messages';

/** Spec 000 §2: the home carousel autoplays every 3000 ms; a game banner opens Join for a guest. */
export function BannerCarousel() {
  // null while loading: the banner's box is drawn at once, so the lists below do not jump when it comes.
  const [banners, setBanners] = useState<Banner[] | null>(null);
  const { user } = useSession();
  const navigate = useNavigate();
  const intl = useIntl();
  const t = intl.formatMessage;

  useEffect(() => {
    let live = true;
    void loadBanners().then((loaded) => {
      if (live) setBanners(loaded);
    });
    return () => {
      live = false;
    };
  }, []);

  if (banners === null) return <div className={styles.bannerSlot} />;
  if (banners.length === 0) return null;
  const open = (banner: Banner) => {
    if (banner.gameId && !user) dialogs.open({ name: 'join' });
    else if (banner.link?.startsWith('/#/')) void navigate({ href: banner.link.slice(2) });
    else if (banner.link) window.open(banner.link, '_blank', 'noopener');
  };
  return (
    <UiBannerCarousel
      banners={banners.map((banner) => ({
        id: String(banner.id),
        image: banner.image,
        mobileImage: banner.mobileImage,
        alt: t(gameMessages.banners),
      }))}
      label={t(gameMessages.banners)}
      previousLabel={t(gameMessages.previous)}
      nextLabel={t(common.next)}
      slideLabel={(position, count) => t(slideOf, { position, count })}
      onSelect={(chosen) => {
        const banner = banners.find((candidate) => String(candidate.id) === chosen.id);
        if (banner) open(banner);
      }}
      interval={3000}
    />
  );
}
