import { AUDIO_CLICK_DEBOUNCE_MS, AUDIO_LOAD_WAIT_MS } from '@mediaforge/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioPlayer, type MediaElementPort, type PlayerClock } from './audio-player';

/**
 * A scripted <audio> element: the test says when it is ready, buffers, fails, and how play() answers.
 * The player's rules are what is under test; the browser's own element plays in e2e/results-suno.spec.ts.
 */
class ScriptedAudio implements MediaElementPort {
  src = '';
  currentTime = 0;
  duration = Number.NaN;
  readyState = 0;
  error: { code: number } | null = null;
  readonly sources: string[] = [];
  pauses = 0;
  plays = 0;
  /** What the next play() does: resolve (undefined), or reject with an error of that name. */
  playOutcome: string | undefined = undefined;
  private readonly listeners = new Map<string, Set<() => void>>();

  load(): void {
    if (this.src !== '') this.sources.push(this.src);
    this.readyState = 0;
  }
  play(): Promise<void> {
    this.plays += 1;
    if (this.playOutcome === undefined) return Promise.resolve();
    const error = new Error('refused');
    error.name = this.playOutcome;
    return Promise.reject(error);
  }
  pause(): void {
    this.pauses += 1;
  }
  removeAttribute(): void {
    this.src = '';
  }
  addEventListener(type: string, listener: () => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }
  removeEventListener(type: string, listener: () => void): void {
    this.listeners.get(type)?.delete(listener);
  }
  emit(type: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  becomeReady(): void {
    this.readyState = 4;
    this.emit('canplay');
  }
}

const clock: PlayerClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
const A = { id: 'song-a', src: '/api/media/proxy/a' };
const B = { id: 'song-b', src: '/api/media/proxy/b' };

describe('the Suno audio player', () => {
  let audio: ScriptedAudio;
  let player: AudioPlayer;
  let detach: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    audio = new ScriptedAudio();
    player = new AudioPlayer(audio, clock);
    detach = player.attach();
  });
  afterEach(() => {
    detach();
    vi.useRealTimers();
  });

  /** Past the click debounce, so the next click counts. */
  const later = () => vi.advanceTimersByTime(AUDIO_CLICK_DEBOUNCE_MS);

  it('loads, shows the spinner until ready, then plays; waiting while playing is the spinner again', async () => {
    expect(player.toggle(A)).toBe(true);
    expect(player.getState()).toMatchObject({ trackId: 'song-a', status: 'loading' });
    expect(audio.sources).toEqual(['/api/media/proxy/a']);
    audio.becomeReady();
    await vi.advanceTimersByTimeAsync(0);
    expect(player.getState().status).toBe('playing');
    audio.emit('waiting');
    expect(player.getState().status).toBe('loading');
    audio.emit('playing');
    expect(player.getState().status).toBe('playing');
  });

  it('plays one track at a time: starting another stops the previous', async () => {
    player.toggle(A);
    audio.becomeReady();
    await vi.advanceTimersByTimeAsync(0);
    later();
    const pausesBefore = audio.pauses;
    player.toggle(B);
    expect(audio.pauses).toBeGreaterThan(pausesBefore);
    expect(audio.src).toBe('/api/media/proxy/b');
    expect(player.getState()).toMatchObject({ trackId: 'song-b', status: 'loading' });
  });

  it('ignores a click within 250 ms of the last one', async () => {
    player.toggle(A);
    audio.becomeReady();
    await vi.advanceTimersByTimeAsync(AUDIO_CLICK_DEBOUNCE_MS - 1);
    expect(player.toggle(A)).toBe(false);
    expect(player.getState().status).toBe('playing');
    vi.advanceTimersByTime(1);
    expect(player.toggle(A)).toBe(true);
    expect(player.getState().status).toBe('paused');
    later();
    player.toggle(A);
    expect(player.getState().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(player.getState().status).toBe('playing');
  });

  it('waits 2.5 s for readiness, retries once, then resets with the loading failure', () => {
    player.toggle(A);
    vi.advanceTimersByTime(AUDIO_LOAD_WAIT_MS - 1);
    expect(audio.sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(audio.sources).toEqual(['/api/media/proxy/a', '/api/media/proxy/a']);
    expect(player.getState().status).toBe('loading');
    vi.advanceTimersByTime(AUDIO_LOAD_WAIT_MS);
    expect(player.getState()).toMatchObject({
      trackId: undefined,
      status: 'idle',
      failure: { trackId: 'song-a', kind: 'errorLoading' },
    });
    expect(audio.src).toBe('');
  });

  it('retries an unsupported format with a timestamp parameter', async () => {
    player.toggle(A);
    audio.error = { code: 4 };
    audio.emit('error');
    expect(audio.sources[1]).toBe(`/api/media/proxy/a?t=${String(Date.now())}`);
    audio.error = null;
    audio.becomeReady();
    await vi.advanceTimersByTimeAsync(0);
    expect(player.getState()).toMatchObject({ trackId: 'song-a', status: 'playing', failure: undefined });
  });

  it('a play() refused twice resets the player with the play failure; the next click starts afresh', async () => {
    audio.playOutcome = 'NotAllowedError';
    player.toggle(A);
    audio.becomeReady();
    await vi.advanceTimersByTimeAsync(0);
    expect(audio.sources).toHaveLength(2);
    audio.becomeReady();
    await vi.advanceTimersByTimeAsync(0);
    expect(player.getState()).toMatchObject({ status: 'idle', failure: { kind: 'failedToPlay' } });
    audio.playOutcome = undefined;
    later();
    player.toggle(A);
    expect(player.getState()).toMatchObject({ trackId: 'song-a', status: 'loading', failure: undefined });
  });

  it('a pause before the track is ready keeps it paused when it becomes ready', async () => {
    player.toggle(A);
    later();
    player.toggle(A);
    audio.becomeReady();
    await vi.advanceTimersByTimeAsync(AUDIO_LOAD_WAIT_MS * 2);
    expect(audio.plays).toBe(0);
    expect(player.getState()).toMatchObject({ trackId: 'song-a', status: 'paused', failure: undefined });
  });

  it('seeks only when the duration is finite', async () => {
    player.toggle(A);
    audio.becomeReady();
    await vi.advanceTimersByTimeAsync(0);
    player.seek(10);
    expect(audio.currentTime).toBe(0);
    audio.duration = Number.POSITIVE_INFINITY;
    audio.emit('durationchange');
    player.seek(10);
    expect(audio.currentTime).toBe(0);
    audio.duration = 125;
    audio.emit('durationchange');
    player.seek(10);
    expect(audio.currentTime).toBe(10);
    expect(player.getState().currentTime).toBe(10);
  });

  it('stops when the view lets go, and plays again once attached anew (a remounted view)', async () => {
    player.toggle(A);
    audio.becomeReady();
    await vi.advanceTimersByTimeAsync(0);
    detach();
    expect(player.getState()).toMatchObject({ trackId: undefined, status: 'idle' });
    expect(audio.src).toBe('');
    detach = player.attach();
    later();
    player.toggle(B);
    audio.becomeReady();
    await vi.advanceTimersByTimeAsync(0);
    expect(player.getState()).toMatchObject({ trackId: 'song-b', status: 'playing' });
  });
});
