import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CardForm, type CardFormField, type CardFormValues } from './CardForm';

const labels: Record<CardFormField, string> = {
  cardNum: 'Card number',
  cardCvv: 'CVV',
  expireMonth: 'Expiry month',
  expireYear: 'Expiry year',
  cardFirstName: 'Name on the card',
  cardCountry: 'Country',
  cardState: 'State',
  cardCity: 'Town or city',
  cardAddress: 'Address',
  cardPostalCode: 'Postal code',
};

const empty: CardFormValues = {
  cardNum: '',
  cardCvv: '',
  expireMonth: '',
  expireYear: '',
  cardFirstName: '',
  cardCountry: '',
  cardState: '',
  cardCity: '',
  cardAddress: '',
  cardPostalCode: '',
};

function Form({ initial, disabled }: { initial: CardFormValues; disabled?: boolean }) {
  const [values, setValues] = useState(initial);
  return (
    <CardForm
      values={values}
      onValueChange={(field, value) => setValues({ ...values, [field]: value })}
      labels={labels}
      tip="Only Mastercard is currently supported."
      years={['2026', '2027', '2028', '2029', '2030']}
      {...(disabled === undefined ? {} : { disabled })}
    />
  );
}

const meta = { title: 'Deposits/CardForm', component: Form } satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { initial: empty } };
export const PrefilledBilling: Story = {
  args: {
    initial: {
      ...empty,
      cardFirstName: 'Ana',
      cardCountry: 'ES',
      cardState: 'ES-MD',
      cardCity: 'Madrid',
      cardAddress: 'Calle Mayor 1',
      cardPostalCode: '28001',
    },
  },
};
export const Filled: Story = {
  args: {
    initial: {
      cardNum: '5555 5555 5555 4444',
      cardCvv: '123',
      expireMonth: '12',
      expireYear: '2028',
      cardFirstName: 'Ana',
      cardCountry: 'ES',
      cardState: 'ES-MD',
      cardCity: 'Madrid',
      cardAddress: 'Calle Mayor 1',
      cardPostalCode: '28001',
    },
  },
};
export const Submitting: Story = { args: { initial: empty, disabled: true } };
