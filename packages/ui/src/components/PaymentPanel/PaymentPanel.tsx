import type { ReactNode } from 'react';
import { CopyField } from '../CopyField/CopyField';
import { QRCode } from '../QRCode/QRCode';
import * as styles from './PaymentPanel.css';

export interface PaymentPanelField {
  label: string;
  value: string;
  /** Shown instead of a value too long to read; `value` is still what is copied (CopyField). */
  shown?: string;
}

export interface PaymentPanelProps {
  /** What the QR encodes (a wallet URI, a BR Code, a pay page); undefined while it is fetched. */
  qrValue?: string;
  qrLabel: string;
  qrLoadingText: string;
  /** The values a payer copies: address, exact amount, "copia e cola". */
  fields: readonly PaymentPanelField[];
  copyLabel: string;
  onCopied: () => void;
  onCopyFailed: (error: unknown) => void;
  /** Below the fields: the "I've made the transfer" button, or what is known of the payment. */
  children?: ReactNode;
}

/* A payment to make elsewhere (crypto, Pix, the cash app): the QR beside what to copy, stacked on a phone. */
export function PaymentPanel({
  qrValue,
  qrLabel,
  qrLoadingText,
  fields,
  copyLabel,
  onCopied,
  onCopyFailed,
  children,
}: PaymentPanelProps) {
  return (
    <div className={styles.panel}>
      <div className={styles.qr}>
        <QRCode
          {...(qrValue === undefined ? {} : { value: qrValue })}
          label={qrLabel}
          loadingText={qrLoadingText}
        />
      </div>
      <div className={styles.details}>
        {fields.map((field) => (
          <CopyField
            key={field.label}
            label={field.label}
            value={field.value}
            shown={field.shown}
            copyLabel={copyLabel}
            onCopied={onCopied}
            onCopyFailed={onCopyFailed}
          />
        ))}
        {children}
      </div>
    </div>
  );
}
