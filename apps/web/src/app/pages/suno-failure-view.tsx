import { SunoFailure } from '../../features/suno-results/components/suno-failure';

/** Suno's failure card (DR §2.9, §8), under the form's own error line. */
export function SunoFailureView() {
  return <SunoFailure />;
}
