import type { components } from '@casino/api-client';
import { Button, ConfirmDialog, LimitCard, PasswordField, Select, TextField } from '@casino/ui';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { api, session } from '../app';
import { useMoney } from '../money/money';
import { useSession } from '../session/useSession';
import { common } from '../shell/messages';
import { notify } from '../shell/notify';
import {
  introMessage,
  protectionMessages as m,
  minutesMessage,
  onBreakMessage,
  pendingRaiseMessage,
  pendingRemovalMessage,
  waitingMessage,
} from './messages';
import * as styles from './protection.css';
import { statementMessages } from './statementMessages';

type State = components['schemas']['ProtectionState'];
type Kind = components['schemas']['ProtectionLimitKind'];

const timeOuts = ['24h', '7d', '30d', '6w'] as const;
const exclusions = ['6m', '1y', '2y', '5y'] as const;

/** The Play safe area (issue 30): the player's limits, session time, breaks and self-exclusion. */
export function PlaySafePage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = useMoney();
  const navigate = useNavigate();
  const { user } = useSession();
  const [state, setState] = useState<State | null>(null);
  const [kind, setKind] = useState<Kind>('depositDay');
  const [amount, setAmount] = useState('');
  const [timeOut, setTimeOut] = useState<(typeof timeOuts)[number]>('24h');
  const [exclusion, setExclusion] = useState<(typeof exclusions)[number]>('6m');
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState<'timeOut' | 'exclude' | null>(null);
  const at = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

  const load = useCallback(async () => {
    const result = await api.call('/sys/protection/get', undefined, { loading: false });
    if (result.ok) setState(result.data);
  }, []);
  useEffect(() => {
    if (user) void load();
  }, [user, load]);

  const answer = (result: { ok: true; data: State } | { ok: false; message: string }, done?: string) => {
    if (!result.ok) return notify(result.message);
    setState(result.data);
    if (done) notify(done, 'positive');
  };

  const saveLimit = async () => {
    const before = state?.limits.find((limit) => limit.kind === kind)?.pending;
    const result = await api.call('/sys/protection/limit/set', { kind, amount });
    if (!result.ok) return notify(result.message);
    const after = result.data.limits.find((limit) => limit.kind === kind)?.pending;
    answer(
      result,
      after && after !== before ? t(waitingMessage, { hours: result.data.coolingHours }) : t(m.saved),
    );
  };

  const setTimes = async (fields: { sessionMinutes?: string; realityCheckMinutes?: string }) => {
    const result = await api.call('/sys/protection/times/set', {
      sessionMinutes: String(state?.sessionMinutes ?? ''),
      realityCheckMinutes: String(state?.realityCheckMinutes ?? '') as '',
      ...fields,
    } as never);
    answer(result);
  };

  const takeTimeOut = async () => {
    setConfirming(null);
    answer(await api.call('/sys/protection/timeOut', { period: timeOut }));
  };

  const selfExclude = async () => {
    setConfirming(null);
    const result = await api.call('/sys/protection/selfExclude', { period: exclusion, password });
    if (!result.ok) return notify(result.message);
    await session.logout();
    await navigate({ to: '/' });
  };

  const limitTitle = (value: Kind) => t(m[value]);
  const periodLabel = (value: string) => t(m[`p${value}` as keyof typeof m]);
  const minutesOptions = (values: number[]) => [
    { value: 'off', label: t(m.off) },
    ...values.map((value) => ({ value: String(value), label: t(minutesMessage, { count: value }) })),
  ];

  if (!user) return null;
  const onBreak = state?.activeBreak;
  return (
    // Radix Select has no empty value: 'off' stands for none and is sent as an empty field.
    <section className={styles.page}>
      <h1>{t(m.title)}</h1>
      <p>{t(introMessage, { hours: state?.coolingHours ?? 24 })}</p>
      <p>
        <a href="#/statement">{t(statementMessages.link)}</a>
      </p>
      {onBreak && (
        <p className={styles.notice} role="status">
          {t(onBreakMessage, { at: at(onBreak.liftedAt ?? onBreak.endsAt ?? onBreak.startedAt) })}
        </p>
      )}
      <h2>{t(m.limits)}</h2>
      <div className={styles.grid}>
        {state?.limits.map((limit) => (
          <LimitCard
            key={limit.kind}
            title={limitTitle(limit.kind)}
            value={limit.amount === null ? t(m.noLimit) : money(limit.amount)}
            pending={
              limit.pending === null
                ? undefined
                : limit.pending.amount === null
                  ? t(pendingRemovalMessage, { at: at(limit.pending.effectiveAt) })
                  : t(pendingRaiseMessage, {
                      amount: money(limit.pending.amount),
                      at: at(limit.pending.effectiveAt),
                    })
            }
            actions={
              limit.pending && (
                <>
                  <Button
                    size="small"
                    disabled={!limit.pending.confirmable}
                    onClick={async () =>
                      answer(await api.call('/sys/protection/limit/confirm', { kind: limit.kind }))
                    }
                  >
                    {t(m.confirm)}
                  </Button>
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={async () =>
                      answer(await api.call('/sys/protection/limit/cancel', { kind: limit.kind }))
                    }
                  >
                    {t(m.keep)}
                  </Button>
                </>
              )
            }
          />
        ))}
      </div>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void saveLimit();
        }}
      >
        <h3>{t(m.change)}</h3>
        <Select
          label={t(m.kind)}
          value={kind}
          onValueChange={(value) => setKind(value as Kind)}
          options={(state?.limits ?? []).map((limit) => ({
            value: limit.kind,
            label: limitTitle(limit.kind),
          }))}
        />
        <TextField
          label={t(m.amount)}
          inputMode="decimal"
          name="amount"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <Button type="submit">{t(m.save)}</Button>
      </form>
      <h2>{t(m.time)}</h2>
      <div className={styles.form}>
        <Select
          label={t(m.realityCheck)}
          value={String(state?.realityCheckMinutes ?? 'off')}
          onValueChange={(value) => void setTimes({ realityCheckMinutes: value === 'off' ? '' : value })}
          options={minutesOptions([15, 30, 60])}
        />
        <Select
          label={t(m.sessionLimit)}
          value={String(state?.sessionMinutes ?? 'off')}
          onValueChange={(value) => void setTimes({ sessionMinutes: value === 'off' ? '' : value })}
          options={minutesOptions([30, 60, 120, 240])}
        />
      </div>
      <h2>{t(m.takeBreak)}</h2>
      <div className={styles.form}>
        <p>{t(m.breakIntro)}</p>
        <Select
          label={t(m.period)}
          value={timeOut}
          onValueChange={(value) => setTimeOut(value as typeof timeOut)}
          options={timeOuts.map((value) => ({ value, label: periodLabel(value) }))}
        />
        <Button variant="secondary" onClick={() => setConfirming('timeOut')}>
          {t(m.takeBreak)}
        </Button>
      </div>
      <h2>{t(m.selfExclude)}</h2>
      <div className={styles.form}>
        <p>{t(m.excludeIntro)}</p>
        <Select
          label={t(m.period)}
          value={exclusion}
          onValueChange={(value) => setExclusion(value as typeof exclusion)}
          options={exclusions.map((value) => ({ value, label: periodLabel(value) }))}
        />
        <PasswordField
          label={t(m.password)}
          showLabel={t(common.show)}
          hideLabel={t(common.hide)}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button variant="critical" disabled={password === ''} onClick={() => setConfirming('exclude')}>
          {t(m.selfExclude)}
        </Button>
      </div>
      <p className={styles.help}>{t(m.help)}</p>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t(m.sure)}
        message={confirming === 'exclude' ? t(m.excludeIntro) : t(m.breakIntro)}
        confirmLabel={confirming === 'exclude' ? t(m.selfExclude) : t(m.takeBreak)}
        cancelLabel={t(m.cancel)}
        tone={confirming === 'exclude' ? 'critical' : 'brand'}
        onConfirm={() => void (confirming === 'exclude' ? selfExclude() : takeTimeOut())}
      />
    </section>
  );
}
