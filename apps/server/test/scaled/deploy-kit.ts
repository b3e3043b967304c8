/**
 * Reading deploy/ as an operator's tools would (D258): the compose file with its YAML anchors and merge
 * keys and its `${VAR}` interpolation from deploy/env.example, the Dockerfile's ENV, the systemd units'
 * Environment=, EnvironmentFile= and ExecStart=. What a process gets from those is what the deploy test
 * starts; only the addresses of the services a host provides (PostgreSQL, Redis, the store, ports and
 * directories) are swapped for the test's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';

export const DEPLOY_DIR = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'deploy');
export const deployFile = (...parts: string[]): string => path.join(DEPLOY_DIR, ...parts);

/** `KEY=value` lines of an env file (comments and blank lines skipped), in order. */
export function readEnvFile(file: string): Record<string, string> {
  const entries: [string, string][] = [];
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const at = line.indexOf('=');
    if (at <= 0) throw new Error(`not KEY=value in ${file}: ${line}`);
    entries.push([line.slice(0, at), line.slice(at + 1)]);
  }
  return Object.fromEntries(entries);
}

/** The `${NAME}` references of a compose text (`$$` is a literal dollar and names nothing). */
export function composeReferences(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.replaceAll('$$', '').matchAll(/\$\{([A-Z0-9_]+)\}/g)) names.add(match[1]!);
  return [...names].sort();
}

function interpolate(value: string, vars: Readonly<Record<string, string>>): string {
  return value
    .replaceAll('$$', '\0')
    .replace(/\$\{([A-Z0-9_]+)\}/g, (_m, name: string) => {
      const found = vars[name];
      if (found === undefined) throw new Error(`compose reads \${${name}}, which the env file does not set`);
      return found;
    })
    .replaceAll('\0', '$');
}

export interface ComposeService {
  readonly command: readonly string[];
  readonly environment: Readonly<Record<string, string>>;
  readonly [key: string]: unknown;
}

/** The compose file's services, anchors merged, environments interpolated from `vars`. */
export function composeServices(vars: Readonly<Record<string, string>>): Record<string, ComposeService> {
  const doc = load(readFileSync(deployFile('compose.yaml'), 'utf8')) as {
    services: Record<string, { command?: unknown; environment?: Record<string, unknown> }>;
  };
  return Object.fromEntries(
    Object.entries(doc.services).map(([name, service]) => [
      name,
      {
        ...service,
        command: Array.isArray(service.command) ? service.command.map(String) : [],
        environment: Object.fromEntries(
          Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), vars)]),
        ),
      },
    ]),
  );
}

/** The Dockerfile's final `ENV` assignments (the image's defaults under compose's environment). */
export function dockerfileEnv(): Record<string, string> {
  const lines = readFileSync(deployFile('Dockerfile'), 'utf8').split('\n');
  const env = lines.filter((l) => l.startsWith('ENV ')).at(-1);
  if (!env) throw new Error('no ENV line in deploy/Dockerfile');
  return Object.fromEntries(
    env
      .slice(4)
      .trim()
      .split(/\s+/)
      .map((pair) => pair.split('=') as [string, string]),
  );
}

export interface SystemdService {
  /** ExecStart's words. */
  readonly execStart: readonly string[];
  /** EnvironmentFile= paths, `-` prefixes (optional files) kept. */
  readonly environmentFiles: readonly string[];
  /** Environment= assignments with `%i` replaced by the instance. */
  readonly environment: Readonly<Record<string, string>>;
  readonly workingDirectory: string;
}

/** A template unit of deploy/systemd read for one instance. */
export function systemdService(unit: string, instance: string): SystemdService {
  const lines = readFileSync(deployFile('systemd', unit), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  const values = (key: string) =>
    lines
      .filter((l) => l.startsWith(`${key}=`))
      .map((l) => l.slice(key.length + 1).replaceAll('%i', instance));
  return {
    execStart: (values('ExecStart')[0] ?? '').split(/\s+/),
    environmentFiles: values('EnvironmentFile'),
    environment: Object.fromEntries(
      values('Environment').map((v) => [v.slice(0, v.indexOf('=')), v.slice(v.indexOf('=') + 1)]),
    ),
    workingDirectory: values('WorkingDirectory')[0] ?? '',
  };
}

/** The host part of a URL-ish value (`postgres://u:p@host:5432/db` → `host:5432`). */
export const hostOf = (value: string | undefined): string => (value ? new URL(value).host : '');
