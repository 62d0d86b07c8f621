import { findStudioSlot } from '../../../../src/games/slotStudio/slots/index';
import type { FrameApi } from '../types';
import { artOf } from './art/index';
import { svgDocument } from './art/shapes';
import * as styles from './studio.css';

const percent = (value: string, locale: string) =>
  Number(value).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** The rules, the stated return split by where it comes from, and the pay table, all from the definition. */
export function StudioRules({ frame }: { frame: FrameApi }) {
  const { t, session, locale } = frame;
  const facts = session.game.studio!;
  const slot = findStudioSlot(facts.id)!;
  const art = artOf(slot.id);
  const kinds = new Set(slot.symbols.map((symbol) => symbol.kind));
  const list = (values: readonly number[]) => values.filter((v) => v > 0).join(' / ');
  const counted = (values: readonly number[]) =>
    values.flatMap((v, count) => (v > 0 ? [count] : [])).join(' / ');
  const reading = slot.reading;
  return (
    <>
      <p>{t('studio.rulesReels', { reels: slot.reels.length, rows: slot.rows })}</p>
      {reading.kind === 'lines' && <p>{t('studio.rulesLines', { lines: reading.lines.length })}</p>}
      {reading.kind === 'ways' && (
        <p>{t('studio.rulesWays', { ways: slot.rows ** slot.reels.length, coins: slot.betUnits })}</p>
      )}
      {reading.kind === 'clusters' && (
        <>
          <p>{t('studio.rulesClusters', { minimum: reading.minimum, coins: slot.betUnits })}</p>
          <p>
            {t('studio.rulesCascade')}
            {reading.multipliers.some((m) => m > 1) &&
              ` ${t('studio.rulesCascadeMultipliers', { multipliers: reading.multipliers.map((m) => `×${m}`).join(', ') })}`}
          </p>
        </>
      )}
      {kinds.has('wild') && <p>{t('studio.rulesWild')}</p>}
      {slot.expandingWildReels && (
        <p>{t('studio.rulesExpanding', { reels: slot.expandingWildReels.map((r) => r + 1).join(', ') })}</p>
      )}
      {slot.scatterPays && (
        <p>{t('studio.rulesScatter', { counts: counted(slot.scatterPays), pays: list(slot.scatterPays) })}</p>
      )}
      {slot.freeSpins && (
        <p>
          {t('studio.rulesFreeSpins', {
            counts: counted(slot.freeSpins.awards),
            spins: list(slot.freeSpins.awards),
            multiplier: slot.freeSpins.multiplier,
          })}
          {slot.freeSpins.retrigger && ` ${t('studio.rulesRetrigger')}`}
        </p>
      )}
      {slot.stickyWilds && (
        <p>{t('studio.rulesSticky', { reels: slot.stickyWilds.reels.map((r) => r + 1).join(', ') })}</p>
      )}
      {slot.holdAndWin && (
        <p>
          {t('studio.rulesHoldAndWin', {
            trigger: slot.holdAndWin.trigger,
            values: slot.holdAndWin.values.map((v) => v.value).join(' / '),
            respins: slot.holdAndWin.respins,
            grand: slot.holdAndWin.grand,
          })}
        </p>
      )}
      {slot.pick && (
        <p>
          {t('studio.rulesPick', {
            trigger: slot.pick.trigger,
            chests: slot.pick.prizes.length,
            prizes: slot.pick.prizes.join(' / '),
          })}
        </p>
      )}
      <p>{t('studio.rulesCycle')}</p>
      <p data-testid="studio-rtp">
        {t('studio.rulesRtp', {
          rtp: percent(facts.rtp, locale),
          base: percent(facts.base, locale),
          features: percent(
            String(Number(facts.freeSpins) + Number(facts.pick) + Number(facts.holdAndWin ?? 0)),
            locale,
          ),
          jackpot: percent(facts.jackpot, locale),
          volatility: t(`studio.volatility.${facts.volatility}`),
        })}
      </p>
      <h3>
        {t(
          reading.kind === 'ways'
            ? 'studio.payTableWays'
            : reading.kind === 'clusters'
              ? 'studio.payTableClusters'
              : 'studio.payTable',
        )}
      </h3>
      <div className={styles.payTable} data-testid="pay-table">
        {slot.symbols
          .map((symbol, index) => ({ symbol, pays: slot.pays[index] ?? [] }))
          .filter(({ pays }) => pays.some((pay) => pay > 0))
          .reverse()
          .map(({ symbol, pays }) => (
            <div key={symbol.name} className={styles.payRow}>
              {art && (
                <img
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgDocument(art.symbols[symbol.name] ?? '', 40))}`}
                  alt={t(`studio.symbol.${symbol.name}`)}
                  title={t(`studio.symbol.${symbol.name}`)}
                  width={40}
                  height={40}
                />
              )}
              <span>
                {pays
                  .flatMap((pay, count) =>
                    // a cluster's last figure pays any larger cluster too
                    pay > 0
                      ? [
                          `${count}${reading.kind === 'clusters' && count === pays.length - 1 ? '+' : ''}× ${pay}`,
                        ]
                      : [],
                  )
                  .join(' · ')}
              </span>
            </div>
          ))}
      </div>
    </>
  );
}
