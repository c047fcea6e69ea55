import type { CredentialKind } from '@fre/domain';
import { IconList, IconLock, IconMail, IconPhone, IconSend, IconWallet } from '#web/components/icons.tsx';
import { IconPasskey } from '#web/features/account/passkeys/components/icon-passkey.tsx';

/** Each credential's icon, the one its own card wears (Telegram's is the contest's). */
export function CredentialIcon({ kind, size = 20 }: { kind: CredentialKind; size?: number }) {
  switch (kind) {
    case 'password':
      return <IconLock size={size} />;
    case 'app_code':
      return <IconPhone size={size} />;
    case 'recovery_codes':
      return <IconList size={size} />;
    case 'passkey':
      return <IconPasskey size={size} />;
    case 'telegram':
      return <IconSend size={size} />;
    case 'email':
      return <IconMail size={size} />;
    case 'wallet':
      return <IconWallet size={size} />;
  }
}
