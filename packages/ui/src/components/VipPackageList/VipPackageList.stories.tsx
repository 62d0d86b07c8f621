import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VipPackageList } from './VipPackageList';

const packages = [
  { id: '1', levelName: 'Entry', levelColour: '#8d99ae', pointsText: '100 points', bonus: '1.00' },
  { id: '2', levelName: 'Entry', levelColour: '#8d99ae', pointsText: '500 points', bonus: '5.00' },
  { id: '3', levelName: 'Bronze', levelColour: '#cd7f32', pointsText: '400 points', bonus: '4.40' },
  { id: '4', levelName: 'Bronze', levelColour: '#cd7f32', pointsText: '1,000 points', bonus: '11.00' },
];

const meta = {
  title: 'Loyalty/VipPackageList',
  component: VipPackageList,
  args: {
    packages,
    currency: 'EUR',
    locale: 'en',
    redeemLabel: 'Redeem',
    onRedeem: fn(),
    'aria-label': 'VIP store packages',
  },
} satisfies Meta<typeof VipPackageList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Redeeming: Story = { args: { redeemingId: '3' } };

export const One: Story = { args: { packages: packages.slice(0, 1) } };

export const LongText: Story = {
  args: {
    packages: packages.map((item) => ({
      ...item,
      levelName: `${item.levelName} – paquete exclusivo de temporada`,
      pointsText: `${item.pointsText} de tu saldo de puntos disponibles`,
      bonus: `${item.bonus.replace('.', '')}000.00`,
    })),
    redeemLabel: 'Canjear ahora',
  },
};
