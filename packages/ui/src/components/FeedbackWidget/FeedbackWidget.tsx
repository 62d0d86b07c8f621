import { useId, useState } from 'react';
import { Button } from '../Button/Button';
import { label as labelStyle } from '../TextField/TextField.css';
import * as styles from './FeedbackWidget.css';

export interface FeedbackWidgetProps {
  /** 'Was this page helpful?' */
  question: string;
  yesLabel: string;
  noLabel: string;
  commentLabel: string;
  commentPlaceholder?: string;
  sendLabel: string;
  /** Receives the answer and comment; the widget then clears itself (spec 000 §2: sending only clears it). */
  onSend: (feedback: { helpful: boolean; comment: string }) => void;
  /** Opens on the comment step with this answer chosen, as after a click. */
  defaultHelpful?: boolean;
}

/* The help pages' YES/NO question, then a comment box for the chosen answer. */
export function FeedbackWidget({
  question,
  yesLabel,
  noLabel,
  commentLabel,
  commentPlaceholder,
  sendLabel,
  onSend,
  defaultHelpful,
}: FeedbackWidgetProps) {
  const [helpful, setHelpful] = useState<boolean | null>(defaultHelpful ?? null);
  const [comment, setComment] = useState('');
  const commentId = useId();
  const questionId = useId();

  return (
    <section className={styles.root} aria-labelledby={questionId}>
      <p id={questionId} className={styles.question}>
        {question}
      </p>
      {helpful === null ? (
        <div className={styles.answers}>
          <Button variant="secondary" size="small" onClick={() => setHelpful(true)}>
            {yesLabel}
          </Button>
          <Button variant="secondary" size="small" onClick={() => setHelpful(false)}>
            {noLabel}
          </Button>
        </div>
      ) : (
        <form
          className={styles.answers}
          onSubmit={(event) => {
            event.preventDefault();
            onSend({ helpful, comment });
            setComment('');
            setHelpful(null);
          }}
        >
          <label className={labelStyle} htmlFor={commentId}>
            {commentLabel}
          </label>
          <textarea
            id={commentId}
            className={styles.comment}
            value={comment}
            placeholder={commentPlaceholder}
            onChange={(event) => setComment(event.currentTarget.value)}
            // biome-ignore lint/a11y/noAutofocus: the box appears in answer to the player's own click
            autoFocus
          />
          <Button type="submit" size="small">
            {sendLabel}
          </Button>
        </form>
      )}
    </section>
  );
}
