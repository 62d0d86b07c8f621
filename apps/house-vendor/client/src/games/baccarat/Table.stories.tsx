import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Application } from 'pixi.js';
import { PixiStage } from '../../stage/PixiStage';
import { BaccaratScene, type CoupView } from './baccaratScene';
import { handPoints } from './tableau';

/** The table in PixiJS with a coup at rest, or dealt card by card (`deal`, for watching in Storybook). */
function Table({ player, banker, deal }: { player: number[]; banker: number[]; deal?: boolean }) {
  const playerTotal = handPoints(player);
  const bankerTotal = handPoints(banker);
  const view: CoupView = {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
  };
  const onReady = (app: Application) => {
    const scene = new BaccaratScene(app, { player: 'Player', banker: 'Banker', tie: 'Tie' });
    if (deal) void scene.deal(view, () => {});
    else scene.show(view);
    return undefined;
  };
  return (
    <div style={{ maxWidth: 720 }}>
      <PixiStage onReady={onReady} aspect={0.6} label="Baccarat table" />
    </div>
  );
}

const meta = {
  title: 'Games/Baccarat/Table',
  component: Table,
  // player 2+3 draws a 7 (total 2); banker 3+10 draws against a 7 and makes 3+4 = 7
  args: { player: [1, 15, 32], banker: [28, 9, 42] },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both sides took a third card, turned sideways: the banker's 3 drew against the player's 7. */
export const ThirdCards: Story = {};

/** A natural 9 for the player: two cards each, nothing more drawn. */
export const Natural: Story = { args: { player: [8, 22], banker: [4, 23] } };

/** A tie, 6 to 6: the player stood on 6 and the banker, standing too, drew nothing. */
export const Tie: Story = { args: { player: [5, 35], banker: [2, 15] } };

/** The coup dealt card by card (watch it in Storybook). */
export const Placing: Story = { args: { deal: true } };
