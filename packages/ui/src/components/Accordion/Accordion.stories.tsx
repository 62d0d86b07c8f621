import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './Accordion';

/* The crypto guide's six sections (spec 002 §2). */
const sections = [
  [
    'basics',
    'Crypto basics',
    'Bitcoin is digital money you hold in a wallet. There is no casino fee on crypto deposits.',
  ],
  ['wallet', 'Opening a wallet', 'Setting up a wallet takes under 5 minutes on your phone.'],
  ['exchange', 'Opening an exchange account', 'An exchange account takes about 5 minutes to open.'],
  ['buying', 'Buying crypto', 'Some exchanges let you buy up to $25,000 a day.'],
  ['transfer', 'Transferring to a wallet', 'Transfers from an exchange to your wallet are unlimited.'],
  [
    'deposit',
    'Depositing at the casino',
    'Choose Crypto in the deposit window, copy the address and send the amount shown.',
  ],
] as const;

const meta = {
  title: 'Content/Accordion',
  component: Accordion,
  args: { defaultValue: [] },
  render: (args) => (
    <Accordion {...args}>
      {sections.map(([value, title, text]) => (
        <AccordionItem key={value} value={value}>
          <AccordionTrigger>{title}</AccordionTrigger>
          <AccordionContent>{text}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const TwoOpen: Story = { args: { defaultValue: ['basics', 'buying'] } };

export const LongText: Story = {
  args: { defaultValue: ['long'] },
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem value="long">
        <AccordionTrigger>
          Transferring your crypto from an exchange account to a personal wallet you control, step by step
        </AccordionTrigger>
        <AccordionContent>
          {'Open your exchange, choose Withdraw, paste your wallet address, check the network matches, and confirm. '.repeat(
            4,
          )}
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
};
