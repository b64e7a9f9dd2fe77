import { useEffect, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, type SetPasswordResponse } from '@fairway/contract';
import { isApiError } from '../../api/api-error';
import { setPassword } from '../../api/auth.api';
import { PasswordToggle } from '../../components/password-toggle';
import { TextField } from '../../components/text-field';
import { removeBootScreenSoon } from '../../app/boot-screen';
import { errorMessage } from '../../i18n/error-message';
import { FormError } from '../../components/form-error';
import { LoginFrame, LoginSubmit } from './login-frame';
import { forgetPasswordLink } from './password-link';

type Field = 'password' | 'repeat';

/**
 * The page a one-time password link opens (a new club's administrator, a new member, a reset):
 * the new password twice, then the login with the club and username filled in. A link that is
 * used or expired says so and leads to the login.
 */
export function PasswordLinkScreen({
  token,
  onDone,
}: {
  token: string;
  onDone: (set: SetPasswordResponse | null) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ password: '', repeat: '' });
  const { password, repeat } = values;
  const [shown, setShown] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [invalid, setInvalid] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation({ mutationFn: setPassword });

  useEffect(removeBootScreenSoon, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setFormError(null);
    const found: Partial<Record<Field, string>> = {};
    if (password.length < PASSWORD_MIN_LENGTH) {
      found.password = t('passwordLink.errors.tooShort', { min: PASSWORD_MIN_LENGTH });
    } else if (repeat !== password) {
      found.repeat = t('passwordLink.errors.mismatch');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutateAsync({ token, password }).then(
      (set) => {
        forgetPasswordLink();
        onDone(set);
      },
      (error: unknown) => {
        if (isApiError(error) && error.code === 'PASSWORD_LINK_INVALID') {
          forgetPasswordLink();
          setInvalid(true);
        } else {
          setFormError(errorMessage(t, error));
        }
      },
    );
  };

  return (
    <LoginFrame>
      {invalid ? (
        <div className="login__card">
          <h2 className="login__title">{t('passwordLink.title')}</h2>
          <FormError>{t('errors.PASSWORD_LINK_INVALID')}</FormError>
          <button className="login__submit" type="button" onClick={() => onDone(null)}>
            {t('passwordLink.toLogin')}
          </button>
        </div>
      ) : (
        <form className="login__card" onSubmit={onSubmit} noValidate>
          <h2 className="login__title">{t('passwordLink.title')}</h2>
          <p className="login__intro">
            {t('passwordLink.intro')} {t('passwordLink.hint', { min: PASSWORD_MIN_LENGTH })}
          </p>
          {formError ? <FormError>{formError}</FormError> : null}
          {(['password', 'repeat'] as const).map((field) => (
            <TextField
              key={field}
              label={t(field === 'password' ? 'passwordLink.password' : 'passwordLink.repeat')}
              type={shown ? 'text' : 'password'}
              name={field === 'password' ? 'new-password' : 'repeat-password'}
              autoComplete="new-password"
              value={values[field]}
              error={errors[field]}
              onChange={(e) => {
                setValues((v) => ({ ...v, [field]: e.target.value }));
                setErrors({});
              }}
              end={
                field === 'password' ? (
                  <PasswordToggle
                    shown={shown}
                    label={t(shown ? 'login.hidePassword' : 'login.showPassword')}
                    onToggle={() => setShown((s) => !s)}
                  />
                ) : undefined
              }
            />
          ))}
          <LoginSubmit busy={save.isPending} label={t('passwordLink.submit')} />
        </form>
      )}
    </LoginFrame>
  );
}
