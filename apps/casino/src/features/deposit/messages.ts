import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  title: { id: 'deposit.title', defaultMessage: 'Deposit' },
  chooseMethod: { id: 'deposit.chooseMethod', defaultMessage: 'Choose a payment method' },
  loadingMethods: { id: 'deposit.loadingMethods', defaultMessage: 'Loading payment methods…' },
  noMethods: { id: 'deposit.noMethods', defaultMessage: 'No payment method is available right now' },
  changeMethod: { id: 'deposit.changeMethod', defaultMessage: 'Change payment method' },
  amount: { id: 'deposit.amount', defaultMessage: 'Amount' },
  otherAmount: { id: 'deposit.otherAmount', defaultMessage: 'Other amount' },
  amountRange: { id: 'deposit.amountRange', defaultMessage: 'Between {min} and {max}' },
  submit: { id: 'deposit.submit', defaultMessage: 'Deposit now' },
  amountTip: { id: 'deposit.amountTip', defaultMessage: 'Please enter the amount' },
  amountTip1: { id: 'deposit.amountTip1', defaultMessage: 'The minimum deposit is {amount}' },
  maxAmountTip1: {
    id: 'deposit.maxAmountTip1',
    defaultMessage: 'The maximum deposit is {amount}',
  },
  coinTip: { id: 'deposit.coinTip', defaultMessage: 'Please choose a coin' },
  cardNumberTip: { id: 'deposit.cardNumberTip', defaultMessage: 'Please enter the card number' },
  cvvTip: { id: 'deposit.cvvTip', defaultMessage: 'Please enter the CVV' },
  monthTip: { id: 'deposit.monthTip', defaultMessage: 'Please choose the expiry month' },
  yearTip: { id: 'deposit.yearTip', defaultMessage: 'Please choose the expiry year' },
  firstNameTip: { id: 'deposit.firstNameTip', defaultMessage: 'Please enter the first name' },
  lastNameTip: { id: 'deposit.lastNameTip', defaultMessage: 'Please enter the last name' },
  countryTip: { id: 'deposit.countryTip', defaultMessage: 'Please enter the country' },
  stateTip: { id: 'deposit.stateTip', defaultMessage: 'Please enter the state' },
  townCityTip: { id: 'deposit.townCityTip', defaultMessage: 'Please enter the town or city' },
  addressTip: { id: 'deposit.addressTip', defaultMessage: 'Please enter the address' },
  postalTip: { id: 'deposit.postalTip', defaultMessage: 'Please enter the postal code' },
  cardNumber: { id: 'deposit.cardNumber', defaultMessage: 'Card number' },
  cvv: { id: 'deposit.cvv', defaultMessage: 'CVV' },
  expireMonth: { id: 'deposit.expireMonth', defaultMessage: 'Expiry month' },
  expireYear: { id: 'deposit.expireYear', defaultMessage: 'Expiry year' },
  firstName: { id: 'deposit.firstName', defaultMessage: 'Name on the card' },
  country: { id: 'deposit.country', defaultMessage: 'Country' },
  state: { id: 'deposit.state', defaultMessage: 'State' },
  city: { id: 'deposit.city', defaultMessage: 'Town or city' },
  address: { id: 'deposit.address', defaultMessage: 'Address' },
  postalCode: { id: 'deposit.postalCode', defaultMessage: 'Postal code' },
  onlyMastercard: { id: 'deposit.onlyMastercard', defaultMessage: 'Only Mastercard is currently supported.' },
  terms: {
    id: 'deposit.terms',
    defaultMessage:
      'By depositing you accept the <terms>terms and conditions</terms> and the <privacy>privacy policy</privacy>.',
  },
  depositSuccessfully: { id: 'deposit.depositSuccessfully', defaultMessage: 'Deposit successful' },
  warning: { id: 'deposit.warning', defaultMessage: 'Warning' },
  payInWindow: {
    id: 'deposit.payInWindow',
    defaultMessage: 'Complete the payment in the window that opened. This dialog follows it.',
  },
  windowBlocked: {
    id: 'deposit.windowBlocked',
    defaultMessage: 'The payment window did not open. Allow pop-ups for this site and try again.',
  },
  openWindow: { id: 'deposit.openWindow', defaultMessage: 'Open the payment window' },
  qrLabel: { id: 'deposit.qrLabel', defaultMessage: 'QR code to pay' },
  loadingQr: { id: 'deposit.loadingQr', defaultMessage: 'Preparing the QR code…' },
  cashNote: { id: 'deposit.cashNote', defaultMessage: 'Payment note: {note}' },
  madeTransfer: { id: 'deposit.madeTransfer', defaultMessage: "I've made the transfer" },
  transactionSuccessful: { id: 'deposit.transactionSuccessful', defaultMessage: 'Transaction successful' },
  paymentNotFound: {
    id: 'deposit.paymentNotFound',
    defaultMessage:
      'We have not found your payment. If you have already made a payment, we will issue a refund within 12 hours',
  },
  // Each outcome of a QR transfer its own message (issue 32 §8): only a payment not seen yet is "not found".
  transferDeclined: {
    id: 'deposit.transferDeclined',
    defaultMessage: 'Your bank declined the transfer. No money was taken; you can try again.',
  },
  transferCancelled: {
    id: 'deposit.transferCancelled',
    defaultMessage: 'The transfer was cancelled. No money was taken.',
  },
  transferExpired: {
    id: 'deposit.transferExpired',
    defaultMessage: 'The time to pay this order has run out. No money was taken; start a new deposit to pay.',
  },
  coin: { id: 'deposit.coin', defaultMessage: 'Coin' },
  cryptoAddress: { id: 'deposit.cryptoAddress', defaultMessage: 'Send to this address' },
  cryptoAmount: { id: 'deposit.cryptoAmount', defaultMessage: 'Exact amount to send' },
  copy: { id: 'deposit.copy', defaultMessage: 'Copy' },
  cryptoTransfer: { id: 'deposit.cryptoTransfer', defaultMessage: "I'VE MADE THE TRANSFER" },
  cryptoWaiting: {
    id: 'deposit.cryptoWaiting',
    defaultMessage: 'Waiting for the network to confirm your transfer. The price holds for 15 minutes.',
  },
  // A crypto deposit paid in part (issue 32 §4): what arrived, what is missing, until when, and after.
  cryptoPartial: { id: 'deposit.cryptoPartial', defaultMessage: 'Part of your payment has arrived' },
  cryptoReceived: { id: 'deposit.cryptoReceived', defaultMessage: 'Received' },
  cryptoMissing: { id: 'deposit.cryptoMissing', defaultMessage: 'Still to send' },
  cryptoCoinValue: { id: 'deposit.cryptoCoinValue', defaultMessage: '{coins} {coin} ({value})' },
  cryptoSendRest: {
    id: 'deposit.cryptoSendRest',
    defaultMessage: 'Send the rest to the same address by {time}.',
  },
  cryptoOtherwise: {
    id: 'deposit.cryptoOtherwise',
    defaultMessage:
      'If the rest has not arrived by then, our team reviews your deposit and credits what did arrive ({value}) to your balance.',
  },
  cryptoHeldTitle: {
    id: 'deposit.cryptoHeldTitle',
    defaultMessage: 'The time to pay ran out before the full amount arrived',
  },
  cryptoHeld: {
    id: 'deposit.cryptoHeld',
    defaultMessage:
      'Your deposit is held for review: our team will credit what arrived ({value}) to your balance, and you will get a message when it is credited. Do not send anything more to this address.',
  },
  statusSubmitted: {
    id: 'deposit.statusSubmitted',
    defaultMessage: 'Submitted: your balance rises when the transaction completes',
  },
  statusProcessing: { id: 'deposit.statusProcessing', defaultMessage: 'Processing' },
  statusSuccessful: { id: 'deposit.statusSuccessful', defaultMessage: 'Successful' },
  statusFailed: { id: 'deposit.statusFailed', defaultMessage: 'Failed' },
  statusCanceled: { id: 'deposit.statusCanceled', defaultMessage: 'Canceled' },
  statusExpired: { id: 'deposit.statusExpired', defaultMessage: 'Expired: the price is no longer held' },
  confirming: { id: 'deposit.confirming', defaultMessage: 'Confirming the payment result…' },
  closeLabel: { id: 'deposit.close', defaultMessage: 'Close' },
  pixCopyPaste: { id: 'deposit.pixCopyPaste', defaultMessage: 'Pix copia e cola' },
});

/** Untyped, so every flow formats them the same way (`formatMessage(descriptor, values)`). */
export const depositMessages: Record<keyof typeof messages, MessageDescriptor> = messages;
