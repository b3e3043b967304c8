import { HEALTH_CHECK_INTERVAL_MS } from '@mediaforge/shared';

/**
 * HEAD /api/health every 30 s while running (CC-4.39, CC-7.07), plus checks on demand; concurrent
 * requests for a check share one call.
 */
export class HealthWatch {
  private timer: ReturnType<typeof setInterval> | undefined;
  private pending: Promise<boolean> | undefined;

  constructor(
    private readonly check: () => Promise<boolean>,
    private readonly onResult: (healthy: boolean) => void,
  ) {}

  checkNow(): Promise<boolean> {
    this.pending ??= this.check().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  start(): void {
    this.timer ??= setInterval(() => {
      void this.checkNow().then(this.onResult);
    }, HEALTH_CHECK_INTERVAL_MS);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
