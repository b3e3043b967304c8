import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

const S3 = {
  S3_BUCKET: 'media-files',
  S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example',
};

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
}

describe('storage configuration (D250)', () => {
  it('without S3_BUCKET files stay in the data directory', () => {
    expect(loadConfig({}).storage).toEqual({ s3: undefined });
  });

  it('with a bucket and its keys: AWS by region, virtual-hosted; with an endpoint, path-style by default', () => {
    expect(loadConfig(S3).storage.s3).toEqual({
      endpoint: undefined,
      bucket: 'media-files',
      region: 'us-east-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret-example',
      forcePathStyle: false,
      keyPrefix: '',
    });
    const minio = loadConfig({
      ...S3,
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_REGION: 'eu-central-1',
      S3_KEY_PREFIX: 'mediaforge/prod',
    }).storage.s3;
    expect(minio).toMatchObject({
      endpoint: 'http://minio.internal:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      keyPrefix: 'mediaforge/prod/',
    });
    const hosted = loadConfig({ ...S3, S3_ENDPOINT: 'https://s3.example.net', S3_FORCE_PATH_STYLE: 'false' });
    expect(hosted.storage.s3?.forcePathStyle).toBe(false);
  });

  it('names every bad or missing variable', () => {
    expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'S3_BUCKET: is required when S3_ENDPOINT is set',
    ]);
    expect(problems({ S3_BUCKET: 'media-files' })).toEqual([
      'S3_ACCESS_KEY_ID: is required when S3_BUCKET is set',
      'S3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set',
    ]);
    expect(
      problems({ ...S3, S3_ENDPOINT: 'ftp://files', S3_BUCKET: 'Bad_Bucket', S3_KEY_PREFIX: '../up' }),
    ).toEqual([
      'S3_ENDPOINT: must be an http(s) URL',
      'S3_BUCKET: must be an S3 bucket name (3-63 of a-z, 0-9, dot, dash)',
      'S3_KEY_PREFIX: must be /-separated segments of A-Z a-z 0-9 _ -',
    ]);
  });
});
