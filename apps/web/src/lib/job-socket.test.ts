import { describe, expect, it, vi } from 'vitest';
import { createJobSocket, type JobSocketConnection } from './job-socket';

/** Enough of a socket.io client socket for the job socket. */
class FakeSocket {
  connected = false;
  readonly emitted: [string, unknown][] = [];
  readonly handlers = new Map<string, ((arg: unknown) => void)[]>();
  connect = vi.fn(() => this.fire('connect', undefined, true));
  on(event: string, handler: (arg: unknown) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  emit(event: string, arg: unknown) {
    this.emitted.push([event, arg]);
    return this;
  }
  fire(event: string, arg: unknown, connected = this.connected) {
    this.connected = connected;
    for (const handler of this.handlers.get(event) ?? []) handler(arg);
  }
}

function setup() {
  const fake = new FakeSocket();
  const scheduled: { run: () => void; ms: number }[] = [];
  const socket = createJobSocket(() => Promise.resolve(fake as unknown as JobSocketConnection), {
    schedule: (run, ms) => scheduled.push({ run, ms }),
    random: () => 0.5,
  });
  return { fake, socket, scheduled };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('job socket', () => {
  it('CC-4.31 CC-7.23 subscribes per job once connected, asks for progress, and again after a reconnect', async () => {
    const { fake, socket } = setup();
    const got: unknown[] = [];
    socket.subscribe('j1', (raw) => got.push(raw));
    await flush();
    expect(socket.isLive()).toBe(false);
    fake.fire('connect', undefined, true);
    expect(fake.emitted).toEqual([
      ['subscribe:job', 'j1'],
      ['request:progress', 'j1'],
    ]);
    fake.fire('job:progress', { jobId: 'j1', progress: 5 });
    fake.fire('job:update', { jobId: 'j2', status: 'running' });
    expect(got).toEqual([{ jobId: 'j1', progress: 5 }]);
    fake.fire('connect', undefined, true);
    expect(fake.emitted.filter(([e]) => e === 'subscribe:job')).toHaveLength(2);
  });

  it('CC-4.08 the last listener of a job unsubscribes it', async () => {
    const { fake, socket } = setup();
    const stop = socket.subscribe('j1', () => undefined);
    await flush();
    fake.fire('connect', undefined, true);
    stop();
    expect(fake.emitted.at(-1)).toEqual(['unsubscribe:job', 'j1']);
  });

  it('CC-4.32 CC-4.33 an auth error reconnects after 2 s plus up to 1 s; others are left to socket.io', async () => {
    const { fake, socket, scheduled } = setup();
    socket.subscribe('j1', () => undefined);
    await flush();
    fake.fire('connect_error', new Error('xhr poll error'));
    expect(scheduled).toEqual([]);
    fake.fire('connect_error', new Error('User not authenticated'));
    expect(scheduled.map((s) => s.ms)).toEqual([2500]);
    scheduled[0]?.run();
    expect(fake.connect).toHaveBeenCalled();
  });

  it('tells trouble listeners of connect errors, error events and a client that cannot load', async () => {
    const { fake, socket } = setup();
    const seen: string[] = [];
    const stop = socket.onTrouble((trouble) => seen.push(trouble));
    socket.subscribe('j1', () => undefined);
    await flush();
    fake.fire('connect_error', new Error('xhr poll error'));
    fake.fire('error', { message: 'Session id required' });
    stop();
    fake.fire('error', { message: 'Session id required' });
    expect(seen).toEqual(['connect_error', 'error']);

    const broken = createJobSocket(() => Promise.reject(new Error('chunk failed')));
    const brokenSeen: string[] = [];
    broken.onTrouble((trouble) => brokenSeen.push(trouble));
    broken.subscribe('j2', () => undefined);
    await flush();
    expect(brokenSeen).toEqual(['unavailable']);
  });
});
