import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../Button/Button';
import { loadToastRegion, ToastProvider, type ToastProviderProps, useToast } from './Toast';
import type { ToastOptions } from './toastOptions';

/* Shows `toasts` on mount (never closing, so the state holds still) plus a button to add more. */
function ToastDemo({ toasts }: { toasts: ToastOptions[] }) {
  const { show } = useToast();
  useEffect(() => {
    for (const toast of toasts) show({ duration: Number.POSITIVE_INFINITY, ...toast });
  }, [show, toasts]);
  return (
    <Button onClick={() => show({ title: 'Copied to clipboard', tone: 'positive' })}>Show a toast</Button>
  );
}

/* The provider's props plus the toasts the story shows on mount. */
type ToastStoryArgs = ToastProviderProps & { toasts: ToastOptions[] };

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  args: { label: 'Notifications', closeLabel: 'Close', maxVisible: 3, children: null },
  argTypes: { children: { control: false } },
  // The provider loads the toast region with the first toast; the stories show it already loaded.
  loaders: [
    async () => {
      await loadToastRegion();
      return {};
    },
  ],
  render: ({ toasts, ...args }) => (
    <ToastProvider {...args}>
      <ToastDemo toasts={toasts} />
    </ToastProvider>
  ),
} satisfies Meta<ToastStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { toasts: [] } };

export const Tones: Story = {
  args: {
    toasts: [
      { title: 'Deposit received', tone: 'positive' },
      { title: 'Currency required', tone: 'critical' },
      { title: 'Your session ends in 5 minutes', tone: 'caution' },
    ],
  },
};

export const Queued: Story = {
  args: {
    maxVisible: 2,
    toasts: [{ title: 'Country required' }, { title: 'State required' }, { title: 'City required' }],
  },
};

export const LongText: Story = {
  args: {
    toasts: [
      {
        title: 'The payment provider did not confirm your deposit yet',
        description: 'We keep checking and credit your balance as soon as the provider confirms. '.repeat(3),
        tone: 'info',
      },
    ],
  },
};
