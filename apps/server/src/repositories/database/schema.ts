import type { JobStatus, JobType, ToolJobStatus } from '@mediaforge/shared';
import type { Generated } from 'kysely';

/** Operator overrides of which downloader platforms are enabled (downloader.md §6 "Admin-enabled platforms"). */
export interface PlatformSettingsTable {
  platform_id: string;
  enabled: number;
  updated_at: Generated<string>;
}

export type UploadSessionStatus = 'uploading' | 'assembling' | 'completed' | 'failed';

/** A chunked upload (converter-compressor.md §3 "Upload session"); times in epoch ms. */
export interface UploadSessionsTable {
  id: string;
  owner: string;
  file_name: string;
  file_size: number;
  mime_type: string;
  file_hash: string;
  chunk_size: number;
  total_chunks: number;
  status: UploadSessionStatus;
  file_id: string | null;
  error_code: string | null;
  created_at: number;
  updated_at: number;
}

/** One durably stored chunk: the row is written only after the chunk file is renamed into place. */
export interface UploadChunksTable {
  upload_id: string;
  chunk_number: number;
  size: number;
  created_at: number;
}

/** A stored upload (converter-compressor.md §3 "Upload result"); `metadata` is MediaMetadata as JSON. */
export interface FilesTable {
  id: string;
  owner: string;
  storage_key: string;
  file_name: string;
  file_size: number;
  mime_type: string;
  metadata: string;
  sha256: string;
  /** How the file arrived: an upload, the output of a job (migration 0003), or an import (0007). */
  upload_method: 'chunk' | 'regular' | 'output' | 'import';
  created_at: number;
  expires_at: number;
}

/**
 * A conversion or compression job (converter-compressor.md §3 "Current job"; migration 0003). `settings`
 * is the request's raw settings and `result` a StoredJobResult, both JSON; times in epoch ms.
 */
export interface JobsTable {
  id: string;
  owner: string;
  file_id: string;
  format: string;
  job_type: JobType;
  settings: string;
  batch_task_id: string | null;
  status: JobStatus;
  progress: number;
  message: string;
  error: string | null;
  /** The stable code of a failed job's error, when it has one (migration 0007). */
  error_code: string | null;
  attempts: number;
  result_file_id: string | null;
  result: string | null;
  original_size: number;
  output_size: number | null;
  created_at: number;
  updated_at: number;
  started_at: number | null;
  finished_at: number | null;
  /** Set when the job ends: the sweeper removes the row (and its result file) after it. */
  expires_at: number | null;
}

/**
 * Accounts (migration 0004). better-auth owns the rows of users, auth_sessions, auth_accounts and
 * auth_verifications (its dates are ISO text, its booleans 0/1); we own tier and the credit columns.
 */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: number;
  image: string | null;
  tier: Generated<'FREE' | 'PAID'>;
  subscription_credits: Generated<number>;
  payg_credits: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface AuthSessionsTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: string;
  ip_address: string | null;
  user_agent: string | null;
  created_at: string;
  updated_at: string;
}

export interface AuthAccountsTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: string | null;
  refresh_token_expires_at: string | null;
  scope: string | null;
  password: string | null;
  created_at: string;
  updated_at: string;
}

export interface AuthVerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

/** Credits spent from the daily allowance, per owner key and UTC day (YYYY-MM-DD). */
export interface DailyUsageTable {
  owner: string;
  day: string;
  used: Generated<number>;
}

export type CreditKind = 'conversion' | 'download' | 'refund' | 'grant' | 'purchase';
export type CreditSource = 'daily' | 'subscription' | 'payg';

/** Every credit movement: spends are negative, grants and refunds positive. */
export interface CreditLedgerTable {
  id: Generated<number>;
  owner: string;
  kind: CreditKind;
  ref: string;
  source: CreditSource;
  amount: number;
  /** The usage day a daily spend counted against (a refund gives it back to that day). */
  day: string | null;
  created_at: number;
}

/** Payment webhook events already applied (Stripe retries deliveries). */
export interface PaymentEventsTable {
  id: string;
  type: string;
  received_at: number;
}

/**
 * A downloader analysis (downloader.md §3 "Analysis result"; migration 0005): the public answer, the
 * private sources of its qualities and yt-dlp's info, all JSON text; its tools-job status (upper case).
 */
export interface DownloaderAnalysesTable {
  id: string;
  owner: string;
  platform: string;
  tool_type: string;
  url: string;
  status: ToolJobStatus;
  progress: number;
  error: string | null;
  answer: string;
  sources: string;
  engine_info: string | null;
  created_at: number;
  updated_at: number;
  completed_at: number | null;
  expires_at: number;
}

/** A key of the linked WhatsApp device's auth state (migration 0006). */
export interface WhatsappAuthTable {
  key: string;
  /** Baileys' JSON of the value (buffers spelled out). */
  value: string;
  updated_at: number;
}

export type WorkerCallStatus = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

/** A call from an api node to a worker (migration 0008, D256). */
export interface WorkerCallsTable {
  id: string;
  kind: string;
  /** JSON. */
  payload: string;
  status: WorkerCallStatus;
  /** JSON of a done call's answer. */
  answer: string | null;
  error_code: string | null;
  error: string | null;
  /** JSON of the error's context, when it has one. */
  error_context: string | null;
  created_at: number;
  claimed_at: number | null;
  finished_at: number | null;
  deadline_at: number;
}

/** Every table of the database, as Kysely sees it. Each migration adds its tables here. */
export interface Database {
  platform_settings: PlatformSettingsTable;
  upload_sessions: UploadSessionsTable;
  upload_chunks: UploadChunksTable;
  files: FilesTable;
  jobs: JobsTable;
  users: UsersTable;
  auth_sessions: AuthSessionsTable;
  auth_accounts: AuthAccountsTable;
  auth_verifications: AuthVerificationsTable;
  daily_usage: DailyUsageTable;
  credit_ledger: CreditLedgerTable;
  payment_events: PaymentEventsTable;
  downloader_analyses: DownloaderAnalysesTable;
  whatsapp_auth: WhatsappAuthTable;
  worker_calls: WorkerCallsTable;
}
