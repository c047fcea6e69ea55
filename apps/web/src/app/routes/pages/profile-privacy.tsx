import { DeleteAccountCard } from '#web/features/account/deletion/components/delete-account-card.tsx';
import { MyDataPage } from '#web/features/my-data/components/my-data-page.tsx';
import { WithTexts } from '../with-texts.tsx';

/** /profile/privacy: download one's data, delete one's account (GDPR art. 15, 17, 20). */
export default function ProfilePrivacyRoute() {
  return (
    <WithTexts ns="my-data">
      <MyDataPage deleteAccount={<DeleteAccountCard />} />
    </WithTexts>
  );
}
