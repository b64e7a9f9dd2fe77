import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import {
  TeeBlockInput,
  type AdminTeeBlock,
  type TeeBlockInput as BlockInput,
} from '@fairway/contract';
import { TEE_BLOCK_KINDS } from '@fairway/golf';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';

/** The block as the form holds it: every field a string, as the inputs give them. */
export interface BlockDraft {
  kind: (typeof TEE_BLOCK_KINDS)[number];
  repeat: 'once' | 'weekly';
  date: string;
  weekday: string;
  valid_from: string;
  valid_until: string;
  from_time: string;
  until_time: string;
  message: string;
}

export const newBlockDraft = (today: string): BlockDraft => ({
  kind: 'maintenance',
  repeat: 'once',
  date: today,
  weekday: '2',
  valid_from: '',
  valid_until: '',
  from_time: '09:00',
  until_time: '10:00',
  message: '',
});

export const blockDraft = (b: AdminTeeBlock): BlockDraft => ({
  kind: b.kind,
  repeat: b.date === null ? 'weekly' : 'once',
  date: b.date ?? '',
  weekday: String(b.weekday ?? 2),
  valid_from: b.valid_from ?? '',
  valid_until: b.valid_until ?? '',
  from_time: b.from_time,
  until_time: b.until_time,
  message: b.message ?? '',
});

/** The request the draft makes (the contract checks it, the same rules as the server). */
export function blockInput(d: BlockDraft): BlockInput {
  const weekly = d.repeat === 'weekly';
  return {
    kind: d.kind,
    date: weekly ? null : d.date || null,
    weekday: weekly ? Number(d.weekday) : null,
    valid_from: weekly ? d.valid_from || null : null,
    valid_until: weekly ? d.valid_until || null : null,
    from_time: d.from_time,
    until_time: d.until_time,
    message: d.message.trim() || null,
  };
}

/** The fields the contract refuses in the draft, with its message (shown at the field). */
export function blockProblems(d: BlockDraft): Map<string, string> {
  const checked = TeeBlockInput.safeParse(blockInput(d));
  const problems = new Map<string, string>();
  if (!checked.success)
    for (const issue of checked.error.issues) problems.set(issue.path.join('.'), issue.message);
  return problems;
}

/** Kind, one date or a weekday within dates, the times and the message to members. */
export function TeeBlockForm({
  value,
  onChange,
  problems,
  busy,
  onSave,
  onCancel,
}: {
  value: BlockDraft;
  onChange: (d: BlockDraft) => void;
  problems: Map<string, string>;
  busy: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<BlockDraft>) => onChange({ ...value, ...patch });
  const err = (field: string) => (problems.has(field) ? t('teeBlocks.form.invalid') : undefined);
  return (
    <form
      className="admin__pad tee-block-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <div className="tee-block-form__grid">
        <SelectField
          label={t('teeBlocks.form.kind')}
          value={value.kind}
          onChange={(e) => set({ kind: e.target.value as BlockDraft['kind'] })}
        >
          {TEE_BLOCK_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`teeBlocks.kind.${k}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('teeBlocks.form.repeat')}
          value={value.repeat}
          onChange={(e) => set({ repeat: e.target.value as BlockDraft['repeat'] })}
        >
          <option value="once">{t('teeBlocks.form.once')}</option>
          <option value="weekly">{t('teeBlocks.form.weekly')}</option>
        </SelectField>
        {value.repeat === 'once' ? (
          <TextField
            type="date"
            label={t('teeBlocks.form.date')}
            value={value.date}
            error={err('date')}
            onChange={(e) => set({ date: e.target.value })}
          />
        ) : (
          <>
            <SelectField
              label={t('teeBlocks.form.weekday')}
              value={value.weekday}
              onChange={(e) => set({ weekday: e.target.value })}
            >
              {([1, 2, 3, 4, 5, 6, 7] as const).map((d) => (
                <option key={d} value={String(d)}>
                  {t(`teeBlocks.weekday.${d}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              type="date"
              label={t('teeBlocks.form.validFrom')}
              value={value.valid_from}
              error={err('valid_from')}
              onChange={(e) => set({ valid_from: e.target.value })}
            />
            <TextField
              type="date"
              label={t('teeBlocks.form.validUntil')}
              value={value.valid_until}
              error={err('valid_until')}
              onChange={(e) => set({ valid_until: e.target.value })}
            />
          </>
        )}
        <TextField
          type="time"
          label={t('teeBlocks.form.fromTime')}
          value={value.from_time}
          error={err('from_time')}
          onChange={(e) => set({ from_time: e.target.value })}
        />
        <TextField
          type="time"
          label={t('teeBlocks.form.untilTime')}
          value={value.until_time}
          error={err('until_time')}
          onChange={(e) => set({ until_time: e.target.value })}
        />
      </div>
      <TextField
        label={t('teeBlocks.form.message')}
        hint={t('teeBlocks.form.messageHint')}
        value={value.message}
        maxLength={200}
        onChange={(e) => set({ message: e.target.value })}
      />
      <div className="course-admin__actions tee-block-form__actions">
        <IonButton type="submit" disabled={busy || problems.size > 0}>
          {t('teeBlocks.form.save')}
        </IonButton>
        <IonButton fill="clear" onClick={onCancel}>
          {t('teeBlocks.form.cancel')}
        </IonButton>
      </div>
    </form>
  );
}
