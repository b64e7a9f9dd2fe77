import { useState } from 'react';
import { IonButton, IonInput, IonItem, IonLabel, IonList } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { AdminMemberInput, ImportCell, ImportReason, ImportRow } from '@fairway/contract';
import type { TFunction } from 'i18next';
import { importReasonText } from '../../i18n/import-reason';
import { invalidMemberFieldKey } from '../member-admin';

/** A cell's or row's reason; a value the member rules refuse says what the member form says. */
const reasonText = (t: TFunction, reason: ImportReason) =>
  importReasonText(t, reason, (path) =>
    t(invalidMemberFieldKey(path.split('.')[0] as keyof AdminMemberInput) as never),
  );

/** A refused cell with its reason and a field to put it right, saved on its own. */
function RefusedCell(props: { cell: ImportCell; onFix: (value: string) => void; busy: boolean }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(props.cell.value);
  return (
    <div className="member-import__cell member-import__cell--refused">
      <IonInput
        label={t(`memberImport.fields.${props.cell.field}`)}
        labelPlacement="stacked"
        fill="outline"
        value={value}
        errorText={props.cell.error ? reasonText(t, props.cell.error) : undefined}
        className="ion-invalid ion-touched"
        onIonInput={(e) => setValue(e.detail.value ?? '')}
      />
      <IonButton size="small" disabled={props.busy} onClick={() => props.onFix(value)}>
        {t('memberImport.fix')}
      </IonButton>
    </div>
  );
}

/** One row of the preview: its place in the file, name, status, what changes and why refused. */
function RowItem(props: {
  row: ImportRow;
  onFix: (field: ImportCell['field'], value: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { row } = props;
  const changed = row.cells.filter((c) => !c.error && c.before !== c.after);
  return (
    <IonItem>
      <IonLabel className="ion-text-wrap">
        <h2>
          {t('memberImport.row', { row: row.row })} · {row.naam || '—'}{' '}
          <span className={`member-import__status member-import__status--${row.status}`}>
            {t(`memberImport.status.${row.status}`)}
          </span>
        </h2>
        {row.notes.map((n) => (
          <p key={n.code}>{reasonText(t, n)}</p>
        ))}
        {row.status === 'changed'
          ? changed.map((c) => (
              <p key={c.field} className="member-import__change">
                {t(`memberImport.fields.${c.field}`)}: <del>{c.before ?? '—'}</del> →{' '}
                <ins>{c.after ?? '—'}</ins>
              </p>
            ))
          : null}
        {row.cells
          .filter((c) => c.error)
          .map((c) => (
            <RefusedCell
              key={`${row.row}-${c.field}-${c.value}`}
              cell={c}
              busy={props.busy}
              onFix={(value) => props.onFix(c.field, value)}
            />
          ))}
      </IonLabel>
    </IonItem>
  );
}

/** The preview's rows of this page. */
export function ImportRows(props: {
  rows: ImportRow[];
  onFix: (row: number, field: ImportCell['field'], value: string) => void;
  busy: boolean;
}) {
  return (
    <IonList inset>
      {props.rows.map((row) => (
        <RowItem
          key={row.row}
          row={row}
          busy={props.busy}
          onFix={(field, value) => props.onFix(row.row, field, value)}
        />
      ))}
    </IonList>
  );
}
