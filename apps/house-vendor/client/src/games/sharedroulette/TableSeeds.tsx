import type { Translate } from '../../i18n';
import * as styles from './sharedRoulette.css';
import type { TableView } from './table';

/** The round's provable fairness: the seed's hash published before any bet, the seed once bets close. */
export function TableSeeds({ t, table }: { t: Translate; table: TableView }) {
  return (
    <dl className={styles.seeds} data-testid="table-seeds">
      <dt>{t('shared.round', { seq: table.seq })}</dt>
      <dd>
        {t('shared.seedHash')} <code data-testid="seed-hash">{table.serverSeedHash}</code>
      </dd>
      <dd>
        {t('shared.clientSeed')} <code>{table.clientSeed}</code>
      </dd>
      <dd>
        {t('shared.seed')} <code data-testid="seed">{table.serverSeed ?? t('shared.seedHidden')}</code>
      </dd>
    </dl>
  );
}
