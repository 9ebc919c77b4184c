import { decodeEvent, encodeEvent } from '../../src/cache/bus';
import { CacheInvalidator, CacheRegistry } from '../../src/cache/cache';
import { Coalescer, LiveEvents, type LiveEvent } from '../../src/cache/events';

// The parts of live events that need no server (docs/live.md, "Events across instances").
describe('live events', () => {
  it('travel as small messages, and anything else on the shared channel is not one', () => {
    const job = encodeEvent('i1', { kind: 'job', job: 'j', workspace: 'w' });
    expect(decodeEvent(job)).toEqual({ kind: 'job', job: 'j', workspace: 'w', instance: 'i1' });
    const ids = Array.from({ length: 40 }, () => '00000000-0000-4000-8000-000000000000');
    const audit = encodeEvent('i1', { kind: 'audit', ids });
    expect(Buffer.byteLength(audit)).toBeLessThan(8000);
    expect(decodeEvent(audit)).toEqual({ kind: 'audit', ids, instance: 'i1' });
    expect(decodeEvent(JSON.stringify({ v: 1, i: 'x', c: 'identity', p: '' }))).toBeUndefined();
    expect(decodeEvent('not json')).toBeUndefined();
  });

  it('an invalidation of a credential cache wakes watchers as a revocation; others do not', () => {
    const caches = new CacheRegistry();
    const invalidator = new CacheInvalidator(caches);
    const events = new LiveEvents(invalidator);
    const seen: LiveEvent[] = [];
    events.on((e) => seen.push(e));
    invalidator.applyRemote({ cache: 'styles', prefix: '' });
    invalidator.applyRemote({ cache: 'identity', prefix: 'k:' });
    expect(seen).toEqual([{ kind: 'revoked' }]);
  });

  it('a watch remembers an event that came before it waits', async () => {
    const events = new LiveEvents();
    const watch = events.watch((e) => e.kind === 'job' && e.job === 'a');
    events.deliver({ kind: 'job', job: 'b', workspace: 'w' });
    events.deliver({ kind: 'job', job: 'a', workspace: 'w' });
    let woke = false;
    const waiting = watch.wait(60_000).then(() => (woke = true));
    await Promise.resolve();
    await waiting;
    expect(woke).toBe(true);
    watch.close();
  });

  it('coalesces a burst into the first message and one at the end of the interval', () => {
    jest.useFakeTimers();
    try {
      const sent: string[] = [];
      const c = new Coalescer(250, (k) => sent.push(k));
      for (let i = 0; i < 10; i++) c.touch('job');
      expect(sent).toEqual(['job']);
      jest.advanceTimersByTime(250);
      expect(sent).toEqual(['job', 'job']);
      c.touch('job', true);
      expect(sent).toHaveLength(3);
      jest.advanceTimersByTime(1000);
      expect(sent).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
