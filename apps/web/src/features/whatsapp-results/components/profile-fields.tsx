import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/intl-format';
import type { useCopy } from '../hooks/use-copy';
import type { WhatsappBusinessView } from '../whatsapp-answer';
import { BusinessHours } from './business-hours';
import { CopyButton } from './copy-button';

/** Fields with a copy button (DL §2 "Description, email, website and address each have a copy button"). */
type Copyable = 'description' | 'email' | 'website' | 'address';

export interface ProfileFieldsProps {
  readonly business: WhatsappBusinessView;
  /** The about text, shown first (the picture screen shows "about or description"). */
  readonly about?: string | null;
  /** Categories as chips (the picture screen) or as a line (the details screen). */
  readonly chips: boolean;
  readonly copy: ReturnType<typeof useCopy>;
}

/** One labelled row of a profile's list; `text` wraps a long value, the default lines it up with its button. */
export function Field({
  name,
  label,
  children,
  text = false,
}: {
  readonly name: string;
  readonly label: string;
  readonly children: ReactNode;
  readonly text?: boolean;
}) {
  return (
    <div data-field={name} className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className={text ? 'break-words text-slate-900' : 'flex min-w-0 items-start gap-2 text-slate-900'}>
        {children}
      </dd>
    </div>
  );
}

/**
 * A business profile's fields (DL §2 "Profile screens"): description, categories, email, the first
 * website, address, member since and business hours; the four that can be copied have their button.
 */
export function ProfileFields({ business, about, chips, copy }: ProfileFieldsProps) {
  const { t, i18n } = useTranslation('platform-results');
  const memberSince =
    business.memberSinceText ??
    (business.memberSince === null ? null : formatDate(new Date(business.memberSince), i18n.language));
  const copyable = (field: Copyable, value: string, shown: ReactNode = value) => {
    const label = t(`whatsapp.fields.${field}`);
    return (
      <Field name={field} label={label}>
        <span className="min-w-0 flex-1 break-words">{shown}</span>
        <CopyButton
          label={label}
          copied={copy.copiedKey === field}
          onCopy={() => void copy.copy(field, label, value)}
        />
      </Field>
    );
  };
  return (
    <dl className="divide-y divide-slate-100">
      {about != null && (
        <Field name="about" label={t('whatsapp.fields.about')}>
          <span className="break-words">{about}</span>
        </Field>
      )}
      {business.description !== null && copyable('description', business.description)}
      {business.categories.length > 0 && (
        <Field name="categories" label={t('whatsapp.fields.categories')}>
          {chips ? (
            <ul className="flex flex-wrap gap-1.5">
              {business.categories.map((category) => (
                <li
                  key={category}
                  className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm text-emerald-900 ring-1 ring-emerald-200"
                >
                  {category}
                </li>
              ))}
            </ul>
          ) : (
            <span>{business.categories.join(', ')}</span>
          )}
        </Field>
      )}
      {business.email !== null &&
        copyable(
          'email',
          business.email,
          <a href={`mailto:${business.email}`} className="text-indigo-700 underline" dir="ltr">
            {business.email}
          </a>,
        )}
      {business.website !== null &&
        copyable(
          'website',
          business.website,
          <a
            href={business.website}
            target="_blank"
            rel="noopener noreferrer"
            className="text-indigo-700 underline"
            dir="ltr"
          >
            {business.website}
          </a>,
        )}
      {business.address !== null && copyable('address', business.address)}
      {memberSince !== null && (
        <Field name="memberSince" label={t('whatsapp.fields.memberSince')}>
          <span>{memberSince}</span>
        </Field>
      )}
      {business.hours !== null && (
        <Field name="hours" label={t('whatsapp.fields.hours')}>
          <BusinessHours hours={business.hours} />
        </Field>
      )}
    </dl>
  );
}
