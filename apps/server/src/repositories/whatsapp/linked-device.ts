import { z } from 'zod';

/**
 * Whether stored credentials belong to a linked device. Baileys writes `me` already when a pairing code
 * is requested; only a completed pairing adds `account` (the phone's signed device identity), so both
 * are needed. `me.id` is `<number>:<device>@s.whatsapp.net`.
 */
const credsSchema = z.object({
  me: z.object({ id: z.string().min(1), name: z.string().optional() }),
  account: z.object({}).loose(),
});

export interface LinkedDevice {
  /** The linked account's number (digits). */
  readonly number: string;
  /** This server's device number on that account. */
  readonly device: number | null;
  readonly name: string | null;
}

/** The device that stored credentials (`creds`, Baileys' JSON) belong to, or undefined if none is linked. */
export function linkedDeviceOf(credsJson: string | undefined): LinkedDevice | undefined {
  if (credsJson === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(credsJson);
  } catch {
    return undefined;
  }
  const creds = credsSchema.safeParse(value);
  if (!creds.success) return undefined;
  const match = /^(\d+)(?::(\d+))?@/.exec(creds.data.me.id);
  if (!match?.[1]) return undefined;
  return {
    number: match[1],
    device: match[2] === undefined ? null : Number(match[2]),
    name: creds.data.me.name?.trim() ? creds.data.me.name : null,
  };
}
