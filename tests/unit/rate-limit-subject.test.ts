// What a per-IP limit counts against: IPv4 as is, an IPv6 client as its /64.
import { describe, expect, it } from 'vitest';
import { rateLimitSubject } from '@functions/lib/client-ip';

describe('rateLimitSubject', () => {
  it('keeps an IPv4 address, also when it comes IPv4-mapped in IPv6 (dotted or hex)', () => {
    expect(rateLimitSubject('198.51.100.23')).toBe('198.51.100.23');
    expect(rateLimitSubject('::ffff:198.51.100.23')).toBe('198.51.100.23');
    expect(rateLimitSubject('::FFFF:198.51.100.23')).toBe('198.51.100.23');
    expect(rateLimitSubject('::ffff:c633:6417')).toBe('198.51.100.23');
    expect(rateLimitSubject('0:0:0:0:0:ffff:c633:6417')).toBe('198.51.100.23');
  });

  it('keys every address of one /64 alike, however it is written', () => {
    const subject = '2001:db8:85a3:0::/64';
    for (const ip of [
      '2001:db8:85a3::8a2e:370:7334',
      '2001:db8:85a3::1',
      '2001:0DB8:85A3:0000:ffff:ffff:ffff:ffff',
      '2001:db8:85a3:0:1::',
      '2001:db8:85a3::',
      '2001:db8:85a3:0:0:0:0:9',
    ]) {
      expect(rateLimitSubject(ip), ip).toBe(subject);
    }
  });

  it('keeps different /64s apart, including ones that differ only in the fourth group', () => {
    expect(rateLimitSubject('2001:db8:85a3:1::7')).toBe('2001:db8:85a3:1::/64');
    expect(rateLimitSubject('2001:db8:85a3:2::7')).not.toBe(rateLimitSubject('2001:db8:85a3:1::7'));
    expect(rateLimitSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitSubject('::1')).toBe('0:0:0:0::/64');
  });

  it('expands "::" wherever it stands, and reads a dotted IPv4 tail as the last two groups', () => {
    expect(rateLimitSubject('::2001:db8:1:2:3:4')).toBe('0:0:2001:db8::/64');
    expect(rateLimitSubject('1:2:3:4:5:6::')).toBe('1:2:3:4::/64');
    expect(rateLimitSubject('1::4:5:6:7:8')).toBe('1:0:0:4::/64');
    expect(rateLimitSubject('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(rateLimitSubject('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('passes anything that is not an IP through unchanged', () => {
    expect(rateLimitSubject('unknown')).toBe('unknown');
  });
});
