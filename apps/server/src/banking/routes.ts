import { currentMember } from '../auth/index.js';
import type { Domain } from '../http/domain.js';
import { depositedTotal } from '../wallet/index.js';
import { cashOutTotals } from '../withdrawals/index.js';

/**
 * The banking pop-up's own figures (spec 000 §2): what the session member has deposited, cashed out
 * and has waiting. The methods, their limits and times come from the payments domain's lists.
 */
export const banking: Domain = {
  name: 'banking',
  handlers: {
    getBankingTotals: async (request) => {
      const { db } = request.server;
      const memberId = currentMember(request).id;
      const [deposited, cashOuts] = await Promise.all([
        depositedTotal(db, memberId),
        cashOutTotals(db, memberId),
      ]);
      return { deposited, withdrawn: cashOuts.paid, pendingWithdrawal: cashOuts.pending };
    },
  },
};
