import { ChevronLeftIcon } from '../private/icons';
import * as styles from './Stepper.css';

export interface StepperProps {
  /** One label per step, in order (the Join popup has three). */
  steps: readonly string[];
  /** Zero-based index of the step shown. */
  current: number;
  /** Accessible name of the back control, e.g. 'Back'. */
  backLabel: string;
  /** Accessible name of the step list, e.g. 'Registration steps'. */
  label: string;
  onBack: () => void;
}

/* Progress through a multi-step form; every step after the first can go back (spec 000 §4). */
export function Stepper({ steps, current, backLabel, label, onBack }: StepperProps) {
  return (
    <div className={styles.root}>
      {current > 0 ? (
        <button type="button" className={styles.back} aria-label={backLabel} onClick={onBack}>
          <ChevronLeftIcon />
        </button>
      ) : (
        <span className={styles.backPlaceholder} />
      )}
      <ol className={styles.steps} aria-label={label}>
        {steps.map((step, index) => (
          <li
            key={step}
            className={styles.step}
            data-state={index < current ? 'complete' : index === current ? 'current' : 'upcoming'}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className={styles.stepLabel}>{step}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
