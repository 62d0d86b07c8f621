import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { WageringMeter, wageringMeterVariants } from './WageringMeter';

const contributions = {
  caption: 'How much each game counts',
  gameTypeHeader: 'Game type',
  percentHeader: 'Counts',
  currentLabel: 'Playing now',
  rows: [
    { id: 'slot', gameType: 'Slots', percent: 100, current: true },
    { id: 'table', gameType: 'Table games', percent: 10 },
    { id: 'live', gameType: 'Live casino', percent: 0 },
  ],
};

const meta = {
  title: 'Money/WageringMeter',
  component: WageringMeter,
  argTypes: { variant: { control: 'inline-radio', options: wageringMeterVariants } },
  args: {
    title: 'First-deposit bonus',
    labels: {
      bonus: 'Bonus held',
      wagered: 'Wagered so far',
      remaining: 'Still needed',
      expires: 'Expires',
      progress: 'Wagering progress',
    },
    bonus: '50',
    wagered: '1875.5',
    required: '5000',
    expires: '22 February 2027',
    currency: 'EUR',
    locale: 'en',
    contributions,
    note: 'You can leave this bonus at any time: you keep your cash; the bonus and its winnings are removed.',
    action: <Button variant="secondary">Leave bonus</Button>,
  },
} satisfies Meta<typeof WageringMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};

export const JustStarted: Story = {
  args: { title: 'Sign-up bonus', bonus: '5', wagered: '0', required: '250', contributions: undefined },
};

export const Met: Story = {
  args: { wagered: '5000', note: undefined, action: undefined },
};

export const Strip: Story = { args: { variant: 'strip', note: undefined, action: undefined } };

export const LongText: Story = {
  args: {
    title: 'Bono de bienvenida del primer depósito con condiciones especiales',
    labels: {
      bonus: 'Bono retenido hasta completar la apuesta',
      wagered: 'Apostado hasta ahora',
      remaining: 'Todavía por apostar',
      expires: 'Caduca el día',
      progress: 'Progreso de la apuesta',
    },
    bonus: '200',
    wagered: '123456.78',
    required: '20000000',
    expires: '22 de febrero de 2027',
    locale: 'es',
    contributions: {
      ...contributions,
      caption: 'Cuánto cuenta cada tipo de juego',
      gameTypeHeader: 'Tipo de juego',
      percentHeader: 'Cuenta',
      currentLabel: 'Jugando ahora',
      rows: [
        { id: 'slot', gameType: 'Tragamonedas y juegos de cartas rápidos', percent: 100, current: true },
      ],
    },
    note: 'Puedes dejar el bono cuando quieras: conservas tu dinero; el bono y sus ganancias se retiran.',
    action: <Button variant="secondary">Dejar el bono</Button>,
  },
};
