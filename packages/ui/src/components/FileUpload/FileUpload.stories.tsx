import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FileUpload } from './FileUpload';

// A stand-in ID card photo, drawn inline so the screenshot never waits on the network.
const idCard = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#3b6ea8"/><rect x="10" y="24" width="30" height="38" rx="4" fill="#e8d9b5"/><rect x="48" y="28" width="38" height="6" fill="#fff"/><rect x="48" y="42" width="28" height="6" fill="#fff"/><rect x="48" y="56" width="34" height="6" fill="#fff"/></svg>',
)}`;

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  args: {
    label: 'Proof of ID',
    chooseLabel: 'Choose file',
    accept: 'image/jpeg,image/png,image/bmp',
    description: 'JPEG, PNG or BMP, 5 MB at most',
    fileName: 'No file chosen',
    onFileSelect: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Uploading: Story = {
  args: { fileName: 'passport.jpg', status: 'Uploading…', previewSrc: idCard, busy: true },
};

export const Uploaded: Story = {
  args: { fileName: 'passport.jpg', status: 'Uploaded', previewSrc: idCard },
};

export const OnFile: Story = {
  args: { fileName: undefined, status: 'Already on file: under review' },
};

export const Invalid: Story = {
  args: {
    fileName: 'statement.pdf',
    error: 'Please choose a JPEG, PNG or BMP image of 5 MB at most',
  },
};

export const LongText: Story = {
  args: {
    label: 'Proof of the payment method you cash out to (bank statement or card photo, numbers visible)',
    chooseLabel: 'Seleccionar archivo',
    fileName: 'IMG_20261121_184233_bank_statement_november_2026_final_version_2.png',
    status: 'Ya está en nuestro archivo: en revisión, tardaremos de 1 a 7 días hábiles',
    previewSrc: idCard,
  },
};

export const UnderReview: Story = {
  args: {
    label: 'Proof of address (dated within the last 3 months)',
    fileName: undefined,
    status: 'On file',
    badge: { kind: 'document', status: 10, label: 'Under review' },
  },
};

export const Refused: Story = {
  args: {
    label: 'Photo holding your ID',
    fileName: undefined,
    error: 'Refused: the photo is blurred, the document number cannot be read',
    badge: { kind: 'document', status: 30, label: 'Refused' },
  },
};

export const Approved: Story = {
  args: {
    fileName: undefined,
    status: 'On file',
    badge: { kind: 'document', status: 20, label: 'Approved' },
    disabled: true,
  },
};
