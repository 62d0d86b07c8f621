import { AlertDialog, ConfirmDialog, EmptyState, sprinkles, VipPackageList } from '@casino/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, session } from '../app';
import { useBonusSummary } from '../bonus/useBonusSummary';
import { multiplyAmount } from '../money/amounts';
import { useMoney, useMoneyFormat } from '../money/money';
import { useSession } from '../session/useSession';
import { AppDialog } from '../shell/AppDialog';
import { dialogs } from '../shell/dialogs';
import { common } from '../shell/messages';
import { notify } from '../shell/notify';
import {
  availablePoints,
  levelWarning,
  vipMessages as m,
  pointsCount,
  redeemConfirmText,
  redeemConfirmTitle,
  redeemed,
} from './messages';
import { useVipData } from './useVipData';
import { levelName, redeemProblem, storePackages, type VipPackage } from './vipRules';

const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' });

type Warning = { title: string; message: string; closesStore: boolean };

/** Spec 002 §4: the VIP store; a package is redeemed for points, at the member's level or lower. */
export default function VipStoreDialog() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { user } = useSession();
  const { levels, packages } = useVipData({ packages: true });
  const [redeemingId, setRedeemingId] = useState<string | undefined>();
  const [warning, setWarning] = useState<Warning | null>(null);
  // A redeem starts a bonus: it says what that means and asks first (issue 32 §1).
  const [asking, setAsking] = useState<VipPackage | null>(null);
  const { summary } = useBonusSummary();
  const money = useMoney();
  const moneyFormat = useMoneyFormat();
  if (!user) return null;

  const levelOf = (level: number) => levels?.find((candidate) => candidate.level === level);
  const nameOf = (level: number) => {
    const found = levelOf(level);
    return found ? levelName(t, found) : String(level);
  };

  const redeem = async (item: VipPackage) => {
    // The level warning (spec 002 §4): the store lists none above the member's level, but a level
    // read before a change of account or tab must not reach the server as a refusal.
    if (redeemProblem(item, user) === 'level') {
      return setWarning({
        title: t(m.store),
        message: t(levelWarning, { level: nameOf(item.level) }),
        closesStore: false,
      });
    }
    setRedeemingId(String(item.id));
    const result = await api.call('/sys/vipStore/redeem', { id: item.id });
    setRedeemingId(undefined);
    if (!result.ok)
      return setWarning({ title: t(m.redeemFailed), message: result.message, closesStore: true });
    notify(t(redeemed, { bonus: money(item.bonus) }), 'positive');
    await session.refresh();
  };

  const listed = packages ? storePackages(packages, user) : null;
  return (
    <AppDialog title={t(m.store)} size="large">
      <div className={stack}>
        <p>
          <FormattedMessage {...m.storeIntro} />
        </p>
        <p>
          <strong>
            <FormattedMessage {...availablePoints} values={{ points: intl.formatNumber(user.vipPoints) }} />
          </strong>
        </p>
        {listed === null || levels === null ? (
          <p role="status">
            <FormattedMessage {...common.loading} />
          </p>
        ) : listed.length === 0 ? (
          <EmptyState title={t(m.storeEmptyTitle)} description={t(m.storeEmptyText)} />
        ) : (
          <VipPackageList
            aria-label={t(m.packages)}
            packages={listed.map((item) => ({
              id: String(item.id),
              levelName: nameOf(item.level),
              levelColour: levelOf(item.level)?.color ?? 'currentColor',
              pointsText: t(pointsCount, { points: intl.formatNumber(item.points) }),
              bonus: item.bonus,
            }))}
            {...moneyFormat}
            redeemLabel={t(m.redeem)}
            redeemingId={redeemingId}
            onRedeem={(id) => {
              const item = listed.find((candidate) => String(candidate.id) === id);
              if (item) setAsking(item);
            }}
          />
        )}
      </div>
      {asking && summary && (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setAsking(null);
          }}
          title={t(redeemConfirmTitle, {
            points: intl.formatNumber(asking.points),
            bonus: money(asking.bonus),
          })}
          message={t(redeemConfirmText, {
            bonus: money(asking.bonus),
            multiplier: summary.signUpOffer.wageringMultiplier,
            wagering: money(multiplyAmount(asking.bonus, summary.signUpOffer.wageringMultiplier)),
          })}
          confirmLabel={t(m.redeem)}
          cancelLabel={t(m.redeemNotNow)}
          onConfirm={() => {
            setAsking(null);
            void redeem(asking);
          }}
        />
      )}
      <AlertDialog
        open={warning !== null}
        onOpenChange={(open) => {
          if (open) return;
          // Spec 002 §4 and §8: after a refused redemption the warning closes the store with it.
          if (warning?.closesStore) dialogs.close();
          setWarning(null);
        }}
        title={warning?.title ?? ''}
        message={warning?.message ?? ''}
        okLabel={t(common.ok)}
      />
    </AppDialog>
  );
}
