import * as Tabs from '@radix-ui/react-tabs';
import {
  DEFAULT_MESSAGE_TEMPLATE_ID,
  MESSAGE_TEMPLATE_CATEGORIES,
  MESSAGE_TEMPLATE_CATEGORY_IDS,
  messageTemplateCategoryOf,
} from '@mediaforge/shared';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PopoverOrSheet } from '../../../components/ui/popover-or-sheet';
import { PICKER_TAB, PICKER_TAB_LIST } from './picker-tabs';

interface TemplatePickerProps {
  /** The chosen template's text, in the page's language. */
  readonly onPick: (message: string) => void;
}

/**
 * The message templates (DL §2, §3) under their four category tabs; a pick fills the message and
 * closes the picker. It opens on the default template's tab; the tabs follow the page's direction
 * (D70), so in fa the arrow keys move right to left.
 */
export function TemplatePicker({ onPick }: TemplatePickerProps) {
  const { t } = useTranslation('link-generator');
  const [open, setOpen] = useState(false);
  return (
    <PopoverOrSheet
      open={open}
      onOpenChange={setOpen}
      title={t('templatePicker.title')}
      trigger={
        <Button size="sm">
          <FileText aria-hidden="true" className="size-4" />
          {t('templatePicker.button')}
        </Button>
      }
    >
      <Tabs.Root
        defaultValue={messageTemplateCategoryOf(DEFAULT_MESSAGE_TEMPLATE_ID)}
        className="flex flex-col gap-3"
      >
        <Tabs.List aria-label={t('templatePicker.categoriesLabel')} className={PICKER_TAB_LIST}>
          {MESSAGE_TEMPLATE_CATEGORY_IDS.map((category) => (
            <Tabs.Trigger key={category} value={category} className={PICKER_TAB}>
              {t(`templatePicker.categories.${category}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {MESSAGE_TEMPLATE_CATEGORY_IDS.map((category) => (
          <Tabs.Content key={category} value={category}>
            <ul
              className="flex max-h-80 flex-col gap-1 overflow-y-auto"
              data-testid={`templates-${category}`}
            >
              {MESSAGE_TEMPLATE_CATEGORIES[category].map((id) => (
                <li key={id}>
                  <button
                    type="button"
                    data-template={id}
                    onClick={() => {
                      setOpen(false);
                      onPick(t(`templates.${id}.message`));
                    }}
                    className="w-full rounded-lg px-3 py-2 text-start hover:bg-indigo-50"
                  >
                    <span className="block text-sm font-semibold text-slate-900">
                      {t(`templates.${id}.name`)}
                    </span>
                    <span className="line-clamp-2 text-sm text-slate-600">
                      {t(`templates.${id}.message`)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PopoverOrSheet>
  );
}
