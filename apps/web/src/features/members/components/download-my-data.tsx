import { IonButton, IonIcon } from '@ionic/react';
import { useMutation } from '@tanstack/react-query';
import { downloadOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { fetchDataExport } from '../../../api/members.api';

const FILE_NAME = 'fairway-my-data.json';

/** Saves the member's own data as a JSON file (AVG/GDPR right of access). */
export function DownloadMyData() {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: fetchDataExport,
    onSuccess: (data) => {
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = FILE_NAME;
      link.click();
      // After the browser has taken the file.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
  return (
    <>
      <IonButton
        expand="block"
        fill="clear"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
        {t('profile.download')}
      </IonButton>
      {download.isError ? (
        <p className="form-error" role="alert">
          {t('members.friendError')}
        </p>
      ) : null}
    </>
  );
}
