import { ContestPage } from '#web/features/contest/components/contest-page.tsx';
import { WithGrowthTexts } from '../growth-namespace.tsx';

/** /contest */
export default function ContestRoute() {
  return (
    <WithGrowthTexts>
      <ContestPage />
    </WithGrowthTexts>
  );
}
