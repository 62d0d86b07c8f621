import { defineMessage, defineMessages } from 'react-intl';

export const documentMessages = defineMessages({
  title: { id: 'documents.title', defaultMessage: 'Upload documents' },
  intro: {
    id: 'documents.intro',
    defaultMessage:
      'We verify who you are to keep your account safe and to pay out your winnings. Upload a clear photo or scan of each document; our team reviews them in 1 to 7 business days.',
  },
  idcard: { id: 'documents.idcard', defaultMessage: 'Proof of ID' },
  idcardHint: {
    id: 'documents.idcardHint',
    defaultMessage: 'Passport, identity card or driving licence, all four corners visible',
  },
  idcardHold: { id: 'documents.idcardHold', defaultMessage: 'Photo of you holding your ID' },
  idcardHoldHint: {
    id: 'documents.idcardHoldHint',
    defaultMessage: 'Your face and the document in the same photo, both readable',
  },
  address: { id: 'documents.address', defaultMessage: 'Proof of address' },
  addressHint: {
    id: 'documents.addressHint',
    defaultMessage: 'A utility bill or bank statement in your name, dated within the last 3 months',
  },
  payment: { id: 'documents.payment', defaultMessage: 'Proof of payment method' },
  paymentHint: {
    id: 'documents.paymentHint',
    defaultMessage:
      'A photo of your card (cover the middle digits) or a statement of the account you pay with',
  },
  sourceOfWealth: { id: 'documents.sourceOfWealth', defaultMessage: 'Source of wealth' },
  sourceOfWealthHint: {
    id: 'documents.sourceOfWealthHint',
    defaultMessage:
      'Optional unless we ask: a payslip, tax return or statement showing where your funds come from',
  },
  formats: { id: 'documents.formats', defaultMessage: 'JPEG, PNG or BMP, 5 MB at most' },
  chooseFile: { id: 'documents.chooseFile', defaultMessage: 'Choose file' },
  noFile: { id: 'documents.noFile', defaultMessage: 'No file chosen' },
  onFile: { id: 'documents.onFile', defaultMessage: 'On file' },
  uploading: { id: 'documents.uploading', defaultMessage: 'Uploading…' },
  ready: { id: 'documents.ready', defaultMessage: 'Ready to save' },
  notUploaded: { id: 'documents.status.notUploaded', defaultMessage: 'Not uploaded' },
  auditing: { id: 'documents.status.auditing', defaultMessage: 'Under review' },
  success: { id: 'documents.status.success', defaultMessage: 'Approved' },
  fail: { id: 'documents.status.fail', defaultMessage: 'Refused' },
  fileType: { id: 'documents.fileType', defaultMessage: 'Please choose a JPEG, PNG or BMP image' },
  fileSize: { id: 'documents.fileSize', defaultMessage: 'The file is larger than 5 MB' },
  noFiles: { id: 'documents.noFiles', defaultMessage: 'Please upload files' },
  tooMany: { id: 'documents.tooMany', defaultMessage: 'You can upload up to 6 files at a time' },
  save: { id: 'documents.save', defaultMessage: 'Save documents' },
  saved: { id: 'documents.saved', defaultMessage: 'Documents saved successfully' },
});

export const pleaseUpload = defineMessage<{ item: string }>({
  id: 'documents.pleaseUpload',
  defaultMessage: 'Please upload: {item}',
});

export const refusedBecause = defineMessage<{ reason: string }>({
  id: 'documents.refusedBecause',
  defaultMessage: 'Refused: {reason}',
});
