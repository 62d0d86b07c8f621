import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatTile, statTileTones } from './StatTile';

const meta = {
  title: 'Back office/StatTile',
  component: StatTile,
  args: { label: 'GGR', value: '12 480.50 EUR', detail: 'Last 7 days' },
  argTypes: { tone: { control: 'inline-radio', options: statTileTones } },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 12 }}>
      <StatTile label="Deposits" value="48 000.00 EUR" tone="positive" />
      <StatTile label="NGR" value="-1 250.00 EUR" tone="critical" />
      <StatTile label="Cash-outs waiting" value="7" tone="caution" />
      <StatTile label="New players" value="312" />
    </div>
  ),
};

export const LongText: Story = {
  args: {
    label: 'Bonus cost (promotions, gifts, benefits)',
    value: '1 234 567 890.00 BRL',
    detail: 'From 00:00 UTC 30 days ago until now',
  },
};
