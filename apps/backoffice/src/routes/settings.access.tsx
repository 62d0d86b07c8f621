import { createFileRoute } from '@tanstack/react-router';
import { defineMessages } from 'react-intl';
import { t } from '../features/i18n/i18n';
import { type TextSetting, TextSettings } from './-components/settings/TextSettings';

const m = defineMessages({
  countries: { id: 'settings.access.countries', defaultMessage: 'Countries' },
  approvals: { id: 'settings.access.approvals', defaultMessage: 'Two-person approvals' },
  restrictedCountries: {
    id: 'settings.labels.restrictedCountries',
    defaultMessage: 'Restricted countries',
  },
  countriesHelp: {
    id: 'settings.help.restrictedCountries',
    defaultMessage:
      'Two-letter country codes separated by commas (US, GB); players from them cannot join or play.',
  },
  countriesProblem: {
    id: 'settings.problem.countries',
    defaultMessage: 'Write two-letter codes separated by commas, such as US, GB.',
  },
  backofficeApprovalCurrency: {
    id: 'settings.labels.backofficeApprovalCurrency',
    defaultMessage: 'Two-person thresholds: currency',
  },
  currencyHelp: {
    id: 'settings.help.approvalCurrency',
    defaultMessage: 'The three-letter currency the two amounts below are written in; others are converted.',
  },
  currencyProblem: { id: 'settings.problem.currency', defaultMessage: 'Write a currency code such as EUR.' },
  backofficeCashOutApprovalAbove: {
    id: 'settings.labels.backofficeCashOutApprovalAbove',
    defaultMessage: 'Second operator for cash-outs from',
  },
  cashOutHelp: {
    id: 'settings.help.cashOutApproval',
    defaultMessage: 'A cash-out of this amount or more is prepared by one operator and approved by another.',
  },
  backofficeAdjustmentApprovalAbove: {
    id: 'settings.labels.backofficeAdjustmentApprovalAbove',
    defaultMessage: 'Second operator for adjustments from',
  },
  adjustmentHelp: {
    id: 'settings.help.adjustmentApproval',
    defaultMessage: 'A manual balance adjustment of this amount or more needs a second operator.',
  },
  amountProblem: {
    id: 'settings.problem.amount',
    defaultMessage: 'Write an amount with two decimals, such as 1000.00.',
  },
});

export const Route = createFileRoute('/settings/access')({ component: Access });

const amount = (value: string) => /^(0|[1-9]\d{0,11})\.\d{2}$/.test(value);

const countries: Record<string, TextSetting> = {
  restrictedCountries: {
    label: m.restrictedCountries,
    help: m.countriesHelp,
    problem: m.countriesProblem,
    normalize: (value) => value.toUpperCase().replace(/\s/g, ''),
    check: (value) => value === '' || /^[A-Z]{2}(,[A-Z]{2})*$/.test(value),
  },
};

const approvals: Record<string, TextSetting> = {
  backofficeApprovalCurrency: {
    label: m.backofficeApprovalCurrency,
    help: m.currencyHelp,
    problem: m.currencyProblem,
    normalize: (value) => value.trim().toUpperCase(),
    check: (value) => /^[A-Z]{3}$/.test(value),
  },
  backofficeCashOutApprovalAbove: {
    label: m.backofficeCashOutApprovalAbove,
    help: m.cashOutHelp,
    problem: m.amountProblem,
    check: amount,
  },
  backofficeAdjustmentApprovalAbove: {
    label: m.backofficeAdjustmentApprovalAbove,
    help: m.adjustmentHelp,
    problem: m.amountProblem,
    check: amount,
  },
};

/** Who may play, and from which amounts a second operator must approve. */
function Access() {
  return (
    <>
      <TextSettings title={t(m.countries)} settings={countries} />
      <TextSettings title={t(m.approvals)} settings={approvals} />
    </>
  );
}
