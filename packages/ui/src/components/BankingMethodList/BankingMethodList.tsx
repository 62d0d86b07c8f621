import { ClockIcon } from '../private/icons';
import * as styles from './BankingMethodList.css';

export interface BankingMethod {
  code: string;
  name: string;
  icon?: string;
  /** Already formatted, e.g. '10,00 € – 5000,00 €'. */
  limits: string;
  /** Already formatted, e.g. 'Instant' or '24–72 hours'. */
  time: string;
}

export interface BankingMethodListProps {
  /** The list's heading, e.g. 'Deposit methods'. */
  title: string;
  methods: readonly BankingMethod[];
  limitsLabel: string;
  timeLabel: string;
  /** Shown when no method is offered to this player. */
  emptyText: string;
}

/* The banking pop-up's methods (spec 000 §2): each with its limits and how long it takes. */
export function BankingMethodList({
  title,
  methods,
  limitsLabel,
  timeLabel,
  emptyText,
}: BankingMethodListProps) {
  return (
    <section className={styles.root} aria-label={title}>
      <h3 className={styles.title}>{title}</h3>
      {methods.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {methods.map((method) => (
            <li key={method.code} className={styles.method}>
              {method.icon ? <img className={styles.icon} src={method.icon} alt="" /> : null}
              <div className={styles.details}>
                <span className={styles.name}>{method.name}</span>
                <dl className={styles.facts}>
                  <div className={styles.fact}>
                    <dt className={styles.factLabel}>{limitsLabel}</dt>
                    <dd className={styles.factValue}>{method.limits}</dd>
                  </div>
                  <div className={styles.fact}>
                    <dt className={styles.factLabel}>
                      <ClockIcon />
                      <span>{timeLabel}</span>
                    </dt>
                    <dd className={styles.factValue}>{method.time}</dd>
                  </div>
                </dl>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
