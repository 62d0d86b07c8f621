import { describe, expect, it } from 'vitest';
import { type PromotionPopup, popupFor } from './promotionPopup';

const popup = (id: number, audience: PromotionPopup['audience']): PromotionPopup => ({
  id,
  title: `Popup ${id}`,
  text: '',
  image: null,
  action: 'CLOSE_ONLY',
  gameId: null,
  audience,
  sortIndex: id,
});

describe('the promotion pop-up shown', () => {
  const running = [popup(1, 'guest'), popup(2, 'member'), popup(3, 'all')];

  it('is the first running one for a visitor', () => {
    expect(popupFor(running, false)?.id).toBe(1);
    expect(popupFor([popup(2, 'member'), popup(3, 'all')], false)?.id).toBe(3);
  });

  it('is the first running one for a member, never a guest’s offer', () => {
    expect(popupFor(running, true)?.id).toBe(2);
    expect(popupFor([popup(1, 'guest')], true)).toBeUndefined();
  });
});
