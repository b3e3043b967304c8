/**
 * How the settings modal draws each field of the settings entities (CC §3). The rules themselves
 * (ranges, messages, when a field counts) are packages/shared's; these only say which control shows a
 * field, its bounds for stepping, and where it sits.
 */
import type { SettingsKind } from '@mediaforge/shared';
import type { NumberBounds } from '../../components/ui/number-step';

/** Settings as the modal edits them: wire names, compression fields nested in compression_settings. */
export type SettingsValues = Readonly<Record<string, unknown>>;

/** One choice of a select: a literal label (codec, preset names) or a key of settings:options.* . */
export interface ChoiceOption {
  readonly value: string | number;
  readonly label?: string;
  readonly labelKey?: string;
  readonly labelValues?: Readonly<Record<string, string | number>>;
}

export type FieldControl =
  | {
      readonly kind: 'select';
      readonly options: (format: string, values: SettingsValues) => readonly ChoiceOption[];
    }
  | {
      readonly kind: 'number';
      readonly bounds: NumberBounds;
      /** Emptying it removes the value (the server then decides) instead of "is required". */
      readonly optional?: boolean;
      /** Key of settings:units.* shown after the field. */
      readonly unit?: string;
    }
  | { readonly kind: 'time' }
  | { readonly kind: 'toggle' }
  | { readonly kind: 'file' };

export interface FieldSpec {
  /** Wire name; compression fields are written `compression_settings.<name>` as validation does. */
  readonly key: string;
  readonly control: FieldControl;
  /**
   * Extra hiding for fields that have no validation rule of their own, so shared's isSettingShown
   * cannot know about them (the audio codec when audio is removed, the crop switch for a copied stream).
   */
  readonly alsoShownWhen?: (values: SettingsValues) => boolean;
  /** Key of settings:hints.* shown under the field. */
  readonly hint?: string;
}

export interface SectionSpec {
  /** Key of settings:sections.* . */
  readonly id: string;
  readonly fields: readonly FieldSpec[];
}

export type SectionsFor = (kind: SettingsKind) => readonly SectionSpec[];

/** Helpers that keep the field tables short. */
export const select = (options: (format: string, values: SettingsValues) => readonly ChoiceOption[]) =>
  ({ kind: 'select', options }) as const;
export const number = (bounds: NumberBounds, extra: { optional?: boolean; unit?: string } = {}) =>
  ({ kind: 'number', bounds, ...extra }) as const;
export const TIME = { kind: 'time' } as const;
export const TOGGLE = { kind: 'toggle' } as const;
export const FILE = { kind: 'file' } as const;

/** Options from a fixed list with literal labels. */
export const literal = (
  values: readonly (string | number)[],
  label: (v: string | number) => string = String,
) => values.map((value) => ({ value, label: label(value) }));

/** Options from a fixed list labelled by settings:options.<group>.<value>. */
export const keyed = (group: string, values: readonly (string | number)[]) =>
  values.map((value) => ({ value, labelKey: `${group}.${String(value)}` }));

export const isOn = (v: unknown): boolean => v === true || v === 'true';
