import { ContestPage } from '../../../features/contest/components/contest-page';
import { WithGrowthTexts } from '../growth-namespace';

/** /contest */
export default function ContestRoute() {
  return (
    <WithGrowthTexts>
      <ContestPage />
    </WithGrowthTexts>
  );
}
