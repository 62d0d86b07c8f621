import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PromotionCard } from '../PromotionCard/PromotionCard';
import { Popup } from './Popup';

const artwork = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="375"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3a0066"/><stop offset="1" stop-color="#c2185b"/></linearGradient></defs><rect width="750" height="375" fill="url(#g)"/><circle cx="560" cy="187" r="110" fill="#ffd54a"/></svg>',
)}`;

const meta = {
  title: 'Dialogs/Popup',
  component: Popup,
  args: {
    title: 'Welcome bonus',
    closeLabel: 'Close',
    onClose: fn(),
    children: (
      <PromotionCard
        image={artwork}
        text="Join today and we double your first deposit up to 200. Minimum deposit 10 · 18+ · T&C apply."
        actionLabel="Join now"
        onAction={fn()}
      />
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Popup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Promotion: Story = {};

export const LongText: Story = {
  args: {
    title: 'Bónus de boas-vindas para novos jogadores registados esta semana',
    children: (
      <PromotionCard
        text={'Registe-se hoje e duplicamos o seu primeiro depósito até 200. Depósito mínimo 10 · 18+ · Aplicam-se os termos e condições. '.repeat(
          6,
        )}
        actionLabel="Registar agora"
        onAction={fn()}
      />
    ),
  },
};
