import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountryPicker } from './CountryPicker';

const meta = {
  title: 'Inputs/CountryPicker',
  component: CountryPicker,
  args: {
    label: 'Country',
    placeholder: 'Choose your country',
    countries: [
      { code: 'AR', englishName: 'Argentina' },
      { code: 'BR', englishName: 'Brazil' },
      { code: 'CA', englishName: 'Canada' },
      { code: 'ES', englishName: 'Spain' },
      { code: 'GB', englishName: 'United Kingdom of Great Britain and Northern Ireland' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof CountryPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Selected: Story = { args: { defaultValue: 'ES' } };

export const ErrorState: Story = { name: 'Error', args: { error: 'Please choose your country.' } };

export const LongText: Story = { args: { defaultValue: 'GB' } };
