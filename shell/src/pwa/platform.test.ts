import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannerFor, installPlatform, isIosSafari, isStandalone, type BannerInput } from './platform';
import { isBannerClosed, rememberBannerClosed } from './bannerMemory';

const UA = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/129.0.6668.69 Mobile/15E148 Safari/604.1',
  ipodSafari:
    'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1',
  ipadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  // iPadOS 13+: a desktop Mac user agent, told apart by the touch screen
  ipadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36',
};

const input = (overrides: Partial<BannerInput>): BannerInput => ({
  userAgent: UA.windowsChrome,
  maxTouchPoints: 0,
  standalone: false,
  promptAvailable: false,
  closed: false,
  ...overrides,
});

describe('install platform by user agent', () => {
  it.each([
    [UA.androidChrome, 5, 'android'],
    [UA.iphoneSafari, 5, 'iphone'],
    [UA.ipodSafari, 5, 'iphone'],
    [UA.ipadOld, 5, 'ipad'],
    [UA.ipadDesktop, 5, 'ipad'],
    [UA.ipadDesktop, 0, null],
    [UA.windowsChrome, 0, null],
    [UA.windowsChrome, 10, null],
  ] as const)('%s with %i touch points is %s', (userAgent, touch, expected) => {
    expect(installPlatform(userAgent, touch)).toBe(expected);
  });

  it('tells Safari from the other iOS browsers', () => {
    expect(isIosSafari(UA.iphoneSafari)).toBe(true);
    expect(isIosSafari(UA.ipadDesktop)).toBe(true);
    expect(isIosSafari(UA.iphoneChrome)).toBe(false);
    expect(isIosSafari(UA.androidChrome)).toBe(false);
  });
});

describe('which banner shows', () => {
  it('Android: only once the browser offers its install prompt', () => {
    expect(bannerFor(input({ userAgent: UA.androidChrome, maxTouchPoints: 5 }))).toBeNull();
    expect(bannerFor(input({ userAgent: UA.androidChrome, promptAvailable: true }))).toBe('android');
  });

  it('iPhone, iPod and iPad: the instructions in Safari, nothing in other iOS browsers', () => {
    expect(bannerFor(input({ userAgent: UA.iphoneSafari }))).toBe('iphone');
    expect(bannerFor(input({ userAgent: UA.ipodSafari }))).toBe('iphone');
    expect(bannerFor(input({ userAgent: UA.ipadOld }))).toBe('ipad');
    expect(bannerFor(input({ userAgent: UA.ipadDesktop, maxTouchPoints: 5 }))).toBe('ipad');
    expect(bannerFor(input({ userAgent: UA.iphoneChrome }))).toBeNull();
  });

  it('a desktop browser gets none, even with a prompt', () => {
    expect(bannerFor(input({ promptAvailable: true }))).toBeNull();
    expect(bannerFor(input({ userAgent: UA.ipadDesktop, maxTouchPoints: 0 }))).toBeNull();
  });

  it('none when running from the home screen or closed before', () => {
    expect(bannerFor(input({ userAgent: UA.iphoneSafari, standalone: true }))).toBeNull();
    expect(
      bannerFor(input({ userAgent: UA.androidChrome, promptAvailable: true, standalone: true })),
    ).toBeNull();
    expect(bannerFor(input({ userAgent: UA.iphoneSafari, closed: true }))).toBeNull();
    expect(bannerFor(input({ userAgent: UA.androidChrome, promptAvailable: true, closed: true }))).toBeNull();
  });
});

describe('standalone', () => {
  afterEach(() => {
    delete (navigator as Navigator & { standalone?: boolean }).standalone;
  });

  it("is iOS's navigator.standalone or the standalone display mode", () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    expect(isStandalone()).toBe(true);
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(isStandalone()).toBe(false);
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    expect(isStandalone()).toBe(true);
    vi.unstubAllGlobals();
  });
});

describe('the close is remembered per instance', () => {
  afterEach(() => window.localStorage.clear());

  it('stays closed for the instance, not for another one', () => {
    expect(isBannerClosed('leppakoski')).toBe(false);
    rememberBannerClosed('leppakoski');
    expect(isBannerClosed('leppakoski')).toBe(true);
    expect(isBannerClosed('karhulanenergia')).toBe(false);
  });

  it('with storage blocked, nothing throws and nothing is remembered', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => rememberBannerClosed('leppakoski')).not.toThrow();
    expect(isBannerClosed('leppakoski')).toBe(false);
  });
});
