import type { SettingsValidation } from '@mediaforge/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateSettingsError, translateSettingsWarning } from '../../../lib/settings-messages';
import type { SectionSpec, SettingsValues } from '../field-types';
import { visibleFields } from '../settings-sections';
import { errorsByField } from '../settings-values';
import { WARNING_FIELDS } from '../warning-fields';
import { SettingsField } from './settings-field';
import { SettingsSection } from './settings-section';

interface SettingsSectionsViewProps {
  readonly sections: readonly SectionSpec[];
  readonly format: string;
  readonly values: SettingsValues;
  readonly validation: SettingsValidation;
  readonly idPrefix: string;
  readonly onChange: (key: string, value: unknown) => void;
  readonly uploadSubtitle?: (file: File) => Promise<string>;
}

/**
 * The sections with their visible fields and each field's messages. A message whose field is not on
 * screen (a warning about no single field, or about a hidden one) is listed above the sections instead,
 * so every message is seen once.
 */
export function SettingsSectionsView(props: SettingsSectionsViewProps) {
  const { sections, format, values, validation, idPrefix } = props;
  const { t } = useTranslation('settings');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());

  const shown = new Map(sections.map((s) => [s.id, visibleFields(s, format, values)]));
  const onScreen = new Set([...shown.values()].flat().map((f) => f.key));
  const errors = errorsByField(validation.errors);
  const warningsFor = new Map<string, string[]>();
  const looseErrors = validation.errors
    .filter((error) => !onScreen.has(error.field))
    .map((error) => translateSettingsError(error, t));
  const loose: string[] = [];
  for (const warning of validation.warnings) {
    const field: string | undefined = WARNING_FIELDS[warning.id];
    const text = translateSettingsWarning(warning, t);
    if (field !== undefined && onScreen.has(field))
      warningsFor.set(field, [...(warningsFor.get(field) ?? []), text]);
    else loose.push(text);
  }

  return (
    <div className="flex flex-col gap-3">
      {looseErrors.length > 0 && (
        <ul className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {looseErrors.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {loose.length > 0 && (
        <ul
          className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900"
          aria-label={t('warningsTitle')}
        >
          {loose.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {sections.map((section) => {
        const fields = shown.get(section.id) ?? [];
        if (fields.length === 0) return null;
        const count = fields.reduce((n, f) => n + (errors.get(f.key)?.length ?? 0), 0);
        return (
          <SettingsSection
            key={section.id}
            id={`${idPrefix}-${section.id}`}
            title={t(`sections.${section.id}`)}
            expanded={!collapsed.has(section.id)}
            errorCount={count}
            onToggle={() =>
              setCollapsed((c) => {
                const next = new Set(c);
                if (!next.delete(section.id)) next.add(section.id);
                return next;
              })
            }
          >
            {fields.map((field) => (
              <SettingsField
                key={field.key}
                field={field}
                format={format}
                values={values}
                errors={(errors.get(field.key) ?? []).map((message) =>
                  translateSettingsError({ field: field.key, message }, t),
                )}
                warnings={warningsFor.get(field.key) ?? []}
                idPrefix={idPrefix}
                onChange={props.onChange}
                uploadSubtitle={props.uploadSubtitle}
              />
            ))}
          </SettingsSection>
        );
      })}
    </div>
  );
}
