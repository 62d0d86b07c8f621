import { Button, EmptyState, sprinkles, VipLevelTable, VipProgress } from '@casino/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '../session/useSession';
import { AppDialog } from '../shell/AppDialog';
import { dialogs } from '../shell/dialogs';
import { common } from '../shell/messages';
import { vipMessages as m, pointsCount, pointsToNext } from './messages';
import { useVipData } from './useVipData';
import { levelName, showsEmptyState, standing } from './vipRules';

const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' });

/** Spec 002 §2: the VIP club, its levels with images and colours, and where the member stands. */
export default function VipClubDialog() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { user } = useSession();
  const { levels } = useVipData({ packages: false });
  if (!user) return null;

  const number = (value: number) => intl.formatNumber(value);
  const { current, next } = levels ? standing(levels, user) : { current: undefined, next: undefined };
  const asLevel = (level: NonNullable<typeof current>) => ({
    name: levelName(t, level),
    colour: level.color,
    iconSrc: level.icon,
    points: level.points,
  });

  return (
    <AppDialog title={t(m.club)} size="large">
      <div className={stack}>
        <p>
          <FormattedMessage {...m.intro} />
        </p>
        {levels === null ? (
          <p role="status">
            <FormattedMessage {...common.loading} />
          </p>
        ) : (
          <>
            {/* Spec 002 §2: below 100 points an entry member sees the empty state in place of progress. */}
            {current && (!showsEmptyState(user) || user.vipLevel > 0) && (
              <VipProgress
                caption={t(m.yourLevel)}
                level={asLevel(current)}
                next={next && asLevel(next)}
                points={user.vipLifeTimePoints}
                pointsText={t(pointsCount, { points: number(user.vipLifeTimePoints) })}
                progressText={
                  next
                    ? t(pointsToNext, {
                        points: number(next.points - user.vipLifeTimePoints),
                        level: levelName(t, next),
                      })
                    : t(m.topLevel)
                }
                progressLabel={t(m.progressLabel)}
              />
            )}
            {showsEmptyState(user) && <EmptyState title={t(m.emptyTitle)} description={t(m.emptyText)} />}
            <VipLevelTable
              caption={t(m.levels)}
              levelHeader={t(m.levelHeader)}
              pointsHeader={t(m.pointsHeader)}
              levels={levels.map((level) => ({
                level: level.name,
                name: levelName(t, level),
                colour: level.color,
                iconSrc: level.icon,
                requiredPoints: level.points,
              }))}
              currentLevel={current?.name}
              currentLabel={t(m.currentLevel)}
              locale={intl.locale}
            />
          </>
        )}
        <p>
          <FormattedMessage {...m.accountManager} />
        </p>
        <Button variant="secondary" onClick={() => dialogs.open({ name: 'vipStore' })}>
          <FormattedMessage {...m.toStore} />
        </Button>
      </div>
    </AppDialog>
  );
}
