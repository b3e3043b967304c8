/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Bytes above which uploads are chunked (features/uploads/upload-config.ts); default 10485760. */
  readonly VITE_CHUNKED_UPLOAD_THRESHOLD?: string;
}
