/** The sandbox's icon (a card with a "test" stripe), inlined in every page so no route serves it. */
export const faviconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect x="4" y="12" width="56" height="40" rx="6" fill="#2d6cdf"/><rect x="4" y="20" width="56" height="8" fill="#1a1f3d"/><rect x="10" y="36" width="22" height="6" rx="2" fill="#f2c14e"/></svg>';

export const faviconLink = `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(faviconSvg)}">`;
