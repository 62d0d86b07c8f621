import { createFileRoute, notFound } from '@tanstack/react-router';
import { PaymentPage } from '../features/payment/PaymentPage';
import { isPaymentPage } from '../features/payment/paymentPages';
import { pickSearch } from '../features/routing/search';

// Spec 001 §2: /payment/{paypal,pingpong,pix,cpay}/{pay,return,processing,close,cancel}, paypal/check.
export const Route = createFileRoute('/payment/$provider/$page')({
  validateSearch: (search) => pickSearch(search, ['order_id', 'status', 'biz_id', 'c_url']),
  beforeLoad: ({ params }) => {
    if (!isPaymentPage(params.provider, params.page)) throw notFound();
  },
  component: PaymentPage,
});
