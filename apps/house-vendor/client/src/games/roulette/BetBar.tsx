import { Button } from '@casino/ui';
import { ChipRack } from './ChipRack';
import * as styles from './roulette.css';

export interface BetBarProps {
  /** Chip values in cents, the chosen one, and how a chip reads. */
  chips: number[];
  chip: number;
  onChoose(cents: number): void;
  chipLabel(cents: number): string;
  /** The table's words: chip rack, undo, clear, the round's action, and the stake total. */
  labels: { chip: string; undo: string; clear: string; action: string; total: string };
  hasBets: boolean;
  busy: boolean;
  onUndo(): void;
  onClear(): void;
  onAction(): void;
  actionTestId: string;
}

/** Under a table of chips (roulette, baccarat): the chip rack, then undo, clear, the round's button and the total. */
export function BetBar(props: BetBarProps) {
  const { labels, busy, hasBets } = props;
  return (
    <>
      <ChipRack
        chips={props.chips}
        chosen={props.chip}
        label={labels.chip}
        chipLabel={props.chipLabel}
        onChoose={props.onChoose}
      />
      <div className={styles.row}>
        <Button variant="secondary" disabled={busy || !hasBets} onClick={props.onUndo}>
          {labels.undo}
        </Button>
        <Button variant="secondary" disabled={busy || !hasBets} onClick={props.onClear}>
          {labels.clear}
        </Button>
        <Button variant="accent" disabled={busy} onClick={props.onAction} data-testid={props.actionTestId}>
          {labels.action}
        </Button>
        <span className={styles.total}>{labels.total}</span>
      </div>
    </>
  );
}
