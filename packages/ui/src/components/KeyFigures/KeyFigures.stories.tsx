import type { Meta, StoryObj } from '@storybook/react-vite';
import { Amount } from '../Amount/Amount';
import { KeyFigures } from './KeyFigures';

const money = (value: string) => <Amount value={value} currency="EUR" locale="es" />;

const meta = {
  title: 'Money/KeyFigures',
  component: KeyFigures,
  args: {
    'aria-label': 'Your totals',
    figures: [
      { id: 'deposited', label: 'Deposited', value: money('1250.00') },
      { id: 'withdrawn', label: 'Cashed out', value: money('400.00') },
      { id: 'pending', label: 'Waiting to be paid', value: money('200.00') },
    ],
  },
} satisfies Meta<typeof KeyFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Totals: Story = {};

export const WithEmphasisAndNotes: Story = {
  args: {
    'aria-label': 'What you can cash out now',
    figures: [
      {
        id: 'now',
        label: 'You can cash out now',
        value: money('300.00'),
        emphasis: true,
        note: 'In multiples of 100',
      },
      { id: 'withdrawable', label: 'Withdrawable balance', value: money('1000.10') },
      { id: 'minimum', label: 'Minimum', value: money('200.00') },
      {
        id: 'cap',
        label: 'Half of your wagered amount',
        value: money('350.00'),
        note: 'Each cash-out lowers it',
      },
    ],
  },
};

export const Single: Story = { args: { figures: [{ id: 'one', label: 'Deposited', value: money('0.00') }] } };

export const LongText: Story = {
  args: {
    figures: [
      {
        id: 'long',
        label: 'Importe total que ha retirado desde que abrió su cuenta en el casino',
        value: money('98765432109876.55'),
        note: 'Incluye solo los retiros pagados o completados, no los que están pendientes de revisión',
      },
      { id: 'short', label: 'Pendiente', value: money('0.00') },
    ],
  },
};
