import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArticleView } from './ArticleView';

const rulesHtml = `<h2>Withdrawal rules</h2>
<p>Withdrawals are reviewed within <strong>24 hours</strong>. Please make sure your documents are verified first.</p>
<ul><li>Minimum withdrawal: 200</li><li>Amounts in multiples of 100</li><li>One pending request at a time</li></ul>
<p>Questions? <a href="#/branchIndex/help">Visit the help centre</a>.</p>`;

const meta = {
  title: 'Content/ArticleView',
  component: ArticleView,
  args: {
    html: rulesHtml,
    backgroundColor: '#fdf6e3',
    fontColor: '#2b2b2b',
    padding: '24px',
    loadingText: 'Loading…',
    emptyText: 'This page has no content yet.',
  },
} satisfies Meta<typeof ArticleView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const DarkArticle: Story = {
  args: { backgroundColor: '#14213d', fontColor: '#f1f1f1', padding: '12px 32px' },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { html: '' } };

export const LongText: Story = {
  args: {
    html: `<h2>Bonus terms and conditions for new and returning players</h2>
<p>${'Bonuses must be wagered 50 times before they can be withdrawn; the maximum bet counting towards wagering is 2.00. '.repeat(6)}</p>
<p>https://casino.example.com/#/bonus/terms?section=wagering-requirements-and-maximum-bet-while-a-bonus-is-active</p>`,
  },
};
