import {
  AlertDialog,
  BirthdayInput,
  Button,
  Checkbox,
  CountryPicker,
  CurrencyPicker,
  PasswordField,
  PhoneInput,
  Select,
  StatePicker,
  Stepper,
  TextField,
} from '@casino/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, session } from '../app';
import { LegalLink } from '../help/LegalLink';
import { protectionMessages } from '../protection/messages';
import { PlaySafeLink } from '../protection/PlaySafeLink';
import { common } from '../shell/messages';
import { clearNotices, notify } from '../shell/notify';
import { storageKeys, store } from '../site';
import * as styles from './auth.css';
import { FacebookButton } from './facebook/FacebookButton';
import { authMessages as m } from './messages';
import { firstRegistrationError, type Registration, registrationPayload } from './registrationRules';
import { useReferenceData } from './useReferenceData';

type RuleStep = 1 | 2 | 3;

interface Props {
  /**
   * Which rule groups each screen shows: the page has two steps (account and personal details, then
   * 'Almost done'), the pop-up three (spec 000 §4).
   */
  layout: 'page' | 'dialog';
  onJoined: () => void;
}

const screens: Record<Props['layout'], RuleStep[][]> = {
  page: [[1, 2], [3]],
  dialog: [[1], [2], [3]],
};

export function JoinForm({ layout, onJoined }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [screen, setScreen] = useState(0);
  const [busy, setBusy] = useState(false);
  const [refuseTerms, setRefuseTerms] = useState(false);
  const [entity, setEntity] = useState<Registration>(() => ({
    receiveExclusive: true,
    agreed: false,
    invitorCode: store.get(storageKeys.invitorCode) ?? undefined,
  }));
  const reference = useReferenceData(entity.countryCode);
  const groups = screens[layout][screen]!;
  const lastRuleStep = groups[groups.length - 1]!;
  const isLast = screen === screens[layout].length - 1;
  const stepLabels =
    layout === 'page' ? [t(m.account), t(m.almostDone)] : [t(m.account), t(m.personal), t(m.addressStep)];

  const set =
    <K extends keyof Registration>(key: K) =>
    (value: Registration[K]) =>
      setEntity((current) => ({
        ...current,
        [key]: value,
        ...(key === 'countryCode' ? { stateCode: undefined } : {}),
      }));
  const text = (key: keyof Registration, label: string, extra: Record<string, string> = {}) => (
    <TextField
      label={label}
      name={key}
      value={(entity[key] as string | undefined) ?? ''}
      onChange={(event) => set(key)(event.target.value as never)}
      {...extra}
    />
  );

  // A new step starts at its top (on a phone the button that led to it is far down) and without the
  // refusals about the step before (issue 32 §10).
  const formRef = useRef<HTMLFormElement>(null);
  const goTo = (next: number) => {
    clearNotices();
    setScreen(next);
  };
  useEffect(() => {
    if (screen > 0) formRef.current?.scrollIntoView({ block: 'start' });
  }, [screen]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failure = firstRegistrationError(entity, lastRuleStep);
    if (failure) return notify(t(failure));
    if (isLast && !entity.agreed) return setRefuseTerms(true);
    setBusy(true);
    const payload = registrationPayload({ ...entity, step: lastRuleStep });
    const check = await api.call('/sys/auth/checkRegister1', payload);
    if (!check.ok) {
      setBusy(false);
      return notify(check.message);
    }
    if (!isLast) {
      setBusy(false);
      return goTo(screen + 1);
    }
    const created = await api.call('/sys/auth/register', registrationPayload(entity));
    setBusy(false);
    if (!created.ok) return notify(created.message || t(m.signUpFailed));
    session.login(created.data);
    store.set(storageKeys.invitorCode, null);
    // Spec 000 §4: the token is refreshed 1 s after registration.
    setTimeout(() => void session.refresh(), 1000);
    onJoined();
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-busy={busy} className={styles.joinForm}>
      <Stepper
        steps={stepLabels}
        current={screen}
        label={t(m.steps)}
        backLabel={t(common.back)}
        onBack={() => goTo(screen - 1)}
      />
      {groups.includes(1) && (
        <>
          {screen === 0 && <FacebookButton />}
          {text('email', t(m.email), { type: 'email', autoComplete: 'email' })}
          {text('username', t(m.usernameField), { autoComplete: 'username' })}
          <PasswordField
            label={t(m.password)}
            name="password"
            autoComplete="new-password"
            showLabel={t(common.show)}
            hideLabel={t(common.hide)}
            value={entity.password ?? ''}
            onChange={(event) => set('password')(event.target.value)}
          />
          <PasswordField
            label={t(m.repassword)}
            name="repassword"
            autoComplete="new-password"
            showLabel={t(common.show)}
            hideLabel={t(common.hide)}
            value={entity.repassword ?? ''}
            onChange={(event) => set('repassword')(event.target.value)}
          />
        </>
      )}
      {groups.includes(2) && (
        <>
          <PhoneInput
            label={t(m.mobile)}
            prefixLabel={t(m.mobilePrefix)}
            numberLabel={t(m.mobile)}
            prefixes={reference.prefixes}
            prefix={entity.mobilePrefix ?? ''}
            onPrefixChange={set('mobilePrefix')}
            number={entity.mobile ?? ''}
            onNumberChange={set('mobile')}
          />
          {text('firstName', t(m.firstName), { autoComplete: 'given-name' })}
          {text('lastName', t(m.lastName), { autoComplete: 'family-name' })}
          <Select
            label={t(m.gender)}
            name="gender"
            options={[
              { value: 'MALE', label: t(m.male) },
              { value: 'FEMALE', label: t(m.female) },
            ]}
            value={entity.gender}
            onValueChange={(value) => set('gender')(value as Registration['gender'])}
          />
          <BirthdayInput
            label={t(m.birthday)}
            ageLabel="18+"
            yearLabel={t(m.year)}
            monthLabel={t(m.month)}
            dayLabel={t(m.day)}
            defaultValue={entity.birthday}
            onValueChange={set('birthday')}
          />
        </>
      )}
      {groups.includes(3) && (
        <>
          <CurrencyPicker
            label={t(m.currency)}
            name="currency"
            currencies={reference.currencies}
            value={entity.currency}
            onValueChange={(value) => set('currency')(value as Registration['currency'])}
          />
          <CountryPicker
            label={t(m.country)}
            name="countryCode"
            countries={reference.countries}
            value={entity.countryCode}
            onValueChange={set('countryCode')}
          />
          <StatePicker
            label={t(m.state)}
            name="stateCode"
            states={reference.states}
            value={entity.stateCode}
            onValueChange={set('stateCode')}
          />
          {text('city', t(m.city), { autoComplete: 'address-level2' })}
          {text('postalCode', t(m.postalCode), { autoComplete: 'postal-code' })}
          {text('address', t(m.address), { autoComplete: 'street-address' })}
          {text('invitorCode', t(m.invitorCode))}
          <Checkbox
            label={t(m.receiveExclusive)}
            checked={entity.receiveExclusive}
            onCheckedChange={(checked) => set('receiveExclusive')(checked === true)}
          />
          <Checkbox
            label={t(m.agree)}
            checked={entity.agreed}
            onCheckedChange={(checked) => set('agreed')(checked === true)}
          />
          {/* The texts the player agrees to, readable over the form without losing it. */}
          <p className={styles.legalLinks}>
            <LegalLink name="terms" label={t(common.terms)} />
            <LegalLink name="privacyPolicy" label={t(common.privacyPolicy)} />
          </p>
          <PlaySafeLink lead={t(protectionMessages.signUpLead)} />
        </>
      )}
      <Button type="submit" variant="primary" fullWidth disabled={busy}>
        <FormattedMessage {...(isLast ? m.submit : common.next)} />
      </Button>
      <AlertDialog
        open={refuseTerms}
        onOpenChange={setRefuseTerms}
        title={t(m.joinTitle)}
        message={t(m.acceptTip)}
        okLabel={t(common.ok)}
      />
    </form>
  );
}
