import { AUDIO_CLICK_DEBOUNCE_MS, AUDIO_LOAD_RETRIES, AUDIO_LOAD_WAIT_MS } from '@mediaforge/shared';

/** A song the player can play: its id and its audio (a media proxy link of this site). */
export interface AudioTrack {
  readonly id: string;
  readonly src: string;
}

/** `loading` is the spinner: the track is asked for, or playback waits for data (buffering). */
export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused';

/** DR §2.5's words for the two failures: play() refused, or the audio did not load. */
export type PlayerFailure = 'failedToPlay' | 'errorLoading';

export interface PlayerState {
  readonly trackId: string | undefined;
  readonly status: PlayerStatus;
  readonly currentTime: number;
  /** NaN until known; Infinity for a stream without an end. */
  readonly duration: number;
  /** The last track that failed, and how (shown beside it until something else is played). */
  readonly failure: { readonly trackId: string; readonly kind: PlayerFailure } | undefined;
}

/** What the player needs of an <audio> element. */
export interface MediaElementPort {
  src: string;
  currentTime: number;
  readonly duration: number;
  readonly readyState: number;
  readonly error: { readonly code: number } | null;
  load(): void;
  play(): Promise<void>;
  pause(): void;
  removeAttribute(name: 'src'): void;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface PlayerClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const IDLE: PlayerState = {
  trackId: undefined,
  status: 'idle',
  currentTime: 0,
  duration: Number.NaN,
  failure: undefined,
};
/** HTMLMediaElement.HAVE_FUTURE_DATA: enough to start playing. */
const HAVE_FUTURE_DATA = 3;
/** MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED. */
const SRC_NOT_SUPPORTED = 4;

type Trouble = 'timeout' | 'unsupported' | 'load' | 'play';

/** The same address with a timestamp parameter, so neither the browser nor a cache serves the old answer. */
export function withTimestamp(src: string, now: number): string {
  return `${src}${src.includes('?') ? '&' : '?'}t=${String(now)}`;
}

/**
 * The Suno audio player (downloader.md §4 "Suno audio player"): one track at a time (starting another
 * stops the previous), clicks within AUDIO_CLICK_DEBOUNCE_MS of the last one ignored, `loading` while the
 * track is asked for or buffers, at most AUDIO_LOAD_WAIT_MS for it to be ready, one retry (with a
 * timestamp parameter when the format was not supported), and a failure resets the player.
 */
export class AudioPlayer {
  private state: PlayerState = IDLE;
  private readonly listeners = new Set<() => void>();
  private lastClick = Number.NEGATIVE_INFINITY;
  /** Bumped by every start and reset: readiness, timers and play() answers of an older one are dropped. */
  private generation = 0;
  private current: { track: AudioTrack; attempt: number; busted: boolean; started: boolean } | undefined;
  private waitTimer: unknown;
  private readonly events: Record<string, () => void>;

  constructor(
    private readonly element: MediaElementPort,
    private readonly clock: PlayerClock,
  ) {
    this.events = {
      canplay: () => this.ready(),
      playing: () => this.patch(this.current?.started === true ? { status: 'playing' } : {}),
      waiting: () => this.patch(this.state.status === 'playing' ? { status: 'loading' } : {}),
      pause: () => this.patch(this.state.status === 'playing' ? { status: 'paused' } : {}),
      ended: () => this.patch({ status: 'paused' }),
      timeupdate: () => this.patch({ currentTime: this.element.currentTime }),
      durationchange: () => this.patch({ duration: this.element.duration }),
      error: () => {
        if (this.current === undefined) return;
        this.trouble(this.element.error?.code === SRC_NOT_SUPPORTED ? 'unsupported' : 'load');
      },
    };
  }

  /**
   * Listens to the element; the returned function stops and lets go of it (the view went away). A view
   * may attach again after that (React's development mode mounts every effect twice).
   */
  attach(): () => void {
    for (const [type, listener] of Object.entries(this.events)) this.element.addEventListener(type, listener);
    return () => {
      this.reset(undefined);
      for (const [type, listener] of Object.entries(this.events))
        this.element.removeEventListener(type, listener);
    };
  }

  readonly getState = (): PlayerState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** The play/pause button of a track. False when the click came too soon after the last one. */
  toggle(track: AudioTrack): boolean {
    const now = this.clock.now();
    if (now - this.lastClick < AUDIO_CLICK_DEBOUNCE_MS) return false;
    this.lastClick = now;
    const { status, trackId } = this.state;
    if (trackId !== track.id || status === 'idle') this.start(track, 0, false);
    else if (status === 'paused') this.resume();
    else this.pause();
    return true;
  }

  /** Seeks only when the duration is finite (DR §2.1 "only when the media duration is finite"). */
  seek(seconds: number): void {
    if (this.state.trackId === undefined || !Number.isFinite(this.state.duration)) return;
    this.element.currentTime = Math.min(Math.max(0, seconds), this.state.duration);
    this.patch({ currentTime: this.element.currentTime });
  }

  private patch(patch: Partial<PlayerState>): void {
    if (Object.keys(patch).length === 0) return;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private start(track: AudioTrack, attempt: number, busted: boolean): void {
    this.generation += 1;
    this.clearWait();
    this.element.pause();
    this.current = { track, attempt, busted, started: false };
    this.patch({
      trackId: track.id,
      status: 'loading',
      currentTime: 0,
      duration: Number.NaN,
      failure: undefined,
    });
    this.element.src = busted ? withTimestamp(track.src, this.clock.now()) : track.src;
    this.element.load();
    const generation = this.generation;
    this.waitTimer = this.clock.setTimeout(() => {
      if (generation === this.generation && this.current?.started === false) this.trouble('timeout');
    }, AUDIO_LOAD_WAIT_MS);
    if (this.element.readyState >= HAVE_FUTURE_DATA) this.ready();
  }

  /** The element can play: start playback once per start. */
  private ready(): void {
    const current = this.current;
    if (current === undefined || current.started) return;
    current.started = true;
    this.clearWait();
    this.play();
  }

  private resume(): void {
    this.patch({ status: 'loading' });
    this.play();
  }

  private play(): void {
    const generation = this.generation;
    this.element.play().then(
      () => {
        if (generation === this.generation) this.patch({ status: 'playing' });
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        // A pause() before play() settled rejects it with AbortError: that is the visitor's pause.
        if (error instanceof Error && error.name === 'AbortError') return;
        this.trouble(error instanceof Error && error.name === 'NotSupportedError' ? 'unsupported' : 'play');
      },
    );
  }

  private pause(): void {
    this.clearWait();
    // Paused before it was ready: its readiness must not start playback behind the visitor's back.
    if (this.current !== undefined) this.current.started = true;
    this.element.pause();
    this.patch({ status: 'paused' });
  }

  private trouble(kind: Trouble): void {
    const current = this.current;
    if (current === undefined) return;
    if (current.attempt < AUDIO_LOAD_RETRIES) {
      this.start(current.track, current.attempt + 1, current.busted || kind === 'unsupported');
      return;
    }
    this.reset({ trackId: current.track.id, kind: kind === 'play' ? 'failedToPlay' : 'errorLoading' });
  }

  /** Errors reset the state (DL §4): nothing loaded, nothing playing. */
  private reset(failure: PlayerState['failure']): void {
    this.generation += 1;
    this.clearWait();
    this.current = undefined;
    this.element.pause();
    this.element.removeAttribute('src');
    this.element.load();
    this.patch({ ...IDLE, failure });
  }

  private clearWait(): void {
    if (this.waitTimer !== undefined) this.clock.clearTimeout(this.waitTimer);
    this.waitTimer = undefined;
  }
}
