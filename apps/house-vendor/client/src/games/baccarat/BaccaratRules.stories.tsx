import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyFrame, storySession } from '../../storybook/storyFrame';
import { BaccaratRules } from './BaccaratRules';

const meta = {
  title: 'Games/Baccarat/Rules',
  component: BaccaratRules,
  args: { frame: storyFrame(storySession('baccarat', 'house_baccarat', 'Baccarat', null, '98.942')) },
} satisfies Meta<typeof BaccaratRules>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tableau (the banker's part from the engine), the commission and each bet's exact return. */
export const Rules: Story = {};
