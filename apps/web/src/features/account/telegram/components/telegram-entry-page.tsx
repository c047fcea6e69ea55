import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { telegramLaunch } from '#web/lib/telegram/launch-params.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { AuthShell } from '#web/features/account/sign-in/components/auth-shell.tsx';
import { SecondFactorStep } from '#web/features/account/sign-in/components/second-factor-step.tsx';
import { useTelegramSignIn } from '../api/sign-in-with-telegram.ts';
import styles from './telegram-entry-page.module.css';

const isSecondFactorAsked = (error: unknown) => isApiError(error) && error.code === 'second_factor_required';

/**
 * /tg, the Mini App's address (BotFather): opened by Telegram, the app signs the player in with the
 * data Telegram signed, asking the authenticator app's code when the account has two-step sign-in,
 * and opens the dashboard (decision 045). Opened in a browser, without Telegram's data, it is the
 * landing.
 */
export function TelegramEntryPage() {
  const launch = telegramLaunch();
  if (!launch) return <Navigate to={paths.home.getHref()} replace />;
  return <TelegramSignIn initData={launch.initData} />;
}

function TelegramSignIn({ initData }: { initData: string }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const navigate = useNavigate();
  const { mutation, challenge } = useTelegramSignIn(initData);
  const [codeStep, setCodeStep] = useState(false);
  const signIn = (otp?: string) =>
    mutation.mutate(otp, {
      onSuccess: () => void navigate(paths.dashboard.getHref(), { replace: true }),
      onError: (error) => {
        if (isSecondFactorAsked(error)) setCodeStep(true);
      },
    });
  // Once on arrival (a development render's second effect included): the player taps nothing.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signIn();
  }, []);

  const failed = mutation.isError && !isSecondFactorAsked(mutation.error);
  return (
    <AuthShell title={t('telegram.signIn.title')} subtitle={t('telegram.signIn.subtitle')}>
      {codeStep ? (
        <SecondFactorStep
          onSubmit={signIn}
          onBack={() => {
            mutation.reset();
            setCodeStep(false);
          }}
          pending={mutation.isPending}
          error={failed ? errorText(mutation.error) : undefined}
        />
      ) : failed || mutation.isIdle ? (
        <div className={styles.stack}>
          {failed ? (
            <ErrorBanner>
              {errorText(mutation.error)}
            </ErrorBanner>
          ) : null}
          <Button size="lg" block onClick={() => signIn()}>
            {failed ? t('common.retry') : t('telegram.signIn.start')}
          </Button>
        </div>
      ) : (
        <div className={styles.status} role="status">
          <Spinner size={28} />
          <span>{challenge.solving ? t('common.botCheck') : t('telegram.signIn.pending')}</span>
        </div>
      )}
    </AuthShell>
  );
}
