export interface PostgresServer {
  /** `postgres://mediaforge@127.0.0.1:<port>/postgres`: the superuser's maintenance database. */
  readonly url: string;
  stop(): Promise<void>;
}

export function startPostgresServer(): Promise<PostgresServer>;
