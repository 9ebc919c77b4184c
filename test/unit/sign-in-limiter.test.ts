import { SignInLimiter } from '../../src/auth/sign-in-limiter';

function limiter() {
  const clock = { now: 1_000_000 };
  return { clock, l: new SignInLimiter(undefined, () => clock.now) };
}

describe('SignInLimiter', () => {
  it('blocks an address for 30 s after 5 failures, then doubles on every further failure up to 15 min', () => {
    const { clock, l } = limiter();
    for (let i = 0; i < 4; i++) l.fail('192.0.2.1');
    expect(l.retryAfter('192.0.2.1')).toBe(0);
    l.fail('192.0.2.1');
    expect(l.retryAfter('192.0.2.1')).toBe(30);
    const blocks = [60, 120, 240, 480, 900, 900];
    for (const seconds of blocks) {
      clock.now += l.retryAfter('192.0.2.1') * 1000;
      expect(l.retryAfter('192.0.2.1')).toBe(0);
      l.fail('192.0.2.1');
      expect(l.retryAfter('192.0.2.1')).toBe(seconds);
    }
    expect(l.retryAfter('192.0.2.2')).toBe(0);
  });

  it('forgets a key after 15 quiet minutes', () => {
    const { clock, l } = limiter();
    for (let i = 0; i < 5; i++) l.fail('192.0.2.1');
    clock.now += 30_000 + 15 * 60_000 + 1;
    l.fail('192.0.2.1');
    expect(l.retryAfter('192.0.2.1')).toBe(0);
  });

  it('blocks a principal after 50 failures; a success clears the principal but not the address', () => {
    const { l } = limiter();
    for (let i = 0; i < 49; i++) l.fail(`10.0.0.${i}`, 'alice');
    expect(l.retryAfter('10.1.1.1', 'alice')).toBe(0);
    l.fail('10.0.1.1', 'alice');
    expect(l.retryAfter('10.1.1.1', 'alice')).toBe(30);
    expect(l.retryAfter('10.1.1.1', 'bob')).toBe(0);
    for (let i = 0; i < 5; i++) l.fail('10.9.9.9', 'carol');
    l.succeed('carol');
    expect(l.retryAfter('10.8.8.8', 'carol')).toBe(0);
    expect(l.retryAfter('10.9.9.9')).toBe(30);
  });

  it('counts an IPv6 client by its network, not by single addresses it can rotate', () => {
    const { l } = limiter();
    for (let i = 1; i <= 5; i++) l.fail(`2001:db8:1:1::${i}`);
    expect(l.retryAfter('2001:db8:1:1::ffff')).toBe(30);
    expect(l.retryAfter('2001:db8:2::1')).toBe(0);
  });
});
