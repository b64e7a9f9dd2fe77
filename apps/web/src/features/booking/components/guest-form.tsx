import { useState } from 'react';
import { IonAlert, IonButton, IonInput, IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GuestPlayer } from '@fairway/contract';
import {
  GSN_PATTERN,
  LIMITS,
  requiredGuestFields,
  shownGuestFields,
  type GuestField,
} from '@fairway/golf';
import { isApiError } from '../../../api/api-error';
import { lookupGsn } from '../../../api/booking.api';
import { FormError } from '../../../components/form-error';
import { SelectField } from '../../../components/select-field';
import { useLocale } from '../../../i18n/use-locale';
import { configQuery } from '../../club';
import {
  checkGuest,
  guestFieldProblem,
  guestFormOf,
  handicapAdjustment,
  type GuestFieldProblem,
  type GuestForm as GuestFormValues,
} from '../booking-draft';
import { useGolfFormat } from '../../../lib/golf-format';
import { guestProblemText } from './guest-problem-text';

const INPUT_TYPE: Partial<
  Record<
    GuestField,
    { type: 'email' | 'tel' | 'date' | 'text'; mode?: 'decimal' | 'email' | 'tel' }
  >
> = {
  email: { type: 'email', mode: 'email' },
  mobile: { type: 'tel', mode: 'tel' },
  birthdate: { type: 'date' },
  handicap: { type: 'text', mode: 'decimal' },
};

/**
 * A guest player (spec §3, §5): the fields the club's config list shows, the ones it requires
 * marked; a GSN can fill in the rest from the federation, with the spec's alert when nobody has it.
 * Each field is checked as it is typed by the rules the server books with (`checkGuest`): once
 * left, or once wrong, a field says what is wrong with it. `initial` and `refused`: a guest the
 * server refused, typed again with the refused fields marked.
 */
export function GuestForm({
  onAdd,
  onCancel,
  initial,
  refused = [],
}: {
  onAdd: (guest: GuestPlayer) => void;
  onCancel: () => void;
  initial?: GuestPlayer | undefined;
  refused?: readonly GuestFieldProblem[];
}) {
  const { t } = useTranslation();
  const format = useGolfFormat();
  const locale = useLocale();
  const config = useQuery(configQuery());
  const fieldConfig = config.data?.gastspeler_velden ?? [];
  const shown = shownGuestFields(fieldConfig);
  const required = new Set(requiredGuestFields(fieldConfig));
  const [form, setForm] = useState<GuestFormValues>(() =>
    initial ? guestFormOf(initial, (h) => format.handicap(h) ?? String(h)) : {},
  );
  const [problems, setProblems] = useState<GuestFieldProblem[]>(() => [...refused]);
  // Fields the member has left once: from then on they are checked at every keystroke.
  const [touched, setTouched] = useState<ReadonlySet<GuestField>>(() => new Set());
  // A handicap outside −9..54 is put in range in the field, and said, before the guest is added.
  const [clamped, setClamped] = useState<{ from: number; to: number } | null>(null);
  const [looking, setLooking] = useState(false);
  const [notFound, setNotFound] = useState<string | null>(null);
  const [lookupError, setLookupError] = useState<unknown>(null);

  const label = (field: GuestField) => t(`booking.guest.fields.${field}`);
  /** The field's own problem as typed now, in place of the one it had. */
  const recheck = (field: GuestField, value: string) => {
    const problem = guestFieldProblem(field, value);
    setProblems((p) => [...p.filter((x) => x.field !== field), ...(problem ? [problem] : [])]);
  };
  const set = (field: GuestField, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (field === 'handicap') setClamped(null);
    if (touched.has(field) || problems.some((p) => p.field === field)) recheck(field, value);
  };
  const leave = (field: GuestField) => {
    setTouched((s) => new Set(s).add(field));
    recheck(field, form[field] ?? '');
  };
  const problemOf = (field: GuestField) => problems.find((p) => p.field === field);
  const invalid = (field: GuestField) => problemOf(field) !== undefined;
  const fieldError = (field: GuestField) => {
    const p = problemOf(field);
    // The missing fields are named together under the form.
    return p && p.problem !== 'required' ? guestProblemText(t, p) : undefined;
  };
  const handicapRange = {
    min: format.handicap(LIMITS.GUEST_HANDICAP_MIN) ?? '',
    max: format.handicap(LIMITS.GUEST_HANDICAP_MAX) ?? '',
  };
  const adjustment = handicapAdjustment(form.handicap ?? '');
  const handicapNote = clamped
    ? t('booking.guest.handicapClamped', {
        from: format.handicap(clamped.from) ?? '',
        to: format.handicap(clamped.to) ?? '',
        ...handicapRange,
      })
    : adjustment
      ? t('booking.guest.handicapClamp', {
          from: format.handicap(adjustment.from) ?? '',
          to: format.handicap(adjustment.to) ?? '',
          ...handicapRange,
        })
      : undefined;

  const lookup = async () => {
    const gsn = (form.gsn ?? '').trim().toUpperCase();
    if (!GSN_PATTERN.test(gsn)) {
      setProblems([{ field: 'gsn', problem: 'pattern' }]);
      return;
    }
    setLooking(true);
    try {
      const found = await lookupGsn(gsn);
      setForm((f) => ({
        ...f,
        gsn,
        ...Object.fromEntries(
          Object.entries(found)
            .filter(([, v]) => v !== null && v !== undefined)
            .map(([k, v]) => [k, k === 'handicap' ? format.handicap(v as number) : String(v)]),
        ),
      }));
      setProblems([]);
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        // spec §8: 'no result; no relation found with GSN' + the GSN, and the form is reset.
        setNotFound(gsn);
        setForm({});
        setProblems([]);
      } else if (!isApiError(error) || error.status !== 0) {
        setLookupError(error);
      }
    } finally {
      setLooking(false);
    }
  };

  const submit = () => {
    if (adjustment) {
      // Not added yet: the member sees the handicap the guest will play off first.
      setForm((f) => ({ ...f, handicap: format.handicap(adjustment.to) ?? String(adjustment.to) }));
      setClamped(adjustment);
      return;
    }
    const checked = checkGuest(form, fieldConfig);
    setProblems(checked.problems);
    setTouched(new Set(shown));
    if (checked.guest) onAdd(checked.guest);
  };

  const missing = problems.filter((p) => p.problem === 'required').map((p) => label(p.field));
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(missing);
  const messages = [
    ...(missing.length > 0
      ? [t('booking.guest.required', { count: missing.length, fields: list })]
      : []),
  ];

  return (
    <div className="guest-form">
      <div className="form-card__title">{t('booking.guest.title')}</div>
      {shown.map((field) => {
        const text = `${label(field)}${required.has(field) ? ' *' : ''}`;
        if (field === 'gender') {
          return (
            <SelectField
              key={field}
              label={text}
              value={form.gender ?? ''}
              aria-invalid={invalid(field) || undefined}
              error={fieldError(field)}
              onChange={(e) => set('gender', e.target.value)}
            >
              <option value="">{t('booking.guest.chooseGender')}</option>
              <option value="m">{t('common.genders.m')}</option>
              <option value="v">{t('common.genders.v')}</option>
            </SelectField>
          );
        }
        const input = INPUT_TYPE[field];
        const control = (
          <IonInput
            key={field}
            className={invalid(field) ? 'ion-invalid ion-touched' : undefined}
            label={text}
            labelPlacement={input?.type === 'date' ? 'stacked' : 'floating'}
            fill="outline"
            type={input?.type ?? 'text'}
            inputmode={input?.mode}
            autocomplete="off"
            maxlength={field === 'email' ? 254 : 80}
            value={form[field] ?? ''}
            errorText={fieldError(field)}
            helperText={field === 'handicap' ? handicapNote : undefined}
            onIonInput={(e) => set(field, e.detail.value ?? '')}
            onIonBlur={() => leave(field)}
          />
        );
        if (field !== 'gsn') return control;
        return (
          <div key={field} className="guest-form__gsn">
            {control}
            <IonButton fill="outline" onClick={() => void lookup()} disabled={looking}>
              {looking ? <IonSpinner name="dots" /> : t('booking.guest.lookup')}
            </IonButton>
          </div>
        );
      })}
      {messages.length > 0 ? <FormError>{messages.join(' ')}</FormError> : null}
      <div className="guest-form__actions">
        <IonButton fill="clear" onClick={onCancel}>
          {t('common.cancel')}
        </IonButton>
        <IonButton onClick={submit}>
          {initial ? t('booking.guest.save') : t('booking.guest.add')}
        </IonButton>
      </div>
      <IonAlert
        isOpen={notFound !== null}
        header={t('booking.guest.noResultTitle')}
        message={t('booking.guest.noResult', { gsn: notFound ?? '' })}
        buttons={[t('common.ok')]}
        onDidDismiss={() => setNotFound(null)}
      />
      <IonAlert
        isOpen={lookupError !== null}
        header={t('booking.errorTitle')}
        message={lookupError !== null ? t('errors.UNKNOWN') : undefined}
        buttons={[t('common.ok')]}
        onDidDismiss={() => setLookupError(null)}
      />
    </div>
  );
}
