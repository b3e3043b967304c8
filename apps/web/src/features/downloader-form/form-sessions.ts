import type { FormDeps } from './form-ports';
import { FormSession } from './form-session';
import { sessionKeyOf, type ToolShape } from './tool-shape';

/**
 * Every tab's form, keyed by platform plus tool type (DL §3), for as long as the page lives: a tab
 * visited again finds its state, like the converter's screens find their files (app/screen-queues.ts).
 */
export class FormSessions {
  private readonly sessions = new Map<string, FormSession>();
  private lastKey: string | undefined;

  constructor(private readonly deps: FormDeps) {}

  /** The tab's form, made on its first visit. */
  sessionFor(shape: ToolShape): FormSession {
    const key = sessionKeyOf(shape);
    let session = this.sessions.get(key);
    if (session === undefined) {
      session = new FormSession(shape, this.deps);
      this.sessions.set(key, session);
    }
    return session;
  }

  /**
   * The tab the visitor is on now. Arriving from another tab applies DL §4's switching rule to this
   * one's state; the first tab of the page load is left alone (DL §4 "The first load skips this check").
   */
  enter(shape: ToolShape): void {
    const key = sessionKeyOf(shape);
    if (this.lastKey === key) return;
    const first = this.lastKey === undefined;
    this.lastKey = key;
    if (!first) void this.sessionFor(shape).applyTabSwitchRule();
  }
}
