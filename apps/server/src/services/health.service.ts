/**
 * What GET /api/health reports (docs/decisions.md D235): each dependency of this process, checked in
 * parallel with a time limit, so a hung Redis or object store makes the answer "unavailable" instead of
 * making the check hang. The upload client asks every 30 s per browser (CC-7.07): one answer is shared
 * for a moment, so a crowd of uploads does not turn into a crowd of object-store requests.
 */
export type DependencyState = 'ok' | 'unavailable';

/** A dependency's check: resolves when it answered, rejects otherwise. */
export type HealthCheck = () => Promise<void>;

export interface HealthReport {
  readonly ok: boolean;
  readonly dependencies: Readonly<Record<string, DependencyState>>;
}

export interface HealthService {
  report(): Promise<HealthReport>;
}

export interface HealthServiceDeps {
  readonly checks: Readonly<Record<string, HealthCheck>>;
  readonly timeoutMs?: number;
  /** How long one report answers every caller. */
  readonly shareMs?: number;
  readonly now?: () => number;
}

const DEFAULT_TIMEOUT_MS = 3000;
const DEFAULT_SHARE_MS = 1000;

function within(check: HealthCheck, ms: number): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<DependencyState>((resolve) => {
    timer = setTimeout(() => resolve('unavailable'), ms);
  });
  const answered = Promise.resolve()
    .then(check)
    .then(
      (): DependencyState => 'ok',
      (): DependencyState => 'unavailable',
    );
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

export function createHealthService(deps: HealthServiceDeps): HealthService {
  const now = deps.now ?? Date.now;
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const shareMs = deps.shareMs ?? DEFAULT_SHARE_MS;
  let last: { readonly at: number; readonly report: Promise<HealthReport> } | undefined;

  async function run(): Promise<HealthReport> {
    const names = Object.keys(deps.checks);
    const states = await Promise.all(
      names.map((name) => within(deps.checks[name] ?? (() => Promise.resolve()), timeoutMs)),
    );
    const dependencies = Object.fromEntries(names.map((name, i) => [name, states[i] ?? 'unavailable']));
    return { ok: states.every((s) => s === 'ok'), dependencies };
  }

  return {
    report() {
      const at = now();
      if (!last || at - last.at >= shareMs) last = { at, report: run() };
      return last.report;
    },
  };
}
