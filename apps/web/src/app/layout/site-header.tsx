import { LanguageSwitcher } from '../../features/locale/components/language-switcher';
import { AccountLinks } from '../../features/navigation/components/account-links';
import { BrandLink } from '../../features/navigation/components/brand-link';
import { TopTabBar } from '../../features/navigation/components/top-tab-bar';
import { useScreenQueues } from '../screen-queues-context';

export function SiteHeader() {
  const queues = useScreenQueues();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-3 px-4 pt-3 sm:px-6">
        <BrandLink />
        <div className="flex items-center gap-2 sm:gap-4">
          <AccountLinks />
          <LanguageSwitcher />
        </div>
      </div>
      <div className="mx-auto w-full max-w-6xl px-4 pt-2 sm:px-6">
        <TopTabBar clearScreen={(key) => queues.clear(key)} />
      </div>
    </header>
  );
}
