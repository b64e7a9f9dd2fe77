import { useEffect, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoginRequest, passwordLinkToken } from '@fairway/contract';
import { isApiError } from '../../api/api-error';
import { PasswordToggle } from '../../components/password-toggle';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { changeLanguage } from '../../i18n/i18n';
import { memberLanguage } from '../../i18n/language';
import { AppShell } from '../../app/app-shell-loader';
import { forgetMemberData } from '../../app/query-client';
import { clubsQuery, configQuery, featuresQuery } from '../club';
import { selfQuery } from '../members';
import { sessionQuery, useLogin } from './auth.queries';
import { FormError } from '../../components/form-error';
import { LoginFrame, LoginSubmit } from './login-frame';
import { readLastLogin, rememberLogin } from './last-login';
import { PasswordLinkScreen } from './password-link-screen';
import { loginErrorMessage } from './login-error';
import { AlertIcon } from '../../components/alert-icon';
import { removeBootScreenSoon } from '../../app/boot-screen';
import { clubAsked, sessionEnded } from '../../lib/login-target';

type Field = 'club' | 'username' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

const FIELD_ERROR_KEYS = {
  club: 'login.errors.club',
  username: 'login.errors.username',
  password: 'login.errors.password',
} as const;

const isField = (name: unknown): name is Field =>
  name === 'club' || name === 'username' || name === 'password';

/**
 * spec §2 and §5 Login: club picker, username and password. Plain React and form controls, no
 * Ionic: a member without a session starts on this screen alone (login-start.tsx), and the app's
 * /login route puts it in an IonPage (login-page.tsx). `onEnter` opens the card list. A one-time
 * password link (`/login#password=…`) opens its page first, then this form filled in for it.
 */
export function LoginScreen({ onEnter }: { onEnter: () => void }) {
  const [linkToken, setLinkToken] = useState(() => passwordLinkToken(window.location.hash));
  const [passwordSet, setPasswordSet] = useState(false);
  if (linkToken) {
    return (
      <PasswordLinkScreen
        token={linkToken}
        onDone={(set) => {
          if (set) rememberLogin(set.club, set.username);
          setPasswordSet(set !== null);
          setLinkToken(null);
        }}
      />
    );
  }
  return <LoginForm onEnter={onEnter} passwordSet={passwordSet} />;
}

function LoginForm({ onEnter, passwordSet }: { onEnter: () => void; passwordSet: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery());
  const clubs = useQuery(clubsQuery());
  const login = useLogin();

  const [last] = useState(readLastLogin);
  const [club, setClub] = useState(() => clubAsked(window.location.search) ?? last.club);
  const [username, setUsername] = useState(last.username);
  const [password, setPassword] = useState('');
  const [passwordShown, setPasswordShown] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // spec §8: a member sent here because their session ran out is told so.
  const [ended] = useState(() => sessionEnded(window.location.search));

  // index.html's static first paint of this screen is covered by now; drop it.
  useEffect(removeBootScreenSoon, []);

  // spec §2: with a session already there, go straight to the card list.
  const loggedIn = session.data?.status === 'logged_in';
  useEffect(() => {
    if (loggedIn) onEnter();
  }, [loggedIn, onEnter]);

  // A remembered club that is no longer offered falls back to the 'select a club' prompt. While
  // the list is on its way the remembered club stands: on a slow connection a member can type the
  // password and tap before it comes, and was told to pick the club about to show.
  const clubValue = clubs.data && !clubs.data.some((c) => String(c.id) === club) ? '0' : club;

  const enterApp = async (credentials: LoginRequest) => {
    rememberLogin(credentials.club, credentials.username);
    setPassword('');
    // Nothing cached from an earlier session may show in this one.
    await forgetMemberData();
    // The shell's code and data load now, so the first screen opens with a complete menu. A
    // failure to load is shown where the menu renders (app/page-code-boundary.tsx).
    AppShell.preload().catch(() => {});
    void queryClient.prefetchQuery(configQuery());
    void queryClient.prefetchQuery(featuresQuery());
    try {
      // The first screen opens in the member's own language (spec §4), not in Dutch first.
      const self = await queryClient.fetchQuery(selfQuery());
      await changeLanguage(memberLanguage(self.voorkeurstaal));
    } catch {
      // The shell loads the member again and sets the language then.
    }
    onEnter();
  };

  const fieldError = (field: Field) =>
    fieldErrors[field] ? t(FIELD_ERROR_KEYS[field]) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    setFormError(null);
    const parsed = LoginRequest.safeParse({ club: clubValue, username, password });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isField(field)) errors[field] = issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    const credentials = parsed.data;
    // mutateAsync, not mutate with callbacks: its promise settles even if the page re-renders
    // or remounts while the call is under way.
    login.mutateAsync(credentials).then(
      () => enterApp(credentials),
      (error: unknown) => {
        const fields = isApiError(error) && error.code === 'VALIDATION' ? error.fields : [];
        const errors: FieldErrors = {};
        for (const f of fields) if (isField(f.field)) errors[f.field] = f.message;
        if (Object.keys(errors).length > 0) setFieldErrors(errors);
        else setFormError(loginErrorMessage(t, error));
      },
    );
  };

  return (
    <LoginFrame tagline>
      <form className="login__card" onSubmit={onSubmit} noValidate>
        <h2 className="login__title">{t('login.title')}</h2>
        <p className="login__intro">{t('login.intro')}</p>

        {ended && !formError ? (
          <div className="login__notice" role="status">
            <AlertIcon />
            <span>{t('login.sessionEnded')}</span>
          </div>
        ) : null}

        {passwordSet && !formError ? (
          <div className="login__notice" role="status">
            <span>{t('passwordLink.done')}</span>
          </div>
        ) : null}

        {formError ? <FormError>{formError}</FormError> : null}

        <SelectField
          label={t('login.club')}
          name="club"
          value={clubValue}
          error={fieldError('club')}
          onChange={(e) => {
            setClub(e.target.value);
            setFieldErrors((prev) => ({ ...prev, club: undefined }));
          }}
        >
          <option value="0">{t('login.selectClub')}</option>
          {clubs.isPending && clubValue !== '0' ? (
            // The remembered club, until the list comes to name it: a tap logs in there.
            <option value={clubValue}>{t('login.rememberedClubLoading')}</option>
          ) : null}
          {clubs.data?.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.naam}
            </option>
          ))}
        </SelectField>

        <TextField
          label={t('login.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          value={username}
          error={fieldError('username')}
          onChange={(e) => {
            setUsername(e.target.value);
            setFieldErrors((prev) => ({ ...prev, username: undefined }));
          }}
        />

        <TextField
          label={t('login.password')}
          type={passwordShown ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          value={password}
          error={fieldError('password')}
          onChange={(e) => {
            setPassword(e.target.value);
            setFieldErrors((prev) => ({ ...prev, password: undefined }));
          }}
          end={
            <PasswordToggle
              shown={passwordShown}
              label={t(passwordShown ? 'login.hidePassword' : 'login.showPassword')}
              onToggle={() => setPasswordShown((shown) => !shown)}
            />
          }
        />

        <LoginSubmit busy={login.isPending} label={t('login.submit')} />
      </form>
    </LoginFrame>
  );
}
