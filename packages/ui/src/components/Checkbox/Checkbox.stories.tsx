import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox';

const termsLabel = (
  <>
    I am over 18 and accept the <a href="#/bonus/terms">terms and conditions</a>
  </>
);

const meta = {
  title: 'Inputs/Checkbox',
  component: Checkbox,
  args: { label: termsLabel },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Please accept the terms and conditions to continue.' },
};

export const LongText: Story = {
  args: {
    defaultChecked: true,
    label: (
      <>
        I confirm that I am not a resident of a restricted jurisdiction, that I have read the{' '}
        <a href="#/myAccount/privacyPolicy">privacy policy</a> and accept the{' '}
        <a href="#/bonus/terms">terms and conditions</a>, including the 50x wagering requirement on bonuses.
      </>
    ),
  },
};
