import { useId, useRef } from 'react';
import { Button } from '../Button/Button';
import { classNames } from '../private/classNames';
import { UploadIcon } from '../private/icons';
import { StatusBadge, type StatusBadgeProps } from '../StatusBadge/StatusBadge';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './FileUpload.css';

export interface FileUploadProps {
  /** What the file proves, e.g. 'Proof of ID'; it names the group and the choose button. */
  label: string;
  /** Text of the button that opens the file picker, e.g. 'Choose file'. */
  chooseLabel: string;
  /** File types the picker offers, e.g. 'image/jpeg,image/png,image/bmp'. */
  accept?: string;
  /** Hint under the box, e.g. 'JPEG, PNG or BMP, 5 MB at most'. */
  description?: string;
  /** Shown in place of the description and marks the box invalid. */
  error?: string;
  /** Name of the chosen file, or what stands in for it ('No file chosen'). */
  fileName?: string;
  /** Progress or outcome of the upload, e.g. 'Uploading…' or 'Uploaded'; announced politely. */
  status?: string;
  /** A thumbnail of the chosen image (an object URL the caller owns and revokes). */
  previewSrc?: string;
  /** Where the document on file stands (a verification document's review), beside the label. */
  badge?: StatusBadgeProps;
  /** An upload is running: the button waits for it. */
  busy?: boolean;
  disabled?: boolean;
  /** Receives each file the player picks, the same file again included (a retry after a failure). */
  onFileSelect: (file: File) => void;
}

/*
 * One document to upload (cash-out proofs, verification documents). The native file input stays
 * hidden behind a button so the box looks like the other fields; the caller checks type and size and
 * uploads, the component only hands the file over.
 */
export function FileUpload({
  label,
  chooseLabel,
  accept,
  description,
  error,
  fileName,
  status,
  previewSrc,
  badge,
  busy = false,
  disabled = false,
  onFileSelect,
}: FileUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const labelId = `${id}-label`;
  const buttonTextId = `${id}-button`;
  const messageId = `${id}-message`;
  const message = error ?? description;

  return (
    <fieldset
      aria-describedby={message ? messageId : undefined}
      aria-busy={busy || undefined}
      className={classNames(fieldStyles.field, styles.fieldset)}
    >
      <legend id={labelId} className={classNames(fieldStyles.label, styles.legend)}>
        {label}
        {badge && (
          <span className={styles.badge}>
            <StatusBadge {...badge} />
          </span>
        )}
      </legend>
      <div
        className={styles.box}
        data-invalid={error ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
      >
        {previewSrc ? (
          <img className={styles.preview} src={previewSrc} alt="" />
        ) : (
          <span className={styles.placeholder}>
            <UploadIcon />
          </span>
        )}
        <span className={styles.text}>
          {fileName && <span className={styles.fileName}>{fileName}</span>}
          <span className={styles.status} role="status">
            {status}
          </span>
        </span>
        <Button
          variant="secondary"
          size="small"
          disabled={disabled || busy}
          aria-labelledby={`${buttonTextId} ${labelId}`}
          onClick={() => inputRef.current?.click()}
        >
          <span id={buttonTextId}>{chooseLabel}</span>
        </Button>
        <input
          ref={inputRef}
          type="file"
          hidden
          accept={accept}
          disabled={disabled || busy}
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            // Cleared so picking the same file again (after a refused upload) still reports it.
            input.value = '';
            if (file) onFileSelect(file);
          }}
        />
      </div>
      {message && (
        <p id={messageId} className={error ? fieldStyles.error : fieldStyles.description}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
