import { AmountPicker } from '@casino/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FirstDepositAmountNote } from '../bonus/FirstDepositBonus';
import { useMoneyFormat } from '../money/money';
import type { UserInfo } from '../session/session';
import {
  allowsFreeAmount,
  type DepositConfig,
  type MethodCode,
  maximumAmount,
  shortcutsOf,
} from './depositRules';
import { depositMessages as m } from './messages';

/** The amount of every flow: its shortcuts (4 a row, or the card's fixed ones) and the free amount where allowed. */
export function AmountField({
  code,
  config,
  user,
  onValueChange,
  defaultShortcut,
  disabled,
}: {
  code: MethodCode;
  config: DepositConfig;
  user: UserInfo;
  onValueChange: (amount: number | null) => void;
  defaultShortcut?: number;
  disabled?: boolean;
}) {
  const t = useIntl().formatMessage;
  const format = useMoneyFormat(user.currency);
  const range = t(m.amountRange, { min: config.minimumAmount, max: maximumAmount });
  const [amount, setAmount] = useState<number | null>(defaultShortcut ?? null);
  return (
    <>
      <AmountPicker
        label={t(m.amount)}
        freeAmountLabel={t(m.otherAmount)}
        shortcuts={shortcutsOf(code, config).map(String)}
        min={String(config.minimumAmount)}
        max={String(maximumAmount)}
        step="1"
        {...format}
        onValueChange={(value) => {
          // Whole units of at most twelve digits: exact as a number.
          const whole = value === null ? null : Number(value);
          setAmount(whole);
          onValueChange(whole);
        }}
        description={range}
        rangeError={range}
        allowFreeAmount={allowsFreeAmount(code, config)}
        {...(defaultShortcut === undefined ? {} : { defaultShortcut: String(defaultShortcut) })}
        {...(disabled === undefined ? {} : { disabled })}
      />
      <FirstDepositAmountNote amount={amount} />
    </>
  );
}
