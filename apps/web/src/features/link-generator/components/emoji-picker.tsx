import * as Tabs from '@radix-ui/react-tabs';
import { useDirection } from '@radix-ui/react-direction';
import { EMOJI_GRID_COLUMNS, EMOJI_TABS } from '@mediaforge/shared';
import { Smile } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PopoverOrSheet } from '../../../components/ui/popover-or-sheet';
import { EMOJI_SETS } from '../emojis';
import { nextGridIndex } from '../grid-keys';
import { PICKER_TAB, PICKER_TAB_LIST } from './picker-tabs';

interface EmojiPickerProps {
  /** Inserts at the message's caret; the picker stays open for the next one. */
  readonly onInsert: (emoji: string) => void;
}

/** The emoji picker (DL §2, §9): four tabs, an 8-column grid each, one Tab stop per grid. */
export function EmojiPicker({ onInsert }: EmojiPickerProps) {
  const { t } = useTranslation('link-generator');
  const [open, setOpen] = useState(false);
  return (
    <PopoverOrSheet
      open={open}
      onOpenChange={setOpen}
      title={t('emojiPicker.title')}
      trigger={
        <Button size="sm">
          <Smile aria-hidden="true" className="size-4" />
          {t('emojiPicker.button')}
        </Button>
      }
    >
      <Tabs.Root defaultValue={EMOJI_TABS[0]} className="flex flex-col gap-3">
        <Tabs.List aria-label={t('emojiPicker.tabsLabel')} className={PICKER_TAB_LIST}>
          {EMOJI_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} className={PICKER_TAB}>
              {t(`emojiPicker.tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {EMOJI_TABS.map((tab) => (
          <Tabs.Content key={tab} value={tab}>
            <EmojiGrid emojis={EMOJI_SETS[tab]} label={t(`emojiPicker.tabs.${tab}`)} onInsert={onInsert} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PopoverOrSheet>
  );
}

interface EmojiGridProps {
  readonly emojis: readonly string[];
  readonly label: string;
  readonly onInsert: (emoji: string) => void;
}

/** A layout grid (rows of gridcells holding buttons) with a roving Tab stop, as WAI-ARIA describes. */
function EmojiGrid({ emojis, label, onInsert }: EmojiGridProps) {
  const dir = useDirection();
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const rows = Array.from({ length: Math.ceil(emojis.length / EMOJI_GRID_COLUMNS) }, (_, row) =>
    emojis.slice(row * EMOJI_GRID_COLUMNS, (row + 1) * EMOJI_GRID_COLUMNS),
  );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextGridIndex(event.key, active, emojis.length, EMOJI_GRID_COLUMNS, dir);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };
  return (
    <div
      role="grid"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-1"
      data-testid="emoji-grid"
    >
      {rows.map((row, r) => (
        <div
          key={r}
          role="row"
          className="grid gap-1"
          style={{ gridTemplateColumns: `repeat(${String(EMOJI_GRID_COLUMNS)}, minmax(0, 1fr))` }}
        >
          {row.map((emoji, c) => {
            const index = r * EMOJI_GRID_COLUMNS + c;
            return (
              <div key={emoji} role="gridcell">
                <button
                  ref={(element) => {
                    buttons.current[index] = element;
                  }}
                  type="button"
                  tabIndex={index === active ? 0 : -1}
                  onFocus={() => setActive(index)}
                  onClick={() => onInsert(emoji)}
                  className="flex aspect-square w-full items-center justify-center rounded-md text-xl hover:bg-slate-100"
                >
                  {emoji}
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
