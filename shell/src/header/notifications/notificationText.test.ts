import { describe, expect, it } from 'vitest';
import {
  countUnseen,
  hashMessage,
  notificationFileUrl,
  notificationFiles,
  notificationParagraphs,
  parseNotificationFile,
  parseSeenCookie,
  seenCookieValue,
} from './notificationText';

describe('notification texts', () => {
  it('a file is one notice whatever its paragraphs (separated by blank lines)', () => {
    const items = parseNotificationFile('First line\nstill first.\n\n  \nSecond.\r\n\r\nThird.\n', 'info');
    expect(items).toHaveLength(1);
    expect(items[0]!.message).toBe('First line\nstill first.\n\nSecond.\n\nThird.');
    expect(notificationParagraphs(items[0]!.message)).toEqual([
      'First line\nstill first.',
      'Second.',
      'Third.',
    ]);
  });
  it('an empty file gives no notifications', () => {
    expect(parseNotificationFile('\n \n', 'info')).toEqual([]);
  });
  it('service break comes first, then info', () => {
    expect(notificationFiles({ info: 'info', serviceBreak: 'service-break' })).toEqual([
      { kind: 'serviceBreak', file: 'service-break' },
      { kind: 'info', file: 'info' },
    ]);
  });
  it('fetches <base>.<lang>.txt from the instance notifications folder', () => {
    expect(notificationFileUrl('demo1', 'service-break', 'en-US')).toBe(
      '/instances/demo1/notifications/service-break.en-US.txt',
    );
  });
  it('hashes a message stably and tells different messages apart', () => {
    expect(hashMessage('Katko')).toBe(hashMessage('Katko'));
    expect(hashMessage('Katko')).not.toBe(hashMessage('Katko.'));
    expect(hashMessage('x')).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('notificationsSeen cookie', () => {
  const items = [
    ...parseNotificationFile('Break.', 'serviceBreak'),
    ...parseNotificationFile('One.\n\nTwo.', 'info'),
  ];
  it('the badge counts the messages whose hash the cookie does not hold', () => {
    expect(countUnseen(items, parseSeenCookie(null))).toBe(2);
    expect(countUnseen(items, parseSeenCookie(items[0]!.hash))).toBe(1);
  });
  it('opening marks every current message seen, so the badge is 0', () => {
    expect(countUnseen(items, parseSeenCookie(seenCookieValue(items)))).toBe(0);
  });
  it('a changed message is unseen again', () => {
    const changed = [
      ...parseNotificationFile('Break.', 'serviceBreak'),
      ...parseNotificationFile('One.\n\nTwo, updated.', 'info'),
    ];
    expect(countUnseen(changed, parseSeenCookie(seenCookieValue(items)))).toBe(1);
  });
  it('ignores garbage in the cookie', () => {
    expect([...parseSeenCookie('zz,<script>,0123abcd')]).toEqual(['0123abcd']);
  });
});
