import type { components } from '@casino/api-client';
import { Amount, CopyField, formatMoney, InviteGrid, StatList, sprinkles } from '@casino/ui';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, session } from '../app';
import { useMoneyFormat } from '../money/money';
import { useSession } from '../session/useSession';
import { AppDialog } from '../shell/AppDialog';
import { common } from '../shell/messages';
import { notify } from '../shell/notify';
import { inviteCells } from './inviteRules';
import { activatedCount, inviteFriends, inviteMessages as m, whoCounts } from './messages';

type Member = components['schemas']['Member'];
type InviteConfig = components['schemas']['InviteConfig'];

const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' });

/** Spec 002 §2-§4: the invitation code and link, the member's figures and the reward grid. */
export default function InviteDialog() {
  const intl = useIntl();
  const moneyFormat = useMoneyFormat();
  const t = intl.formatMessage;
  const { user } = useSession();
  const [member, setMember] = useState<Member | null>(null);
  const [configs, setConfigs] = useState<InviteConfig[] | null>(null);
  const [claimingId, setClaimingId] = useState<string | undefined>();
  const memberId = user?.id;

  const load = useCallback(async () => {
    if (memberId === undefined) return;
    const [counters, tiers] = await Promise.all([
      api.call('/sys/member/getMember', { id: memberId }),
      api.call('/base/inviteConfig/listAll', { personCount_0: 'ASC' }),
    ]);
    if (!counters.ok) return notify(counters.message);
    if (!tiers.ok) return notify(tiers.message);
    setMember(counters.data);
    setConfigs(tiers.data);
  }, [memberId]);

  useEffect(() => {
    void load();
  }, [load]);

  if (!user) return null;

  const claim = async (inviteConfigId: number) => {
    setClaimingId(String(inviteConfigId));
    const result = await api.call('/sys/member/receiveInviteBonus', { id: user.id, inviteConfigId });
    setClaimingId(undefined);
    if (!result.ok) return notify(result.message);
    notify(t(m.claimSuccess), 'positive');
    // Spec 002 §4: after a claim the token is refreshed (the balance grew) and the data reloaded.
    await session.refresh();
    await load();
  };

  const money = (value: string) => <Amount value={value} {...moneyFormat} />;
  return (
    <AppDialog title={t(m.title)} size="large">
      {member === null || configs === null ? (
        <p role="status">
          <FormattedMessage {...common.loading} />
        </p>
      ) : (
        <div className={stack}>
          <p>
            <FormattedMessage {...m.intro} />
          </p>
          <CopyField
            label={t(m.code)}
            value={member.invitationCode}
            copyLabel={t(m.copy)}
            onCopied={() => notify(t(common.copySuccess), 'positive')}
            onCopyFailed={() => notify(t(common.copyFailed))}
          />
          <CopyField
            label={t(m.link)}
            value={member.invitationUrl}
            copyLabel={t(m.copy)}
            onCopied={() => notify(t(common.copySuccess), 'positive')}
            onCopyFailed={() => notify(t(common.copyFailed))}
          />
          <StatList
            aria-label={t(m.figures)}
            items={[
              {
                id: 'inviteCount',
                label: t(m.inviteCount),
                value: intl.formatNumber(member.inviteCount),
                hint: t(activatedCount, { count: member.childCount }),
              },
              { id: 'totalAwarded', label: t(m.totalAwarded), value: money(member.totalAwarded) },
              {
                id: 'awardBalance',
                label: t(m.awardBalance),
                value: money(member.awardBalance),
                hint: t(m.awardBalanceHint),
              },
              {
                id: 'pendingAward',
                label: t(m.pendingAward),
                value: money(member.pendingAward),
                hint: t(m.pendingAwardHint),
              },
            ]}
          />
          <p>
            {t(whoCounts, {
              deposit: formatMoney(member.inviteeRule.minimumDeposit, moneyFormat),
              play: formatMoney(member.inviteeRule.minimumPlay, moneyFormat),
            })}
          </p>
          <InviteGrid
            aria-label={t(m.rewards)}
            cells={inviteCells(configs, member).map((cell) => ({
              ...cell,
              id: String(cell.id),
              personText: t(inviteFriends, { count: cell.personCount }),
            }))}
            {...moneyFormat}
            getLabel={t(m.get)}
            claimedLabel={t(m.claimed)}
            claimingId={claimingId}
            onClaim={(id) => void claim(Number(id))}
          />
        </div>
      )}
    </AppDialog>
  );
}
