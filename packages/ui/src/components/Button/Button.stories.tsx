import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Deposit', variant: 'primary', size: 'standard' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Small: Story = { args: { size: 'small', children: 'Login' } };

export const Disabled: Story = { args: { disabled: true } };

export const LongText: Story = {
  args: { fullWidth: true, children: 'Confirm the withdrawal of your whole available balance now' },
};
