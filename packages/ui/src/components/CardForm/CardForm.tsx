import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import * as styles from './CardForm.css';

/** The card entity's fields of spec 001 §3 a member types (the amount and method are the app's). */
export const cardFormFields = [
  'cardNum',
  'cardCvv',
  'expireMonth',
  'expireYear',
  'cardFirstName',
  'cardCountry',
  'cardState',
  'cardCity',
  'cardAddress',
  'cardPostalCode',
] as const;
export type CardFormField = (typeof cardFormFields)[number];
export type CardFormValues = Record<CardFormField, string>;

export interface CardFormProps {
  values: CardFormValues;
  onValueChange: (field: CardFormField, value: string) => void;
  /** The localized label of each field. */
  labels: Record<CardFormField, string>;
  /** The tip above the fields, e.g. 'Only Mastercard is currently supported.' */
  tip?: string;
  /** Expiry years offered (001 §5: this year through ten years ahead). */
  years: readonly string[];
  disabled?: boolean;
}

const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

const autoComplete: Partial<Record<CardFormField, string>> = {
  cardNum: 'cc-number',
  cardCvv: 'cc-csc',
  cardFirstName: 'cc-name',
  cardCountry: 'country',
  cardState: 'address-level1',
  cardCity: 'address-level2',
  cardAddress: 'street-address',
  cardPostalCode: 'postal-code',
};

/*
 * The card and billing fields of the card deposit forms (spec 001 §2): digits with the numeric
 * keyboard on a phone, expiry month and year side by side, billing below. Checks are the app's.
 */
export function CardForm({ values, onValueChange, labels, tip, years, disabled }: CardFormProps) {
  const text = (field: CardFormField, numeric = false) => (
    <TextField
      label={labels[field]}
      value={values[field]}
      onChange={(event) => onValueChange(field, event.target.value)}
      autoComplete={autoComplete[field]}
      {...(numeric ? { inputMode: 'numeric' as const } : {})}
      {...(disabled === undefined ? {} : { disabled })}
    />
  );
  return (
    <div className={styles.form}>
      {tip && <p className={styles.tip}>{tip}</p>}
      {text('cardNum', true)}
      <div className={styles.row}>
        {text('cardCvv', true)}
        <Select
          label={labels.expireMonth}
          options={months.map((value) => ({ value, label: value }))}
          value={values.expireMonth}
          onValueChange={(value) => onValueChange('expireMonth', value)}
          {...(disabled === undefined ? {} : { disabled })}
        />
        <Select
          label={labels.expireYear}
          options={years.map((value) => ({ value, label: value }))}
          value={values.expireYear}
          onValueChange={(value) => onValueChange('expireYear', value)}
          {...(disabled === undefined ? {} : { disabled })}
        />
      </div>
      {text('cardFirstName')}
      <div className={styles.pair}>
        {text('cardCountry')}
        {text('cardState')}
      </div>
      <div className={styles.pair}>
        {text('cardCity')}
        {text('cardPostalCode')}
      </div>
      {text('cardAddress')}
    </div>
  );
}
