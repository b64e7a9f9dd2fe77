import { IonItem, IonList, IonSelect, IonSelectOption } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_MEMBER_FIELDS,
  type ImportMapping,
  type ImportMemberField,
} from '@fairway/contract';

/** Each column of the file with the member field it fills (a field is offered for one column). */
export function ImportMappingList({
  columns,
  mapping,
  onChange,
  disabled,
}: {
  columns: string[];
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const taken = new Set(Object.values(mapping).filter((f) => f !== null));
  return (
    <IonList inset>
      {columns.map((column) => (
        <IonItem key={column}>
          <IonSelect
            label={column}
            labelPlacement="stacked"
            interface="popover"
            disabled={disabled}
            value={mapping[column] ?? ''}
            onIonChange={(e) => {
              const field = (e.detail.value as ImportMemberField | '') || null;
              onChange({ ...mapping, [column]: field });
            }}
          >
            <IonSelectOption value="">{t('memberImport.skip')}</IonSelectOption>
            {IMPORT_MEMBER_FIELDS.filter((f) => f === mapping[column] || !taken.has(f)).map((f) => (
              <IonSelectOption key={f} value={f}>
                {t(`memberImport.fields.${f}`)}
              </IonSelectOption>
            ))}
          </IonSelect>
        </IonItem>
      ))}
    </IonList>
  );
}
