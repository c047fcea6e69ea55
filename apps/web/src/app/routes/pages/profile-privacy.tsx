import { MyDataPage } from '../../../features/my-data/components/my-data-page';
import { WithTexts } from '../with-texts';

/** /profile/privacy: download one's data, delete one's account (GDPR art. 15, 17, 20). */
export default function ProfilePrivacyRoute() {
  return (
    <WithTexts ns="my-data">
      <MyDataPage />
    </WithTexts>
  );
}
