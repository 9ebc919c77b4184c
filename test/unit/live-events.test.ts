import { decodeEvent, encodeEvent } from '../../src/cache/bus';
import { CacheInvalidator, CacheRegistry } from '../../src/cache/cache';
import { Coalescer, LiveEvents, type LiveEvent } from '../../src/cache/events';
import { LiveGroups } from '../../src/cache/live-groups';

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

  it('a watch says whether an event woke it or time ran out', async () => {
    const events = new LiveEvents();
    const watch = events.watch((e) => e.kind === 'job');
    expect(await watch.wait(10)).toBe(false);
    const waiting = watch.wait(60_000);
    events.deliver({ kind: 'revoked' });
    expect(await waiting).toBe(true);
    events.deliver({ kind: 'job', job: 'a', workspace: 'w' });
    expect(await watch.wait(60_000)).toBe(true);
    watch.close();
  });

  it('a shared read is taken only by readers it is new enough for, and forgotten once nobody holds it', async () => {
    const events = new LiveEvents();
    const groups = new LiveGroups(events);
    const [a, b] = [groups.reader(), groups.reader()];
    let n = 0;
    const read = async () => ++n;
    // Two readers woken by one event take one read, the slower one after it is done too.
    events.deliver({ kind: 'job', job: 'j', workspace: 'w' });
    const woken = groups.mark(true);
    expect(await Promise.all([a.read('k', woken, read), b.read('k', woken, read)])).toEqual([1, 1]);
    expect(await b.read('k', woken, read)).toBe(1);
    // A newer event needs a newer read.
    events.deliver({ kind: 'job', job: 'j', workspace: 'w' });
    const later = groups.mark(true);
    expect(await a.read('k', later, read)).toBe(2);
    expect(await b.read('k', later, read)).toBe(2);
    // A wake by time never takes a read begun before it, even with no event since.
    expect(await a.read('k', groups.mark(false), read)).toBe(3);
    // Another key is another read; a failure is shared as the failure.
    const failing = () => Promise.reject(new Error('down'));
    const mark = groups.mark(true);
    await expect(a.read('other', mark, failing)).rejects.toThrow('down');
    await expect(b.read('other', mark, read)).rejects.toThrow('down');
    expect(groups.reads).toBe(4);
    // Nobody holds "k" any more: a reader asking with an old mark reads anew.
    a.close();
    b.close();
    expect(await groups.reader().read('k', woken, read)).toBe(4);
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
