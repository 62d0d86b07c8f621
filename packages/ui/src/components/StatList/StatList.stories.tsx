import type { Meta, StoryObj } from '@storybook/react-vite';
import { Amount } from '../Amount/Amount';
import { StatList } from './StatList';

const meta = {
  title: 'Money/StatList',
  component: StatList,
  args: {
    'aria-label': 'Balances',
    items: [
      {
        id: 'withdrawable',
        label: 'Withdrawable balance',
        value: <Amount value="1250.5" currency="EUR" locale="en" />,
      },
      { id: 'wagered', label: 'Wagered amount', value: <Amount value="3400" currency="EUR" locale="en" /> },
      { id: 'bonus', label: 'Bonus balance', value: <Amount value="20" currency="EUR" locale="en" /> },
      { id: 'gift', label: 'Gift bonus', value: <Amount value="0" currency="EUR" locale="en" /> },
      { id: 'lifetime', label: 'VIP lifetime points', value: '3,400' },
      { id: 'available', label: 'Available points', value: '1,200' },
    ],
  },
} satisfies Meta<typeof StatList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Balances: Story = {};

export const WithHints: Story = {
  args: {
    'aria-label': 'Invitation figures',
    items: [
      { id: 'count', label: 'Friends invited', value: '5', hint: '3 activated' },
      { id: 'total', label: 'Total awarded', value: <Amount value="25" currency="EUR" locale="en" /> },
      {
        id: 'balance',
        label: 'Award balance',
        value: <Amount value="20" currency="EUR" locale="en" />,
        hint: 'Ready to claim',
      },
      {
        id: 'pending',
        label: 'Pending award',
        value: <Amount value="40" currency="EUR" locale="en" />,
        hint: 'Waiting for friends to activate',
      },
    ],
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        id: 'withdrawable',
        label: 'Saldo disponible para retirar inmediatamente',
        value: <Amount value="123456789.99" currency="BRL" locale="es" />,
        hint: 'Lo que has ganado con dinero real, sin bonos pendientes de apuesta',
      },
      { id: 'points', label: 'Puntos VIP acumulados', value: '12,345,678' },
    ],
  },
};
