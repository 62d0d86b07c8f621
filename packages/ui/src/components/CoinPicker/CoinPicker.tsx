import { useId } from 'react';
import * as styles from './CoinPicker.css';

export interface CoinOption {
  /** What the app sends, e.g. `btc`. */
  value: string;
  /** What the player reads, e.g. `USDT (ERC20)`. */
  label: string;
}

export interface CoinPickerProps {
  label: string;
  coins: readonly CoinOption[];
  value?: string;
  onValueChange: (value: string) => void;
}

/* The crypto deposit's coin choice (spec 001 §4): native radios, so arrows and Space work unaided. */
export function CoinPicker({ label, coins, value, onValueChange }: CoinPickerProps) {
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.grid}>
        {coins.map((coin) => (
          <label key={coin.value} className={styles.option}>
            <input
              className={styles.radio}
              type="radio"
              name={name}
              value={coin.value}
              checked={value === coin.value}
              onChange={() => onValueChange(coin.value)}
            />
            {coin.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
