import { Button } from '../Button/Button';
import * as styles from './PromotionCard.css';

export interface PromotionCardProps {
  /** Artwork without words above the text; none for a text-only pop-up. */
  image?: string;
  /** The offer, in the player's language (the dialog around it carries the title). */
  text: string;
  /** The button's label for its action: 'Deposit now', 'Join now', 'Play', 'OK'... */
  actionLabel: string;
  onAction: () => void;
}

/* The body of the promotion pop-up (spec 000 §2, 002 §4): artwork, the offer and one button. */
export function PromotionCard({ image, text, actionLabel, onAction }: PromotionCardProps) {
  return (
    <div className={styles.root}>
      {image ? <img className={styles.image} src={image} alt="" /> : null}
      <p className={styles.text}>{text}</p>
      <Button variant="primary" fullWidth onClick={onAction}>
        {actionLabel}
      </Button>
    </div>
  );
}
