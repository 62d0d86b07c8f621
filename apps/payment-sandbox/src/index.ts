export { type FacebookSandboxOptions, facebookSandbox } from './facebook/facebook';
export { appSecretProof, type FacebookApp, FacebookState, type TestUser } from './facebook/state';
export type { ApiFault, WebhookFault } from './faults';
export { Faults } from './faults';
export { hostedSignature } from './hostedPayment/hostedPayment';
export { paypalSignedText, verifyPaypal } from './paypal/signature';
export { defaultRetryDelaysMs, paymentSandbox, Sandbox, type SandboxOptions } from './sandbox';
export { stripeSignature } from './stripe/signature';
export { type Deliver, type DeliveryLog, fetchDeliver, WebhookSender } from './webhooks';
