import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNotify } from '../notifications/notificationsContext.ts';
import { isFirstVisit, rememberedEmail } from '../session/userHint.ts';
import { checkEmail } from './authApi.ts';
import { DEACTIVATED_MESSAGE, emailCheckFailure } from './authMessages.ts';
import { CrmSetupCard } from './CrmSetupCard.tsx';
import { EmailStep } from './EmailStep.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { CreatePasswordStep, SignInStep, type PasswordMode } from './PasswordStep.tsx';
import { VerifyEmailDialog } from './VerifyEmailDialog.tsx';

/** Where the flow is (spec §4 Auth): the e-mail step, a password mode, or forgot-password. */
type View =
  | { step: 'email' }
  | { step: 'password'; mode: 'login'; firstName: string | null }
  | { step: 'password'; mode: 'first-time' }
  | { step: 'forgot-password'; returnTo: View };

/**
 * Sign in, first-time password creation and forgot-password (spec §2 Auth screen): the e-mail is
 * validated first, then check-user-exists decides between login and first-time. First-time visitors
 * are greeted by the welcome dialog unless `offerWelcome` is false (they came from a reset link).
 */
export function SignInFlow({ offerWelcome }: { offerWelcome: boolean }) {
  const [email, setEmail] = useState(rememberedEmail);
  const [view, setView] = useState<View>({ step: 'email' });
  const [problem, setProblem] = useState<string | null>(null);
  const [crmSetupRequired, setCrmSetupRequired] = useState(false);
  const [welcomeOpen, setWelcomeOpen] = useState(() => offerWelcome && isFirstVisit());
  const emailRef = useRef<HTMLInputElement>(null);
  // Focus starts in the e-mail box, or returns there once the welcome dialog has closed.
  const [focusEmailOnMount] = useState(!welcomeOpen);
  const notify = useNotify();
  const emailCheck = useMutation({ mutationFn: checkEmail });

  const validate = (address: string) => {
    setEmail(address);
    setProblem(null);
    setCrmSetupRequired(false);
    emailCheck.mutate(address, {
      onSuccess: (result) => {
        if (result.kind === 'not-validated') return setProblem(result.message);
        if (result.crmUnavailable) {
          setCrmSetupRequired(true);
          notify({
            title: 'Email Validated (Setup Required)',
            description: 'Your company domain is allowed. The CRM still needs to be connected.',
          });
        }
        const { account } = result;
        if (account.exists && !account.isActive) return setProblem(DEACTIVATED_MESSAGE);
        setView(
          account.exists
            ? { step: 'password', mode: 'login', firstName: account.firstName }
            : { step: 'password', mode: 'first-time' },
        );
      },
      onError: (error) => setProblem(emailCheckFailure(error)),
    });
  };

  const backToEmail = () => setView({ step: 'email' });
  const switchMode = (mode: PasswordMode) =>
    setView(mode === 'login' ? { step: 'password', mode, firstName: null } : { step: 'password', mode });

  return (
    <>
      {view.step === 'email' && (
        <EmailStep
          email={email}
          onEmailChange={(value) => {
            setEmail(value);
            setProblem(null);
          }}
          onValidate={validate}
          validating={emailCheck.isPending}
          problem={problem}
          inputRef={emailRef}
          autoFocus={focusEmailOnMount}
        />
      )}
      {view.step === 'password' && view.mode === 'login' && (
        <SignInStep
          key="login"
          email={email}
          firstName={view.firstName}
          onBack={backToEmail}
          onSwitchMode={switchMode}
          onForgotPassword={() => setView({ step: 'forgot-password', returnTo: view })}
        />
      )}
      {view.step === 'password' && view.mode === 'first-time' && (
        <CreatePasswordStep key="first-time" email={email} onBack={backToEmail} onSwitchMode={switchMode} />
      )}
      {view.step === 'forgot-password' && (
        <ForgotPasswordForm initialEmail={email} onBack={() => setView(view.returnTo)} />
      )}
      {crmSetupRequired && <CrmSetupCard />}
      <VerifyEmailDialog
        open={welcomeOpen}
        onClose={() => setWelcomeOpen(false)}
        onExited={() => emailRef.current?.focus()}
        onVerified={(address) => {
          setWelcomeOpen(false);
          setView({ step: 'email' });
          validate(address);
        }}
      />
    </>
  );
}
