import { LINE_PAYS, SCATTER_PAYS, SYMBOLS, type SymbolName } from '../../../../src/games/slot/symbols';
import type { FrameApi } from '../types';
import { SymbolIcon } from './SymbolIcon';
import * as styles from './slot.css';

/** The pay table (× line bet for 3, 4, 5 of a kind; scatters × total stake) and the rules. */
export function SlotRules({ frame }: { frame: FrameApi }) {
  const { t } = frame;
  const pays = (name: SymbolName) => (name === 'scatter' ? SCATTER_PAYS : LINE_PAYS[name]);
  return (
    <>
      <p>{t('slot.rulesLines')}</p>
      <p>{t('slot.rulesWild')}</p>
      <p>{t('slot.rulesScatter')}</p>
      <p>{t('slot.rulesCycle')}</p>
      <h3>{t('slot.payTable')}</h3>
      <div className={styles.payTable} data-testid="pay-table">
        {[...SYMBOLS].reverse().map((name) => (
          <div key={name} className={styles.payRow}>
            <SymbolIcon name={name} label={t(`slot.symbol.${name}`)} />
            <span>
              {pays(name)
                .map((multiplier, index) => `${index + 3}× ${multiplier}`)
                .join(' · ')}
            </span>
          </div>
        ))}
      </div>
    </>
  );
}
