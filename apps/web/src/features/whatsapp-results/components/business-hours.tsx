import { BUSINESS_WEEK, businessDayHours, type WhatsappBusinessHours } from '@mediaforge/shared';
import { useTranslation } from 'react-i18next';

/** A day's name in the page's language (2024-01-07 was a Sunday). */
function dayName(index: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 7 + index),
  );
}
const DAY_INDEX = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 } as const;

/**
 * DL §2 "business hours with timezone and per-day open or closed", each day as "HH:MM - HH:MM", "24/7"
 * or "Closed" (a day open by appointment says so: WhatsApp's third mode).
 */
export function BusinessHours({ hours }: { readonly hours: WhatsappBusinessHours }) {
  const { t, i18n } = useTranslation('platform-results');
  return (
    <div data-testid="business-hours">
      {hours.timezone !== null && (
        <p className="mb-1 text-xs text-slate-600">
          {t('whatsapp.hours.timezone', { zone: hours.timezone })}
        </p>
      )}
      <table className="w-full text-sm">
        <caption className="sr-only">{t('whatsapp.fields.hours')}</caption>
        <tbody>
          {BUSINESS_WEEK.map((day) => {
            const shown = businessDayHours(hours.config[day]);
            const text =
              shown.kind === 'hours'
                ? shown.ranges.join(', ')
                : shown.kind === 'open24'
                  ? shown.text
                  : t(`whatsapp.hours.${shown.kind}`);
            return (
              <tr key={day} data-day={day} data-open={shown.kind !== 'closed'}>
                <th scope="row" className="py-0.5 pe-4 text-start font-medium text-slate-700">
                  {dayName(DAY_INDEX[day], i18n.language)}
                </th>
                <td className="py-0.5 text-slate-900">
                  {/* Times read left to right in every language: "09:00 - 17:00", never reversed. */}
                  <span dir={shown.kind === 'closed' || shown.kind === 'appointment' ? undefined : 'ltr'}>
                    {text}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
