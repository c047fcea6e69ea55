import { ProofPage } from '#web/features/proof-of-liabilities/components/proof-page.tsx';
import { WithTexts } from '../with-texts.tsx';

/** /profile/proof: the player's balance in the published proof of liabilities (docs/decisions/057). */
export default function ProfileProofRoute() {
  return (
    <WithTexts ns="proof-of-liabilities">
      <ProofPage />
    </WithTexts>
  );
}
