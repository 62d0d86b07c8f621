import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import { Button } from '../Button/Button';
import {
  actions,
  alertCard,
  message as messageStyle,
  overlay,
  title as titleStyle,
} from '../private/dialog.css';
import * as styles from './RealityCheckDialog.css';

export interface RealityCheckDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** Already formatted: time played this session, the net position since it began. */
  figures: readonly { id: string; label: string; value: string; tone?: 'positive' | 'negative' }[];
  continueLabel: string;
  historyLabel: string;
  logoutLabel: string;
  onContinue: () => void;
  onHistory: () => void;
  onLogout: () => void;
}

/*
 * The reality check over a game: play is paused until the player answers, so Escape and a click outside
 * do nothing; only its three buttons close it. Continue takes the focus.
 */
export function RealityCheckDialog(props: RealityCheckDialogProps) {
  const { open, title, message, figures } = props;
  return (
    <RadixAlertDialog.Root open={open}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className={overlay} />
        <RadixAlertDialog.Content className={alertCard} onEscapeKeyDown={(event) => event.preventDefault()}>
          <RadixAlertDialog.Title className={titleStyle}>{title}</RadixAlertDialog.Title>
          <RadixAlertDialog.Description className={messageStyle}>{message}</RadixAlertDialog.Description>
          <dl className={styles.figures}>
            {figures.map((figure) => (
              <div key={figure.id} className={styles.figure}>
                <dt className={styles.label}>{figure.label}</dt>
                <dd className={styles.value} data-tone={figure.tone}>
                  {figure.value}
                </dd>
              </div>
            ))}
          </dl>
          <div className={`${actions} ${styles.actions}`}>
            <Button variant="secondary" onClick={props.onLogout}>
              {props.logoutLabel}
            </Button>
            <Button variant="secondary" onClick={props.onHistory}>
              {props.historyLabel}
            </Button>
            <RadixAlertDialog.Action asChild>
              <Button variant="primary" onClick={props.onContinue}>
                {props.continueLabel}
              </Button>
            </RadixAlertDialog.Action>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
