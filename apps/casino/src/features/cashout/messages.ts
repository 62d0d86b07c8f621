import { defineMessage, defineMessages } from 'react-intl';

export const cashoutMessages = defineMessages({
  history: { id: 'withdraw.history', defaultMessage: 'Cash-out history' },
  steps: { id: 'withdraw.steps', defaultMessage: 'Cash-out steps' },
  stepAmount: { id: 'withdraw.stepAmount', defaultMessage: 'Amount and method' },
  stepProofs: { id: 'withdraw.stepProofs', defaultMessage: 'Proof of identity' },
  amount: { id: 'withdraw.amount', defaultMessage: 'Amount' },
  otherAmount: { id: 'withdraw.otherAmount', defaultMessage: 'Other amount' },
  method: { id: 'withdraw.method', defaultMessage: 'Cash-out method' },
  methodPlaceholder: { id: 'withdraw.methodPlaceholder', defaultMessage: 'Choose a method' },
  accountName: { id: 'withdraw.accountName', defaultMessage: 'Account holder name' },
  dni: { id: 'withdraw.dni', defaultMessage: 'DNI (identity document number)' },
  accountNumber: { id: 'withdraw.accountNumber', defaultMessage: 'Account number' },
  interbankAccountNumber: {
    id: 'withdraw.interbankAccountNumber',
    defaultMessage: 'Interbank account number (CCI)',
  },
  email: { id: 'withdraw.email', defaultMessage: 'E-mail' },
  payoutAccountName: { id: 'withdraw.payoutAccountName', defaultMessage: 'Name on the receiving account' },
  toAccount: { id: 'withdraw.toAccount', defaultMessage: 'Account to pay to' },
  walletAddress: { id: 'withdraw.walletAddress', defaultMessage: 'Bitcoin wallet address' },
  payId: { id: 'withdraw.payId', defaultMessage: 'PayID' },
  proofsIntro: {
    id: 'withdraw.proofsIntro',
    defaultMessage:
      'Upload a photo of your identity document and a proof of the account you cash out to. Our team reviews them in 1 to 7 business days.',
  },
  idProof: { id: 'withdraw.idProof', defaultMessage: 'Proof of ID' },
  paymentProof: { id: 'withdraw.paymentProof', defaultMessage: 'Proof of the payment method' },
  proofHint: { id: 'withdraw.proofHint', defaultMessage: 'JPEG, PNG or BMP, 5 MB at most' },
  chooseFile: { id: 'withdraw.chooseFile', defaultMessage: 'Choose file' },
  noFile: { id: 'withdraw.noFile', defaultMessage: 'No file chosen' },
  uploading: { id: 'withdraw.uploading', defaultMessage: 'Uploading…' },
  uploaded: { id: 'withdraw.uploaded', defaultMessage: 'Uploaded' },
  fileInvalid: {
    id: 'withdraw.fileInvalid',
    defaultMessage: 'Please choose a JPEG, PNG or BMP image of 5 MB at most',
  },
  onFileReview: { id: 'withdraw.onFileReview', defaultMessage: 'Already on file: under review' },
  onFileApproved: { id: 'withdraw.onFileApproved', defaultMessage: 'Already on file: approved' },
  onFileRejected: {
    id: 'withdraw.onFileRejected',
    defaultMessage: 'The review of the file on record failed, please upload a new one',
  },
  submitted: { id: 'withdraw.submitted', defaultMessage: 'Withdrawal request submitted' },
  empty: { id: 'withdraw.empty', defaultMessage: 'No more cash withdrawal records' },
  nomore: { id: 'withdraw.nomore', defaultMessage: 'No more records' },
  cancel: { id: 'withdraw.cancel', defaultMessage: 'Cancel' },
  cancelTitle: { id: 'withdraw.cancelTitle', defaultMessage: 'Cancel this cash-out?' },
  keep: { id: 'withdraw.keep', defaultMessage: 'Keep it' },
  allowance: { id: 'withdraw.allowance', defaultMessage: 'What you can cash out now' },
  mostNow: { id: 'withdraw.mostNow', defaultMessage: 'You can cash out now' },
  multiplesOf100: { id: 'withdraw.multiplesOf100', defaultMessage: 'In multiples of 100' },
  withdrawableBalance: { id: 'withdraw.withdrawableBalance', defaultMessage: 'Withdrawable balance' },
  minimum: { id: 'withdraw.minimum', defaultMessage: 'Minimum cash-out' },
  wageredCap: { id: 'withdraw.wageredCap', defaultMessage: 'Half of your wagered amount' },
  wageredCapNote: {
    id: 'withdraw.wageredCapNote',
    defaultMessage: 'A cash-out may not exceed it, and each one lowers it',
  },
  belowMinimum: {
    id: 'withdraw.belowMinimum',
    defaultMessage: 'Your withdrawable balance is below the minimum cash-out',
  },
  wageredTooLow: {
    id: 'withdraw.wageredTooLow',
    defaultMessage: 'Half of your wagered amount is below the minimum: keep playing to raise it',
  },
});

export const amountHint = defineMessage<{ min: string; max: string }>({
  id: 'withdraw.amountHint',
  defaultMessage: 'From {min} to {max}, in multiples of 100',
});

/** The server's own refusal (withdraw.notActivated), said before the documents are asked for. */
export const activateFirst = defineMessage({
  id: 'withdraw.activateFirst',
  defaultMessage: 'Please activate your account with the link in your e-mail before requesting a cash-out',
});

export const depositFirst = defineMessage<{ amount: string }>({
  id: 'withdraw.depositFirst',
  defaultMessage: 'You need to deposit at least {amount} in order to withdraw.',
});

export const notUpStandard = defineMessage<{ amount: string }>({
  id: 'withdraw.notUpStandard',
  defaultMessage: 'Wagered amount did not meet the standard, still need {amount}, keep playing!',
});

export const cancelMessage = defineMessage<{ amount: string }>({
  id: 'withdraw.cancelMessage',
  defaultMessage: '{amount} goes back to your balance and the request is closed.',
});

/** A cash-out's number, which the lookup at /withdrawLogin asks for. */
export const cashoutNumber = defineMessage<{ id: number }>({
  id: 'withdraw.number',
  defaultMessage: 'No. {id}',
});

/** Shown once after a cash-out is made: the code the lookup without login asks for (also mailed). */
export const lookupCode = defineMessage<{ id: number; code: string }>({
  id: 'withdraw.lookupCode',
  defaultMessage:
    'Cash-out number {id} was submitted. To check it without logging in you need this lookup code, which we also mailed to you: {code}',
});
