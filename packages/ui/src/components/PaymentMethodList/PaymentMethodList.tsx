import { useId } from 'react';
import { visuallyHidden } from '../../css/reset.css';
import * as styles from './PaymentMethodList.css';

export interface PaymentMethodItem {
  code: string;
  name: string;
  icon?: string;
}

export interface PaymentMethodListProps {
  label: string;
  /** Already filtered and ordered by the app (enabled, visibility, sortIndex: spec 001 §2). */
  methods: readonly PaymentMethodItem[];
  value?: string;
  onValueChange: (code: string) => void;
  loading?: boolean;
  loadingText: string;
  emptyText: string;
}

/* Native radios underneath: arrow keys move between methods and Space chooses, with no extra code. */
export function PaymentMethodList({
  label,
  methods,
  value,
  onValueChange,
  loading,
  loadingText,
  emptyText,
}: PaymentMethodListProps) {
  const name = useId();
  return (
    <fieldset className={styles.fieldset} aria-busy={loading || undefined}>
      <legend className={styles.legend}>{label}</legend>
      {loading ? (
        <div className={styles.list} role="status">
          <span className={visuallyHidden}>{loadingText}</span>
          <span className={styles.placeholder} />
          <span className={styles.placeholder} />
          <span className={styles.placeholder} />
        </div>
      ) : methods.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <div className={styles.list}>
          {methods.map((method) => (
            <label key={method.code} className={styles.option}>
              <input
                className={styles.radio}
                type="radio"
                name={name}
                value={method.code}
                checked={value === method.code}
                onChange={() => onValueChange(method.code)}
              />
              {method.icon && <img className={styles.icon} src={method.icon} alt="" />}
              <span className={styles.name}>{method.name}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
