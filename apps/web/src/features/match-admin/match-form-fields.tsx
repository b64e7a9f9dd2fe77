import { IonButton } from '@ionic/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/text-field';
import type { MatchDraft } from './match-form';

/** What a section of the match form works on: the draft, a change of one field, a field's problem. */
export interface DraftSectionProps {
  d: MatchDraft;
  set: <K extends keyof MatchDraft>(key: K, value: MatchDraft[K]) => void;
  err: (field: string) => string | undefined;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="form-card match-form__section" aria-label={title}>
      <h2 className="match-form__title">{title}</h2>
      {children}
    </section>
  );
}

/** A date with its time beside it: the match's start, and when sign-up opens and closes. */
export function WhenFields(props: {
  label: string;
  date: string;
  time: string;
  error: string | undefined;
  onDate: (v: string) => void;
  onTime: (v: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="match-form__pair">
      <TextField
        label={props.label}
        type="date"
        value={props.date}
        error={props.error}
        onChange={(e) => props.onDate(e.target.value)}
      />
      <TextField
        label={t('matchAdmin.form.time')}
        type="time"
        value={props.time}
        onChange={(e) => props.onTime(e.target.value)}
      />
    </div>
  );
}

/** A problem of a field that has no outlined field of its own (a group, a box, a list). */
export function FieldError({ text }: { text: string | undefined }) {
  return text ? <p className="outlined-field__error">{text}</p> : null;
}

/** Takes a category or product out of the form. */
export function RemoveButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <IonButton fill="clear" color="danger" size="small" onClick={onClick}>
      {t('matchAdmin.form.remove')}
    </IonButton>
  );
}

export function Check(props: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="match-form__check">
      <input
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <span>{props.label}</span>
    </label>
  );
}

export function OutlinedTextArea(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <label className="match-form__textarea">
      <span className="match-form__textarea-label">{props.label}</span>
      <textarea
        rows={3}
        maxLength={2000}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}
