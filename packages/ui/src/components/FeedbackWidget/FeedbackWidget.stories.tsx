import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FeedbackWidget } from './FeedbackWidget';

const meta = {
  title: 'Content/FeedbackWidget',
  component: FeedbackWidget,
  args: {
    question: 'Was this page helpful?',
    yesLabel: 'YES',
    noLabel: 'NO',
    commentLabel: 'Tell us more',
    commentPlaceholder: 'What were you looking for?',
    sendLabel: 'Send',
    onSend: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof FeedbackWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Question: Story = {};

export const Comment: Story = { args: { defaultHelpful: false } };

export const LongText: Story = {
  args: {
    question:
      'Did this page answer your question about withdrawal limits, processing times and required documents?',
    commentLabel: 'Please tell us what was missing or unclear so that we can improve this page for everyone',
    defaultHelpful: true,
  },
};
