/**
 * The operator's WhatsApp commands behind `npm run admin` (cli/admin.ts; docs/decisions.md D162):
 * `whatsapp-link` shows QR codes to scan, `whatsapp-link --phone <number>` a pairing code to type on
 * that phone; `whatsapp-status` names the linked account; `whatsapp-unlink` logs the device out and
 * forgets its state. Each answers a line of text for the terminal; the QR codes and the pairing code
 * are printed while the link waits for the phone.
 */
import { whatsappNumberFrom } from '../../extractors/whatsapp/whatsapp-number.js';
import type { DeviceLinker, LinkMethod } from '../../repositories/whatsapp/baileys-link.repository.js';
import type { LinkedDevice } from '../../repositories/whatsapp/linked-device.js';
import { AdminUsageError } from '../accounts/admin.service.js';

export const WHATSAPP_ADMIN_USAGE =
  'usage: npm run admin -- whatsapp-link [--phone <number with country code>] | whatsapp-status | whatsapp-unlink';

export type WhatsappCommand =
  | { readonly kind: 'link'; readonly method: LinkMethod }
  | { readonly kind: 'status' }
  | { readonly kind: 'unlink' };

const COMMANDS = ['whatsapp-link', 'whatsapp-status', 'whatsapp-unlink'] as const;

export function isWhatsappCommand(name: string | undefined): boolean {
  return (COMMANDS as readonly (string | undefined)[]).includes(name);
}

/** The command the arguments name; an AdminUsageError with the usage line otherwise. */
export function parseWhatsappCommand(args: readonly string[]): WhatsappCommand {
  const [name, ...rest] = args;
  const usage = (why: string) => new AdminUsageError(`${why}\n${WHATSAPP_ADMIN_USAGE}`);
  if (name === 'whatsapp-status' || name === 'whatsapp-unlink') {
    if (rest.length > 0) throw usage(`${name} takes no arguments`);
    return { kind: name === 'whatsapp-status' ? 'status' : 'unlink' };
  }
  if (name !== 'whatsapp-link') throw usage(`unknown command ${name ?? '(none)'}`);
  if (rest.length === 0 || (rest.length === 1 && rest[0] === '--qr')) {
    return { kind: 'link', method: { method: 'qr' } };
  }
  // The number may arrive as several arguments (`--phone +44 7700 900123` unquoted).
  const value =
    rest.length === 1 && rest[0]?.startsWith('--phone=')
      ? rest[0].slice('--phone='.length)
      : rest.length >= 2 && rest[0] === '--phone'
        ? rest.slice(1).join(' ')
        : undefined;
  if (value === undefined) throw usage(`unexpected arguments: ${rest.join(' ')}`);
  const phone = whatsappNumberFrom(value);
  if (phone === undefined) throw usage(`not a phone number with its country code: ${value}`);
  return { kind: 'link', method: { method: 'code', phone } };
}

export interface WhatsappAdminDeps {
  readonly linker: DeviceLinker;
  /** Writes a line to the operator's terminal while a command runs. */
  readonly print: (text: string) => void;
  /** A QR code's text drawn for a terminal. */
  readonly renderQr: (text: string) => Promise<string>;
  /** How long a link waits for the phone, and a logout for WhatsApp. */
  readonly linkTimeoutMs: number;
  readonly logoutTimeoutMs: number;
}

const describe = (d: LinkedDevice) =>
  `+${d.number}${d.device === null ? '' : ` (device ${String(d.device)})`}`;

/** Eight characters, shown as WhatsApp's phone shows its input: ABCD-EFGH. */
export const formatPairingCode = (code: string) =>
  code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;

export async function runWhatsappCommand(command: WhatsappCommand, deps: WhatsappAdminDeps): Promise<string> {
  const linked = await deps.linker.linked();
  switch (command.kind) {
    case 'status':
      return linked
        ? `WhatsApp lookups use the linked device of ${describe(linked)}`
        : 'No WhatsApp device is linked: run npm run admin -- whatsapp-link';
    case 'unlink': {
      if (!linked) {
        // What an interrupted link left behind.
        await deps.linker.forget();
        return 'No WhatsApp device is linked';
      }
      const loggedOut = await deps.linker.logout(deps.logoutTimeoutMs);
      await deps.linker.forget();
      return loggedOut
        ? `Unlinked ${describe(linked)}: WhatsApp lookups are off until a device is linked again`
        : `Forgot the device of ${describe(linked)}, but WhatsApp could not be told: remove it under Linked devices on the phone`;
    }
    case 'link': {
      if (linked) {
        throw new AdminUsageError(
          `A device is already linked (${describe(linked)}): run whatsapp-unlink first`,
        );
      }
      const device = await deps.linker.link(
        command.method,
        {
          qr: (text) => {
            const scan = 'Scan this code on the phone: WhatsApp → Linked devices → Link a device';
            void deps.renderQr(text).then(
              (drawn) => deps.print(`${drawn}\n${scan}`),
              () => deps.print(`${scan} (the QR code's text: ${text})`),
            );
          },
          pairingCode: (code) =>
            deps.print(
              `Pairing code: ${formatPairingCode(code)}\nOn the phone: WhatsApp → Linked devices → Link a device → Link with phone number instead`,
            ),
        },
        deps.linkTimeoutMs,
      );
      return `Linked ${describe(device)}: the server uses it from its next WhatsApp lookup on`;
    }
  }
}
