import { useTranslation } from 'react-i18next';
import { FadeDialog } from '../../../components/ui/fade-dialog';

export interface CoverPreviewProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly src: string;
  readonly title: string;
}

/** DR §2.9 "An image preview modal opens and closes with a fade": the cover at full size. */
export function CoverPreview({ open, onOpenChange, src, title }: CoverPreviewProps) {
  const { t } = useTranslation('platform-results');
  return (
    <FadeDialog open={open} onOpenChange={onOpenChange} title={t('suno.coverTitle', { title })}>
      <img
        src={src}
        alt={t('suno.coverTitle', { title })}
        className="max-h-[70dvh] w-auto rounded-lg object-contain"
      />
    </FadeDialog>
  );
}
