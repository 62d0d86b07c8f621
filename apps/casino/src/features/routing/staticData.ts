import type { MessageDescriptor } from 'react-intl';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page title (plus the site name) and the breadcrumb's last step. */
    title?: MessageDescriptor;
  }
}
