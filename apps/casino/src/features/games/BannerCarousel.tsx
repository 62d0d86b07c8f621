import type { components } from '@casino/api-client';
import { BannerCarousel as UiBannerCarousel } from '@casino/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../app';
import { useSession } from '../session/useSession';
import { dialogs } from '../shell/dialogs';
import { common } from '../shell/messages';
import { gameMessages, slideOf } from './messages';

type Banner = components['schemas']['Banner'];

/** Spec 000 §2: the home carousel autoplays every 3000 ms; a game banner opens Join for a guest. */
export function BannerCarousel() {
  const [banners, setBanners] = useState<Banner[]>([]);
  const { user } = useSession();
  const navigate = useNavigate();
  const intl = useIntl();
  const t = intl.formatMessage;

  useEffect(() => {
    void api
      .call('/base/banner/listAll', { enabled: 1, sortIndex_0: 'ASC' }, { loading: false })
      .then((result) => {
        if (result.ok) setBanners(result.data);
      });
  }, []);

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
