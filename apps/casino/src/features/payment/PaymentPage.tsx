import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { api } from '../app';
import { paymentMessages } from './messages';

// Hosted checkouts report failure in the return address's status (spec 001 §2).
const failedStatuses = new Set(['false', 'fail', 'failed', 'error', 'cancel', 'canceled', 'cancelled']);

const route = getRouteApi('/payment/$provider/$page');

/**
 * The pages payment providers send the player back to. They hand over to home, which opens the
 * matching pop-up and clears the query (?payStatus=payReturn | payCancel | payError).
 */
export function PaymentPage() {
  const { provider, page } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();

  useEffect(() => {
    const done = (payStatus: 'payReturn' | 'payCancel' | 'payError') =>
      void navigate({ to: '/', search: { payStatus }, replace: true });
    if (page === 'cancel') return done('payCancel');
    if (page === 'close') {
      window.close();
      return;
    }
    if (page === 'return' && provider === 'paypal') {
      void navigate({
        to: '/payment/$provider/$page',
        params: { provider, page: 'check' },
        search,
        replace: true,
      });
      return;
    }
    if (page === 'return')
      return done(
        search.status && failedStatuses.has(search.status.toLowerCase()) ? 'payError' : 'payReturn',
      );
    if (page === 'check' && search.biz_id && search.c_url) {
      const { biz_id: bizId, c_url: cSite } = search;
      // Spec 001 §5: PayPal-style orders are polled every second until the status is "true" or "false".
      const timer = setInterval(async () => {
        const order = await api.call('/sys/paypal/findOrder', { bizId, cSite }, { loading: false });
        if (!order.ok) return;
        if (order.data.status === 'true') done('payReturn');
        else if (order.data.status === 'false') done('payError');
      }, 1000);
      return () => clearInterval(timer);
    }
  }, [provider, page, search, navigate]);

  return (
    <p role="status">
      <FormattedMessage {...(page === 'close' ? paymentMessages.closeWindow : paymentMessages.processing)} />
    </p>
  );
}
