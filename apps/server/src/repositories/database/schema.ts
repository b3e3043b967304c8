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
  upload_method: 'chunk' | 'regular';
  created_at: number;
  expires_at: number;
}

/** Every table of the database, as Kysely sees it. Each migration adds its tables here. */
export interface Database {
  platform_settings: PlatformSettingsTable;
  upload_sessions: UploadSessionsTable;
  upload_chunks: UploadChunksTable;
  files: FilesTable;
}
