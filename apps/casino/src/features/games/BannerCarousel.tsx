import type { components } from '@casino/api-client';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../app';
import { isMobile } from '../device';
import { useSession } from '../session/useSession';
import { dialogs } from '../shell/dialogs';
import * as styles from './games.css';
import { gameMessages } from './messages';

type Banner = components['schemas']['Banner'];

/** Spec 000 §2: the home carousel autoplays every 3000 ms; a game banner opens Join for a guest. */
export function BannerCarousel() {
  const [banners, setBanners] = useState<Banner[]>([]);
  const [index, setIndex] = useState(0);
  const { user } = useSession();
  const navigate = useNavigate();
  const intl = useIntl();

  useEffect(() => {
    void api
      .call('/base/banner/listAll', { enabled: 1, sortIndex_0: 'ASC' }, { loading: false })
      .then((result) => {
        if (result.ok) setBanners(result.data);
      });
  }, []);

  useEffect(() => {
    if (banners.length < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % banners.length), 3000);
    return () => clearInterval(timer);
  }, [banners.length]);

  const banner = banners[index];
  if (!banner) return null;
  const open = () => {
    if (banner.gameId && !user) dialogs.open({ name: 'join' });
    else if (banner.link?.startsWith('/#/')) void navigate({ href: banner.link.slice(2) });
    else if (banner.link) window.open(banner.link, '_blank', 'noopener');
  };
  return (
    <section aria-roledescription="carousel" aria-label={intl.formatMessage(gameMessages.banners)}>
      <button type="button" onClick={open} className={styles.bannerButton}>
        <img className={styles.banner} src={isMobile ? banner.mobileImage : banner.image} alt="" />
      </button>
    </section>
  );
}
