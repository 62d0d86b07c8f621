import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Application } from 'pixi.js';
import { PixiStage } from '../../stage/PixiStage';
import { drawCard } from './cardArt';

/** Cards as the table deals them: faces drawn in PixiJS, null for the dealer's hole card. */
function Cards({ cards }: { cards: (number | null)[] }) {
  const onReady = (app: Application) => {
    cards.forEach((card, i) => {
      const art = drawCard(card);
      art.position.set(10 + i * 110, 10);
      app.stage.addChild(art);
    });
    return undefined;
  };
  return (
    <div style={{ maxWidth: 10 + cards.length * 110 }}>
      <PixiStage onReady={onReady} aspect={160 / (10 + cards.length * 110)} label="Cards" />
    </div>
  );
}

const meta = {
  title: 'Games/Blackjack/Card',
  component: Cards,
  args: { cards: [0, 22, 36, 51] },
} satisfies Meta<typeof Cards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ace of spades, ten of hearts, jack of diamonds and king of clubs. */
export const Faces: Story = {};

/** The dealer's up card and the hole card, face down until the player's hands are done. */
export const HoleCard: Story = { args: { cards: [19, null] } };

/** A pair that may be split (two sevens). */
export const Pair: Story = { args: { cards: [6, 45] } };
