import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button, ButtonLink } from '#web/components/button.tsx';
import { IconAlert } from '#web/components/icons.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { askTelegram } from '#web/lib/telegram/in-telegram.ts';
import { addressCarriesLaunch, forgetTelegramLaunch, telegramLaunch } from '#web/lib/telegram/launch-params.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { AuthShell } from '#web/features/account/sign-in/components/auth-shell.tsx';
import { SecondFactorStep } from '#web/features/account/sign-in/components/second-factor-step.tsx';
import { useTelegramSignIn } from '../api/sign-in-with-telegram.ts';
import { telegramUserName } from '../lib/telegram-user-name.ts';
import { AccountChoice } from './account-choice.tsx';
import { OutsideTelegram } from './outside-telegram.tsx';
import styles from './telegram-entry-page.module.css';

/** How long the Telegram app has to answer on its bridge; its apps answer in milliseconds. */
const TELEGRAM_ANSWER_MS = 5_000;

const isAsked = (error: unknown, code: string) => isApiError(error) && error.code === code;

/**
 * Why Telegram alone cannot sign this account in, when the person must use the address and the
 * password instead: the link is paused by a password reset, or the second factor is a passkey,
 * which Telegram's webview cannot give (decision 048). Null when Telegram can go on (an app code).
 */
function signInByEmailOnly(error: unknown): 'paused' | 'passkey' | null {
  if (isAsked(error, 'telegram_paused')) return 'paused';
  if (!isAsked(error, 'second_factor_required') || !isApiError(error)) return null;
  const methods = (error.details as { methods?: { code?: unknown } } | undefined)?.methods;
  return methods?.code === false ? 'passkey' : null;
}

/** The account the server says this browser is signed in to, when it refused to switch silently. */
function presentAccount(error: unknown): string | null {
  if (!isAsked(error, 'session_conflict') || !isApiError(error)) return null;
  const nickname = (error.details as { nickname?: unknown } | undefined)?.nickname;
  return typeof nickname === 'string' ? nickname : null;
}

/**
 * /tg, the Mini App's address (BotFather): opened by Telegram, the app signs the player in with the
 * data Telegram signed, asking the authenticator app's code when the account has two-step sign-in,
 * and opens the dashboard (decision 045). Telegram is one factor (decision 048): an account whose
 * second factor is a passkey only, or whose link a password reset paused, is sent to the email
 * sign-in. Launch parameters alone are a claim any link can make: the
 * page signs in only once a Telegram app answered on its bridge, and never switches a browser
 * signed in to another account without asking (decision 045, amended). Opened in a browser without
 * Telegram's data, it is the landing.
 */
export function TelegramEntryPage() {
  const launch = telegramLaunch();
  if (launch) return <TelegramEntry initData={launch.initData} />;
  if (addressCarriesLaunch()) return <OutsideTelegram />;
  return <Navigate to={paths.home.getHref()} replace />;
}

function TelegramEntry({ initData }: { initData: string }) {
  const { t } = useTranslation();
  const [answered, setAnswered] = useState<boolean | null>(null);
  useEffect(() => {
    let gone = false;
    void askTelegram((telegram) => telegram.telegramAnswers(TELEGRAM_ANSWER_MS)).then((yes) => {
      if (gone) return;
      if (!yes) forgetTelegramLaunch();
      setAnswered(yes === true);
    });
    return () => {
      gone = true;
    };
  }, []);
  if (answered === true) return <TelegramSignIn initData={initData} />;
  if (answered === false) return <OutsideTelegram />;
  return (
    <AuthShell title={t('telegram.signIn.title')} subtitle={t('telegram.signIn.subtitle')}>
      <Pending text={t('telegram.signIn.pending')} />
    </AuthShell>
  );
}

function Pending({ text }: { text: string }) {
  return (
    <div className={styles.status} role="status">
      <Spinner size={28} />
      <span>{text}</span>
    </div>
  );
}

function TelegramSignIn({ initData }: { initData: string }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const navigate = useNavigate();
  const { mutation, challenge } = useTelegramSignIn(initData);
  const [codeStep, setCodeStep] = useState(false);
  // Once chosen, every later try (the app code's) carries the choice.
  const switching = useRef(false);
  const toDashboard = () => void navigate(paths.dashboard.getHref(), { replace: true });
  const signIn = (otp?: string) =>
    mutation.mutate(
      { otp, switchAccount: switching.current },
      {
        onSuccess: toDashboard,
        onError: (error) => {
          if (isAsked(error, 'second_factor_required') && signInByEmailOnly(error) === null) setCodeStep(true);
        },
      },
    );
  // Once on arrival (a development render's second effect included): the player taps nothing.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signIn();
  }, []);

  const present = presentAccount(mutation.error);
  if (present !== null) {
    return (
      <AuthShell title={t('telegram.choice.title')}>
        <AccountChoice
          current={present}
          telegram={telegramUserName(initData) ?? 'Telegram'}
          onKeep={toDashboard}
          onSwitch={() => {
            switching.current = true;
            signIn();
          }}
        />
      </AuthShell>
    );
  }

  const byEmail = signInByEmailOnly(mutation.error);
  if (byEmail !== null) {
    return (
      <AuthShell title={t('telegram.signIn.title')}>
        <div className={styles.stack}>
          <Banner tone="warning" icon={<IconAlert />}>
            {byEmail === 'paused' ? errorText(mutation.error) : t('telegram.signIn.passkeyOnly')}
          </Banner>
          <ButtonLink to={paths.login.getHref()} replace size="lg" block>
            {t('telegram.signIn.withEmail')}
          </ButtonLink>
        </div>
      </AuthShell>
    );
  }

  const failed = mutation.isError && !isAsked(mutation.error, 'second_factor_required');
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
        <Pending text={challenge.solving ? t('common.botCheck') : t('telegram.signIn.pending')} />
      )}
    </AuthShell>
  );
}
