import { CountryFlag } from '../../features/country-selector/components/country-flag';
import { useFlagImages } from '../../features/country-selector/hooks/use-flag-images';
import { WhatsappResult } from '../../features/whatsapp-results/components/whatsapp-result';
import type { ResultViewProps } from '../result-views';
import { downloadActionsOf } from './platform-result-parts';

/** The country selector's bundled flags (NOTES.md 6), for the number's flag. */
function Flag({ code }: { readonly code: string }) {
  return <CountryFlag code={code} flags={useFlagImages()} />;
}

/** WhatsApp's profile screens (downloader-results.md §2.8; downloader.md §2 "Profile screens"). */
export function WhatsappResultView(props: ResultViewProps) {
  return (
    <WhatsappResult
      info={props.info}
      toolType={props.toolType}
      {...downloadActionsOf(props)}
      renderFlag={(code) => <Flag code={code} />}
    />
  );
}
