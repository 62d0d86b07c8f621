import { useEffect, useState } from 'react';
import { api } from '../app';
import { notify } from '../shell/notify';
import type { VipLevelConfig, VipPackage } from './vipRules';

/** The VIP levels (level_0 ASC) and, when asked, the store's packages (level, then points ascending). */
export function useVipData({ packages: withPackages }: { packages: boolean }) {
  const [levels, setLevels] = useState<VipLevelConfig[] | null>(null);
  const [packages, setPackages] = useState<VipPackage[] | null>(null);
  useEffect(() => {
    let live = true;
    void api.call('/base/vipLevel/listAll', { level_0: 'ASC' }).then((result) => {
      if (!live) return;
      if (result.ok) setLevels(result.data);
      else notify(result.message);
    });
    if (withPackages) {
      void api.call('/base/vipStore/listAll', { level_0: 'ASC', points_1: 'ASC' }).then((result) => {
        if (!live) return;
        if (result.ok) setPackages(result.data);
        else notify(result.message);
      });
    }
    return () => {
      live = false;
    };
  }, [withPackages]);
  return { levels, packages };
}
