import { type FocusEvent, useEffect, useState } from 'react';
import { desktopQuery } from '../../themes/breakpoints';
import { classNames } from '../private/classNames';
import { ChevronLeftIcon, ChevronRightIcon } from '../private/icons';
import { usePrefersReducedMotion } from '../private/usePrefersReducedMotion';
import * as styles from './BannerCarousel.css';

export interface Banner {
  id: string;
  /** Desktop image URL: artwork without words (the title and text are drawn over it). */
  image: string;
  /** Mobile image URL; the desktop image when absent. */
  mobileImage?: string;
  /** The headline drawn over the artwork, in the player's language; the slide's name when present. */
  title?: string;
  /** The line under the headline. */
  text?: string;
  /** Describes the artwork when it has no title to name it (an operator's banner with words in it). */
  alt: string;
}

export interface BannerCarouselProps {
  banners: Banner[];
  /** Accessible name of the carousel, e.g. 'Promotions'. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Names each slide and its dot, e.g. (2, 5) => 'Slide 2 of 5'. */
  slideLabel: (position: number, count: number) => string;
  /** A banner click; the app decides between a link, a game and the Join dialog. */
  onSelect?: (banner: Banner) => void;
  /** Milliseconds each banner shows while autoplaying (spec 000 §9: 3000). */
  interval?: number;
}

/*
 * Autoplays, but never while the pointer is over it, focus is inside it, or the player asked for
 * reduced motion (WCAG 2.2.2). While paused, slide changes are announced; while playing they are not.
 * The words are text over the artwork, so they read in every language and a phone keeps them legible;
 * the dots sit under the slides, clear of the words, and on a phone the arrows give way to them.
 */
export function BannerCarousel({
  banners,
  label,
  previousLabel,
  nextLabel,
  slideLabel,
  onSelect,
  interval = 3000,
}: BannerCarouselProps) {
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = banners.length;
  const playing = count > 1 && !hovered && !focused && !reducedMotion;
  const shown = count > 0 ? current % count : 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` restarts the timer on every slide change, so a manual step also gets the full interval
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setCurrent((index) => (index + 1) % count), interval);
    return () => clearTimeout(timer);
  }, [playing, shown, count, interval]);

  if (count === 0) return null;

  const go = (index: number) => setCurrent((index + count) % count);
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div aria-live={playing ? 'off' : 'polite'}>
        {banners.map((banner, index) => {
          const picture = (
            <>
              <picture>
                <source media={desktopQuery} srcSet={banner.image} />
                <img
                  className={styles.image}
                  src={banner.mobileImage ?? banner.image}
                  alt={banner.title ? '' : banner.alt}
                />
              </picture>
              {banner.title ? (
                <span className={styles.caption}>
                  <span className={styles.title}>{banner.title}</span>
                  {banner.text ? <span className={styles.text}>{banner.text}</span> : null}
                </span>
              ) : null}
            </>
          );
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide with role group, not a form fieldset
            <div
              key={banner.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index + 1, count)}
              hidden={index !== shown}
            >
              {onSelect ? (
                <button type="button" className={styles.slideButton} onClick={() => onSelect(banner)}>
                  {picture}
                </button>
              ) : (
                <div className={styles.slideButton}>{picture}</div>
              )}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={classNames(styles.arrow, styles.previous)}
            aria-label={previousLabel}
            onClick={() => go(shown - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={classNames(styles.arrow, styles.next)}
            aria-label={nextLabel}
            onClick={() => go(shown + 1)}
          >
            <ChevronRightIcon />
          </button>
          <ul className={styles.dots}>
            {banners.map((banner, index) => (
              <li key={banner.id}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={slideLabel(index + 1, count)}
                  aria-current={index === shown ? 'true' : undefined}
                  onClick={() => go(index)}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
