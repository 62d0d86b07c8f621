import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Application } from 'pixi.js';
import { PixiStage } from '../../stage/PixiStage';
import { WheelScene } from './wheelScene';

/** The European wheel in PixiJS, the ball resting in the pocket last drawn (none before a first spin). */
function Wheel({ last, spinTo }: { last: number | null; spinTo?: number }) {
  const onReady = (app: Application) => {
    const scene = new WheelScene(app, last);
    if (spinTo !== undefined) void scene.spin(spinTo);
    return undefined;
  };
  return (
    <div style={{ maxWidth: '16rem' }}>
      <PixiStage onReady={onReady} aspect={1} label="European roulette wheel" />
    </div>
  );
}

const meta = {
  title: 'Games/Roulette/Wheel',
  component: Wheel,
  args: { last: 17 },
} satisfies Meta<typeof Wheel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a round: the ball in 17, the number in the centre. */
export const Landed: Story = {};

/** A table nobody has played yet. */
export const FirstSpin: Story = { args: { last: null } };

/** A spin that decelerates and lands on zero (watch it in Storybook). */
export const Spinning: Story = { args: { last: 32, spinTo: 0 } };
