import { describe, expect, it } from 'vitest';
import { isPublicPath, loginRedirect, needsLogin, safeBackurl } from './publicPaths';
import { pickSearch, validateArticleSearch, validateHomeSearch } from './search';

describe('the guest guard', () => {
  it('lets a guest open the pages the spec names public', () => {
    for (const path of [
      '/',
      '/join',
      '/login',
      '/activation',
      '/password/reset',
      '/redirect',
      '/aboutBtc',
      '/withdrawQuery',
      '/withdrawLogin',
      '/withdrawQueryDetail',
      '/article',
      '/branchIndex',
      '/branchIndex/cashier',
      '/myAccount/privacyPolicy',
      '/tableGames/blackjack',
      '/payment/paypal/check',
      '/payment/pix/return',
      '/payment/pingpong/close',
      '/404',
    ]) {
      expect(isPublicPath(path), path).toBe(true);
    }
  });

  it('sends a guest to login from member pages, including the CPAY pages', () => {
    for (const path of ['/payment/cpay/processing', '/personal', '/joinx', '/articles']) {
      expect(isPublicPath(path), path).toBe(false);
    }
  });

  it('redirects only a guest, only on a known member page, keeping the page as backurl', () => {
    expect(needsLogin('/personal', { known: true, loggedIn: false })).toBe(true);
    expect(needsLogin('/personal', { known: true, loggedIn: true })).toBe(false);
    // The lookup without login ends on the detail page: its token, not a session, opens it.
    expect(needsLogin('/withdrawQueryDetail', { known: true, loggedIn: false })).toBe(false);
    expect(needsLogin('/login', { known: true, loggedIn: false })).toBe(false);
    expect(needsLogin('/no/such/page', { known: false, loggedIn: false })).toBe(false);
    expect(loginRedirect('/payment/cpay/pay?order_id=7')).toEqual({
      to: '/login',
      search: { backurl: '/payment/cpay/pay?order_id=7' },
    });
  });

  it('follows a backurl only inside the app', () => {
    expect(safeBackurl('/withdrawQueryDetail?x=1')).toBe('/withdrawQueryDetail?x=1');
    expect(safeBackurl('https://evil.example/')).toBe('/');
    expect(safeBackurl('//evil.example/')).toBe('/');
    expect(safeBackurl(undefined)).toBe('/');
  });
});

describe('search parameters', () => {
  it('keeps the named keys as text and drops the rest', () => {
    expect(
      pickSearch({ biz_id: 42, c_url: ' https://p.example/ ', other: 'x' }, ['biz_id', 'c_url']),
    ).toEqual({
      biz_id: '42',
      c_url: 'https://p.example/',
    });
  });

  it('accepts only the three pay statuses on home', () => {
    expect(validateHomeSearch({ payStatus: 'payCancel', code: 'AB12' })).toEqual({
      payStatus: 'payCancel',
      code: 'AB12',
    });
    expect(validateHomeSearch({ payStatus: 'paid' })).toEqual({});
  });

  it('reads an article id only when it is a positive integer', () => {
    expect(validateArticleSearch({ id: 12 })).toEqual({ id: 12 });
    expect(validateArticleSearch({ id: '0' })).toEqual({});
    expect(validateArticleSearch({ id: '1;drop' })).toEqual({});
  });
});
