import { Alert } from '@/components/ui/alert';
import { CopyButton } from '@/components/ui/copy-button';
import type { CreatedUserAnswer } from '@/lib/desk/users/actions';
import { formatDateTime } from '@/lib/desk/time-zone';

/** The one-time password or the invitation link, to hand to the person by a channel you trust. */
export function AccessNotice({
  name,
  email,
  answer,
  zone,
}: {
  name: string;
  email: string;
  answer: CreatedUserAnswer;
  zone: string;
}) {
  const secret = answer.credential === 'one-time-password' ? answer.oneTimePassword : answer.invitationUrl;
  const what = answer.credential === 'one-time-password' ? 'one-time password' : 'invitation link';
  return (
    <Alert tone="success" title={`${name} (${email}) is added.`}>
      <p>
        {answer.credential === 'one-time-password'
          ? 'Give them this one-time password; they choose their own when they first sign in.'
          : `Send them this link; it lets them choose a password once, until ${formatDateTime(answer.expiresAt, zone)}.`}{' '}
        It is shown only now.
      </p>
      {answer.awaitingConfirmation && (
        <p className="mt-1 font-medium">
          Their rights need another admin’s confirmation: the {what} works only once another admin has confirmed them on
          this page.
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code
          data-testid="created-secret"
          aria-label={`The ${what}`}
          className="break-all rounded bg-white px-2 py-1 font-mono text-slate-900"
        >
          {secret}
        </code>
        <CopyButton value={secret} label={`the ${what}`} />
      </div>
    </Alert>
  );
}
