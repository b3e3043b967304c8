import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { EllipsisVertical, LoaderCircle, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MAX_PRESET_NAME } from '../settings-presets';

interface SettingsActionsProps {
  /** Errors block Apply and its variants (CC-4.24). */
  readonly blocked: boolean;
  /** An Apply is under way (the 500 ms wait, CC-4.23). */
  readonly applying: boolean;
  readonly onReset: () => void;
  readonly onApply: () => void;
  readonly onApplyToAll: () => void;
  readonly onSavePreset: (name: string) => void;
}

/**
 * The modal's footer: Reset, Apply, and a dropdown with "apply to all" and "save preset" (CC-2.66).
 * Saving asks for a name in place rather than in a second dialog over the first.
 */
export function SettingsActions(props: SettingsActionsProps) {
  const { blocked, applying } = props;
  const { t } = useTranslation('settings');
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const nameId = useId();
  const hintId = useId();
  const busy = blocked || applying;

  if (naming) {
    return (
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() === '' || busy) return;
          props.onSavePreset(name.trim());
          setNaming(false);
        }}
      >
        <div className="flex min-w-48 flex-1 flex-col gap-1.5">
          <label htmlFor={nameId} className="text-sm font-medium text-slate-800">
            {t('presets.name')}
          </label>
          <input
            id={nameId}
            autoFocus
            required
            maxLength={MAX_PRESET_NAME}
            value={name}
            onChange={(event) => setName(event.target.value)}
            className="h-10 rounded-lg border border-slate-300 px-3 text-sm shadow-sm"
          />
        </div>
        <Button variant="ghost" onClick={() => setNaming(false)}>
          {t('presets.cancel')}
        </Button>
        <Button type="submit" variant="primary" disabled={busy || name.trim() === ''}>
          {t('presets.save')}
        </Button>
      </form>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" onClick={props.onReset} disabled={applying} data-action="reset">
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('actions.reset')}
        </Button>
        <span className="flex-1" />
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <Button aria-label={t('actions.more')} disabled={busy} className="px-2.5">
              <EllipsisVertical aria-hidden="true" className="size-4" />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={6}
              className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
            >
              <DropdownMenu.Item
                onSelect={props.onApplyToAll}
                className="cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-highlighted:bg-indigo-50"
              >
                {t('actions.applyToAll')}
              </DropdownMenu.Item>
              <DropdownMenu.Item
                onSelect={() => setNaming(true)}
                className="cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-highlighted:bg-indigo-50"
              >
                {t('actions.savePreset')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        <Button
          variant="primary"
          onClick={props.onApply}
          disabled={busy}
          aria-describedby={hintId}
          data-action="apply"
        >
          {applying && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {applying ? t('actions.applying') : t('actions.apply')}
        </Button>
      </div>
      <p id={hintId} className="text-end text-xs text-slate-600">
        {blocked ? <span className="text-red-700">{t('actions.blocked')}</span> : t('actions.shortcuts')}
      </p>
    </div>
  );
}
