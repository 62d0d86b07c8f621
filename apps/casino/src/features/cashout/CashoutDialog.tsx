import type { CallResult } from '@casino/api-client';
import {
  AlertDialog,
  Amount,
  AmountPicker,
  Button,
  type CashoutMethod,
  CashoutMethodPicker,
  KeyFigures,
  Stepper,
  sprinkles,
  TextField,
} from '@casino/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { api, session } from '../app';
import { ActiveBonus } from '../bonus/ActiveBonus';
import { CashNowOffer } from '../bonus/CashNowOffer';
import { bonusMessages } from '../bonus/messages';
import { useBonusSummary } from '../bonus/useBonusSummary';
import { exponentOf, toUnits } from '../money/amounts';
import { useMoney, useMoneyFormat } from '../money/money';
import { unreadNews } from '../news/unreadNews';
import { useSession } from '../session/useSession';
import { AppDialog } from '../shell/AppDialog';
import { dialogs } from '../shell/dialogs';
import { common } from '../shell/messages';
import { notify } from '../shell/notify';
import {
  applyPayload,
  type CashoutBlocker,
  type CashoutForm,
  type CashoutMethodCode,
  cashoutAllowance,
  createClickGuard,
  firstPrecheck,
  firstStepOneFailure,
  firstStepTwoFailure,
  type MethodField,
  methodFields,
  presetAmounts,
  proofKeys,
  type RuleFailure,
  stepsAboveUnit,
  type WithdrawConfig,
} from './cashoutRules';
import {
  activateFirst,
  amountHint,
  depositFirst,
  lookupCode as lookupCodeMessage,
  cashoutMessages as m,
  notUpStandard,
} from './messages';
import { ProofUploads, type Uploads } from './ProofUploads';

interface Setup {
  config: WithdrawConfig;
  methods: CashoutMethod[];
}

/**
 * What OK does after an alert: the deposit rule leads to the cashier, the activation rule to the
 * activation prompt (to send the mail again); a submitted cash-out closes the dialog.
 */
type Alert = { message: string; toDeposit: boolean; toActivate?: boolean; submitted?: boolean };

const fieldLabels: Record<MethodField, MessageDescriptor> = {
  accountName: m.accountName,
  dni: m.dni,
  accountNumber: m.accountNumber,
  interbankAccountNumber: m.interbankAccountNumber,
  email: m.email,
  'payoutData.accountName': m.payoutAccountName,
  'payoutData.toAccount': m.toAccount,
};

/** The receiving account is a wallet address for BTC and a PayID for PAYID (contract: WithdrawApply). */
function fieldLabel(method: CashoutMethodCode, field: MethodField): MessageDescriptor {
  if (field === 'payoutData.toAccount' && method === 'BTC') return m.walletAddress;
  if (field === 'payoutData.toAccount' && method === 'PAYID') return m.payId;
  return fieldLabels[field];
}

const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' });

async function loadSetup(): Promise<CallResult<Setup>> {
  const [config, methods] = await Promise.all([
    api.call('/sys/member/withdraw/config'),
    api.call('/base/cashoutPaymentMethod/listAll', { enabled: 1, sortIndex_0: 'ASC' }),
  ]);
  if (!config.ok) return config;
  if (!methods.ok) return methods;
  return {
    ok: true,
    data: {
      config: config.data,
      methods: methods.data.map(({ code, name, enabled }) => ({ code, name, enabled: enabled === 1 })),
    },
  };
}

/** Spec 002 §2-§5: the two-step cash-out pop-up (amount and method, then proof uploads). */
export default function CashoutDialog() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { user } = useSession();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [step, setStep] = useState(0);
  const [form, setForm] = useState<CashoutForm>({ amount: null, fields: {} });
  const [uploads, setUploads] = useState<Uploads>({});
  const [alert, setAlert] = useState<Alert | null>(null);
  const [busy, setBusy] = useState(false);
  const [acceptClick] = useState(() => createClickGuard());
  const money = useMoney();
  const moneyFormat = useMoneyFormat();
  const { summary, setSummary } = useBonusSummary();

  useEffect(() => {
    let live = true;
    void loadSetup().then((result) => {
      if (!live) return;
      if (result.ok) return setSetup(result.data);
      notify(result.message);
      dialogs.close();
    });
    return () => {
      live = false;
    };
  }, []);

  if (!user) return null;
  const say = (failure: RuleFailure) =>
    t(failure.message, failure.amount === undefined ? undefined : { amount: money(failure.amount) });

  const toDeposit = () => dialogs.open({ name: 'deposit' });
  const toActivate = () => dialogs.open({ name: 'activationPrompt' });

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!setup) return;
    // An account not activated first (issue 32 §9), then spec 002 §4 in order: a first deposit, then
    // wagering, then the form itself.
    const precheck = firstPrecheck(setup.config, user);
    if (precheck?.rule === 'activation') {
      return setAlert({ message: t(activateFirst), toDeposit: false, toActivate: true });
    }
    if (precheck?.rule === 'deposit') {
      return setAlert({ message: t(depositFirst, { amount: money(precheck.amount) }), toDeposit: true });
    }
    if (precheck?.rule === 'wagering') {
      return setAlert({ message: t(notUpStandard, { amount: money(precheck.amount) }), toDeposit: false });
    }
    const blocker = cashoutAllowance(setup.config, user).blocker;
    if (blocker) return notify(t(blocker === 'balance' ? m.belowMinimum : m.wageredTooLow));
    const failure = firstStepOneFailure(form, {
      minimumAmount: setup.config.minimumAmount,
      maximumAmount: setup.config.maximumAmount,
      ...(setup.config.amountMultiple === undefined ? {} : { amountMultiple: setup.config.amountMultiple }),
      currency: user.currency,
      withdrawableBalance: user.withdrawableBalance,
      wageredAmount: user.wageredAmount,
    });
    if (failure) return notify(say(failure));
    setStep(1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!acceptClick()) return;
    const ids = Object.fromEntries(proofKeys.map((key) => [key, uploads[key]?.id]));
    const failure = firstStepTwoFailure(ids, user);
    if (failure) return notify(say(failure));
    setBusy(true);
    const result = await api.call('/sys/withdraw/apply', applyPayload(form, ids));
    if (result.ok) {
      notify(t(m.submitted), 'positive');
      // Spec 002 §4: the session and the news count refresh after a cash-out request.
      await Promise.all([session.refresh(), unreadNews.refresh()]);
      setBusy(false);
      // The lookup code is shown this once (and mailed): the dialog stays until the player has seen it.
      const { id, lookupCode } = result.data;
      return setAlert({
        message: t(lookupCodeMessage, { id, code: lookupCode }),
        toDeposit: false,
        submitted: true,
      });
    }
    // Spec 002 §8: the refusal shows the server's message; the first-deposit refusal (its English text
    // begins 'For the first') leads on to a deposit, as does a deposit rule that fails by now.
    const fresh = await api.call('/sys/member/withdraw/config', undefined, { loading: false });
    setBusy(false);
    const depositRule = fresh.ok && firstPrecheck(fresh.data, user)?.rule === 'deposit';
    setAlert({ message: result.message, toDeposit: result.message.includes('For the first') || depositRule });
  };

  const setField = (field: MethodField) => (value: string) =>
    setForm((current) => ({ ...current, fields: { ...current.fields, [field]: value } }));

  const method = form.paymentMethod;
  const config = setup?.config;
  const allowance = config ? cashoutAllowance(config, user) : null;
  // The amounts on offer are only those a request may ask for now (002 §5: balance, minimum, half the wagered).
  const decimals = exponentOf(user.currency);
  const highest = allowance?.mostNow ?? '0';
  const range =
    config && allowance ? t(amountHint, { min: money(allowance.minimum), max: money(highest) }) : '';
  const blockerNote = (blocker: CashoutBlocker) => {
    switch (blocker) {
      case 'activation':
        return t(activateFirst);
      case 'deposit':
        return t(depositFirst, { amount: money(config!.requiredDepositAmount4Withdraw) });
      case 'wagering':
        return t(notUpStandard, { amount: money(user.rollingAmount) });
      case 'balance':
        return t(m.belowMinimum);
      case 'wagered':
        return t(m.wageredTooLow);
    }
  };
  return (
    <AppDialog title={<FormattedMessage {...common.cashout} />}>
      {!config || !setup ? (
        <p role="status">
          <FormattedMessage {...common.loading} />
        </p>
      ) : (
        <>
          <Stepper
            steps={[t(m.stepAmount), t(m.stepProofs)]}
            current={step}
            label={t(m.steps)}
            backLabel={t(common.back)}
            onBack={() => setStep(0)}
          />
          {/* Step 1 stays mounted while step 2 shows, so going back keeps the chosen amount. */}
          <div hidden={step !== 0}>
            <form onSubmit={next} noValidate className={stack}>
              {allowance && (
                <KeyFigures
                  aria-label={t(m.allowance)}
                  figures={[
                    {
                      id: 'now',
                      label: t(m.mostNow),
                      value: <Amount value={allowance.mostNow} {...moneyFormat} />,
                      emphasis: true,
                      // A BTC amount steps by the satoshi: there is no multiple to mention.
                      note: allowance.blocker
                        ? blockerNote(allowance.blocker)
                        : stepsAboveUnit(config, decimals)
                          ? t(m.multiplesOf100)
                          : undefined,
                    },
                    {
                      id: 'withdrawable',
                      label: t(m.withdrawableBalance),
                      value: <Amount value={user.withdrawableBalance} {...moneyFormat} />,
                    },
                    {
                      id: 'minimum',
                      label: t(m.minimum),
                      value: <Amount value={allowance.minimum} {...moneyFormat} />,
                    },
                    ...(allowance.wageredCap === undefined
                      ? []
                      : [
                          {
                            id: 'wageredCap',
                            label: t(m.wageredCap),
                            value: <Amount value={allowance.wageredCap} {...moneyFormat} />,
                            note: t(m.wageredCapNote),
                          },
                        ]),
                  ]}
                />
              )}
              {/* Spec 002 §4: while wagering is pending cash-out stays hidden; the meter says how far it is. */}
              {allowance?.blocker === 'wagering' && summary?.current && (
                <>
                  <CashNowOffer grant={summary.current} onLeft={setSummary} />
                  <p>{t(bonusMessages.wageringBlocksCashout)}</p>
                  <ActiveBonus grant={summary.current} onChange={setSummary} />
                </>
              )}
              {/* Nothing to choose while nothing can be cashed out: Next runs the spec's checks. */}
              {!allowance?.blocker && (
                <>
                  <AmountPicker
                    label={t(m.amount)}
                    freeAmountLabel={t(m.otherAmount)}
                    shortcuts={presetAmounts(config.withdrawAmounts).filter(
                      (amount) => toUnits(amount, decimals) <= toUnits(highest, decimals),
                    )}
                    min={allowance?.minimum ?? config.minimumAmount}
                    max={highest}
                    step={config.amountMultiple ?? '100'}
                    decimals={decimals === 2 ? 0 : decimals}
                    {...moneyFormat}
                    allowFreeAmount={config.withdrawAllowManualInput === 1}
                    description={range}
                    rangeError={range}
                    onValueChange={(amount) => setForm((current) => ({ ...current, amount }))}
                  />
                  <CashoutMethodPicker
                    label={t(m.method)}
                    name="paymentMethod"
                    placeholder={t(m.methodPlaceholder)}
                    methods={setup.methods}
                    value={method}
                    onValueChange={(code) =>
                      setForm((current) => ({ ...current, paymentMethod: code as CashoutMethodCode }))
                    }
                  />
                  {method &&
                    methodFields[method].map(([field]) => (
                      <TextField
                        key={`${method}-${field}`}
                        label={t(fieldLabel(method, field))}
                        name={field}
                        type={field === 'email' ? 'email' : 'text'}
                        autoComplete={field === 'email' ? 'email' : 'off'}
                        value={form.fields[field] ?? ''}
                        onChange={(event) => setField(field)(event.target.value)}
                      />
                    ))}
                </>
              )}
              <Button type="submit" variant="primary" fullWidth>
                <FormattedMessage {...common.next} />
              </Button>
            </form>
          </div>
          <div hidden={step !== 1}>
            <form onSubmit={submit} noValidate aria-busy={busy} className={stack}>
              <p>
                <FormattedMessage {...m.proofsIntro} />
              </p>
              <ProofUploads uploads={uploads} setUploads={setUploads} busy={busy} user={user} />
              <Button type="submit" variant="primary" fullWidth disabled={busy}>
                <FormattedMessage {...common.cashout} />
              </Button>
            </form>
          </div>
        </>
      )}
      <AlertDialog
        open={alert !== null}
        onOpenChange={(open) => {
          if (open) return;
          if (alert?.submitted) dialogs.close();
          setAlert(null);
        }}
        title={t(common.cashout)}
        message={alert?.message ?? ''}
        okLabel={t(common.ok)}
        tone={alert?.submitted ? 'positive' : 'caution'}
        onOk={alert?.toDeposit ? toDeposit : alert?.toActivate ? toActivate : undefined}
      />
    </AppDialog>
  );
}
