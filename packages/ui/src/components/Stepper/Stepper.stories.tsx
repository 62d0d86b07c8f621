import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Stepper } from './Stepper';

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  args: {
    steps: ['Account', 'Personal details', 'Address'],
    current: 0,
    backLabel: 'Back',
    label: 'Registration steps',
    onBack: fn(),
  },
  argTypes: { current: { control: { type: 'number', min: 0, max: 2 } } },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StepOne: Story = {};

export const StepTwo: Story = { args: { current: 1 } };

export const StepThree: Story = { args: { current: 2 } };

export const LongText: Story = {
  args: {
    current: 1,
    steps: ['Account and password', 'Personal details and date of birth', 'Address, currency and agreement'],
  },
};
