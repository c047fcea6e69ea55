import { ContestPage } from '#web/features/contest/components/contest-page.tsx';
import { WithTexts } from '../with-texts.tsx';

/** /contest */
export default function ContestRoute() {
  return (
    <WithTexts ns="contest">
      <ContestPage />
    </WithTexts>
  );
}
