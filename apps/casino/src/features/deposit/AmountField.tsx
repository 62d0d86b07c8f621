import { AmountPicker } from '@casino/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FirstDepositAmountNote } from '../bonus/FirstDepositBonus';
import { exponentOf } from '../money/amounts';
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
  /** A decimal string of the member's currency (whole units for fiat), or null while none is given. */
  onValueChange: (amount: string | null) => void;
  defaultShortcut?: number;
  disabled?: boolean;
}) {
  const t = useIntl().formatMessage;
  const format = useMoneyFormat(user.currency);
  // Fiat's limits read as whole units ('Between 10 and 5000'), a BTC minimum to the satoshi.
  const decimals = exponentOf(user.currency);
  const plain = (figure: string) => figure.replace(/\.0+$/, '');
  const maximum = config.maximumAmount ?? String(maximumAmount);
  const range = t(m.amountRange, { min: plain(config.minimumAmount), max: plain(maximum) });
  const [amount, setAmount] = useState<string | null>(
    defaultShortcut === undefined ? null : String(defaultShortcut),
  );
  return (
    <>
      <AmountPicker
        label={t(m.amount)}
        freeAmountLabel={t(m.otherAmount)}
        shortcuts={shortcutsOf(code, config, user.currency).map(String)}
        min={config.minimumAmount}
        max={maximum}
        step={decimals === 2 ? '1' : `0.${'1'.padStart(decimals, '0')}`}
        decimals={decimals === 2 ? 0 : decimals}
        {...format}
        onValueChange={(value) => {
          setAmount(value);
          onValueChange(value);
        }}
        description={range}
        rangeError={range}
        allowFreeAmount={allowsFreeAmount(code, config, user.currency)}
        {...(defaultShortcut === undefined ? {} : { defaultShortcut: String(defaultShortcut) })}
        {...(disabled === undefined ? {} : { disabled })}
      />
      <FirstDepositAmountNote amount={amount} />
    </>
  );
}
