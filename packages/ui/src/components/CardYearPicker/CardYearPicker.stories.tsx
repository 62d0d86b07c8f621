import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardYearPicker } from './CardYearPicker';

const meta = {
  title: 'Inputs/CardYearPicker',
  component: CardYearPicker,
  args: { label: 'Year', placeholder: 'YYYY', now: new Date('2026-11-22T12:00:00Z') },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof CardYearPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Selected: Story = { args: { defaultValue: '2029' } };
