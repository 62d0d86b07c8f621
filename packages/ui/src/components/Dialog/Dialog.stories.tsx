import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogTrigger,
  dialogSizes,
} from './Dialog';

const renderDialog = (args: DialogContentProps, defaultOpen = true) => (
  <Dialog defaultOpen={defaultOpen}>
    <DialogTrigger asChild>
      <Button>Log in</Button>
    </DialogTrigger>
    <DialogContent {...args} />
  </Dialog>
);

const meta = {
  title: 'Dialogs/Dialog',
  component: DialogContent,
  args: {
    title: 'Welcome back',
    closeLabel: 'Close',
    size: 'medium',
    children: (
      <>
        <p>Log in to play for real money, deposit and cash out.</p>
        <div style={{ marginTop: 24 }}>
          <DialogClose asChild>
            <Button variant="secondary">Done</Button>
          </DialogClose>
        </div>
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes }, children: { control: false } },
  render: (args) => renderDialog(args),
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Closed: Story = { render: (args) => renderDialog(args, false) };

export const WithDescription: Story = {
  args: { title: 'Personal details', description: 'To change these details, contact support.' },
};

export const Small: Story = { args: { size: 'small', title: 'Forgot password' } };

export const LongText: Story = {
  args: {
    title: 'Withdrawal rules and the conditions that apply to every cash-out request',
    children: <p>{'Cash-outs are processed in the order they arrive. '.repeat(60)}</p>,
  },
};
