/**
 * The settings of our own extractors (the families yt-dlp lacks), one module each under extractors/:
 * env.ts hands this the cleaned variables and gets every family's configuration or every issue.
 */
import type { z } from 'zod';
import { febspotSchema, toFebspotConfig, type FebspotConfig } from './extractors/febspot-config.js';
import { ifunnySchema, toIfunnyConfig, type IfunnyConfig } from './extractors/ifunny-config.js';
import { instagramSchema, toInstagramConfig, type InstagramConfig } from './extractors/instagram-config.js';
import { snapchatSchema, toSnapchatConfig, type SnapchatConfig } from './extractors/snapchat-config.js';
import { sunoSchema, toSunoConfig, type SunoConfig } from './extractors/suno-config.js';
import { toWhatsappConfig, whatsappSchema, type WhatsappConfig } from './extractors/whatsapp-config.js';

export interface ExtractorsConfig {
  readonly instagram: InstagramConfig;
  readonly snapchat: SnapchatConfig;
  readonly suno: SunoConfig;
  readonly whatsapp: WhatsappConfig;
  readonly febspot: FebspotConfig;
  readonly ifunny: IfunnyConfig;
}

type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issues: z.core.$ZodIssue[] };

function parse<S extends z.ZodType, T>(schema: S, env: unknown, to: (v: z.output<S>) => T): Parsed<T> {
  const result = schema.safeParse(env);
  return result.success ? { ok: true, value: to(result.data) } : { ok: false, issues: result.error.issues };
}

/** Every family's configuration, or the issues of all that are wrong. */
export function parseExtractorsConfig(env: Readonly<Record<string, string | undefined>>): {
  readonly config?: ExtractorsConfig;
  readonly issues: z.core.$ZodIssue[];
} {
  const parts = {
    instagram: parse(instagramSchema, env, toInstagramConfig),
    snapchat: parse(snapchatSchema, env, toSnapchatConfig),
    suno: parse(sunoSchema, env, toSunoConfig),
    whatsapp: parse(whatsappSchema, env, toWhatsappConfig),
    febspot: parse(febspotSchema, env, toFebspotConfig),
    ifunny: parse(ifunnySchema, env, toIfunnyConfig),
  };
  const issues = Object.values(parts).flatMap((p) => (p.ok ? [] : p.issues));
  if (issues.length > 0) return { issues };
  const value = <T>(p: Parsed<T>): T => {
    if (!p.ok) throw new Error('unreachable: issues were returned above');
    return p.value;
  };
  return {
    issues,
    config: {
      instagram: value(parts.instagram),
      snapchat: value(parts.snapchat),
      suno: value(parts.suno),
      whatsapp: value(parts.whatsapp),
      febspot: value(parts.febspot),
      ifunny: value(parts.ifunny),
    },
  };
}
