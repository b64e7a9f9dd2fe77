import { IonButton } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhcpResponse } from '@fairway/contract';
import { isSideFormat, PLAY_FORMATS, type PlayFormat } from '@fairway/golf';
import { FormError } from '../../../components/form-error';
import { ChoiceGroup } from '../../../components/choice-group';
import { LoadError } from '../../../components/load-error';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../i18n/error-message';
import { useGolfFormat } from '../../../lib/golf-format';
import { configQuery } from '../../club';
import { readIndexInput, type IndexInputError } from '../calculator-input';
import { phcpQuery, useCalculatePhcp } from '../course.queries';
import { PhcpTable } from './phcp-table';

/** The course's tees grouped per course, in the order the server lists them. */
function byCourse(tees: PhcpResponse['tees']) {
  const groups = new Map<number, { name: string; tees: PhcpResponse['tees'] }>();
  for (const tee of tees) {
    const group = groups.get(tee.course_id) ?? { name: tee.course_name, tees: [] };
    group.tees.push(tee);
    groups.set(tee.course_id, group);
  }
  return [...groups.entries()];
}

/** A handicap index typed as text: the member's own or another (`index`), or a partner's. */
function IndexField({
  name,
  error,
  onChange,
  value,
}: {
  name: 'index' | 'partner';
  error: IndexInputError | null;
  onChange: (value: string) => void;
  value: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t(`calculator.${name}Label`)}
      placeholder={t(`calculator.${name}Hint`)}
      inputMode="decimal"
      autoComplete="off"
      name={name}
      value={value}
      error={error ? t(`calculator.errors.${error}`) : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/**
 * The playing-handicap calculator (spec §1, §5): the member's own index filled in, or another
 * typed; the course and playing handicap on every tee (of one course, on the course page) for
 * the chosen format, computed by the server's handicap engine.
 */
export function CalculatorPanel({ courseId }: { courseId?: number }) {
  const { t } = useTranslation();
  const fmt = useGolfFormat();
  const config = useQuery(configQuery());
  const [format, setFormat] = useState<PlayFormat>('stroke_play');
  const own = useQuery(phcpQuery(format, courseId));
  const calculate = useCalculatePhcp();
  const [text, setText] = useState<string | null>(null);
  const [inputError, setInputError] = useState<IndexInputError | null>(null);
  // A side format's partner (foursomes, greensome): empty computes the member alone.
  const [partnerText, setPartnerText] = useState('');
  const [partnerError, setPartnerError] = useState<IndexInputError | null>(null);
  const [gender, setGender] = useState<'m' | 'v' | null>(null);

  // The member's own index fills the field once it is known (a beginner's field stays empty).
  // Only an untouched field: the update reads the field as it is then, not as this render saw it,
  // since a keystroke can be queued before this effect runs and must not be overwritten.
  const ownIndex = own.data?.handicap_info.source === 'own' ? own.data.handicap_info.index : null;
  const ownKnown = own.data !== undefined;
  useEffect(() => {
    if (ownKnown) setText((typed) => typed ?? fmt.handicap(ownIndex) ?? '');
  }, [ownKnown, ownIndex, fmt]);

  const run = (nextFormat: PlayFormat) => {
    const read = readIndexInput(text ?? '');
    if ('error' in read) {
      setInputError(read.error);
      return;
    }
    setInputError(null);
    let partner: { integer: string; fraction: string } | undefined;
    if (isSideFormat(nextFormat) && partnerText.trim() !== '') {
      const readPartner = readIndexInput(partnerText);
      if ('error' in readPartner) {
        setPartnerError(readPartner.error);
        return;
      }
      partner = readPartner.parts;
    }
    setPartnerError(null);
    calculate.mutate({ ...read.parts, format: nextFormat, course_id: courseId, partner });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    run(format);
  };

  const result = calculate.data ?? own.data;
  const geslacht = gender ?? result?.handicap_info.geslacht ?? 'm';
  const formatName = (f: PlayFormat) => t(`calculator.formats.${f}`);

  return (
    <div className="calculator">
      <form className="form-card calculator__form" onSubmit={onSubmit} noValidate>
        <IndexField
          name="index"
          value={text ?? ''}
          error={inputError}
          onChange={(value) => {
            setText(value);
            setInputError(null);
          }}
        />
        <SelectField
          label={t('calculator.format')}
          name="format"
          value={format}
          onChange={(e) => {
            const next = e.target.value as PlayFormat;
            setFormat(next);
            // A typed index is computed again in the new format; the own index reloads by itself.
            if (calculate.data) run(next);
          }}
        >
          {PLAY_FORMATS.map((f) => (
            <option key={f} value={f}>
              {formatName(f)}
            </option>
          ))}
        </SelectField>
        {isSideFormat(format) ? (
          <IndexField
            name="partner"
            value={partnerText}
            error={partnerError}
            onChange={(value) => {
              setPartnerText(value);
              setPartnerError(null);
            }}
          />
        ) : null}
        <IonButton type="submit" expand="block" disabled={calculate.isPending}>
          {t('calculator.calculate')}
        </IonButton>
        {calculate.isError ? <FormError>{errorMessage(t, calculate.error)}</FormError> : null}
      </form>

      {own.isError && !result ? (
        <LoadError error={own.error} onRetry={() => void own.refetch()} />
      ) : result ? (
        <>
          <p className="calculator__working" data-testid="phcp-working">
            {result.handicap_info.partner_index !== undefined &&
            result.handicap_info.side_allowances
              ? t('calculator.sideWorking', {
                  index: fmt.handicap(result.handicap_info.index),
                  partner: fmt.handicap(result.handicap_info.partner_index),
                  format: formatName(result.handicap_info.format),
                  low: result.handicap_info.side_allowances[0],
                  high: result.handicap_info.side_allowances[1],
                })
              : t('calculator.working', {
                  index: fmt.handicap(result.handicap_info.index),
                  format: formatName(result.handicap_info.format),
                  allowance: result.handicap_info.allowance,
                })}
          </p>
          {result.handicap_info.source === 'beginner' ? (
            <p className="calculator__note">{t('calculator.beginner')}</p>
          ) : null}
          <div className="calculator__gender">
            <ChoiceGroup
              label={t('calculator.genderLabel')}
              hideLabel
              value={geslacht}
              options={[
                { value: 'm', label: t('calculator.gender.m') },
                { value: 'v', label: t('calculator.gender.v') },
              ]}
              onChange={setGender}
            />
          </div>
          {byCourse(result.tees).map(([id, group]) => (
            <PhcpTable
              key={id}
              name={group.name}
              tees={group.tees}
              geslacht={geslacht}
              teeStyle={config.data?.tee_naam_en_kleur_weergave}
            />
          ))}
        </>
      ) : null}
    </div>
  );
}
