import { QRCodeSVG } from 'qrcode.react';
import * as styles from './QRCode.css';

export interface QRCodeProps {
  /** What the code encodes: a crypto address, a payment link. Undefined while it is being fetched. */
  value?: string;
  /** Names the image for screen readers, e.g. 'QR code of the deposit address'. */
  label: string;
  /** Shown in the code's place while `value` is undefined. */
  loadingText: string;
  /** Side in px, quiet zone included. */
  size?: number;
}

export function QRCode({ value, label, loadingText, size = 192 }: QRCodeProps) {
  if (value === undefined) {
    return (
      <div className={styles.placeholder} role="status" style={{ width: size, height: size }}>
        {loadingText}
      </div>
    );
  }
  return (
    <div className={styles.frame}>
      <QRCodeSVG value={value} size={size - 16} level="M" role="img" aria-label={label} />
    </div>
  );
}
