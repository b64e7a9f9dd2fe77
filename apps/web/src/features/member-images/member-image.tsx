import { IonSpinner } from '@ionic/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { imageOutline } from 'ionicons/icons';
import { useEffect, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';

/**
 * An image the server draws for the member, or the spec's message when there is none (§8: "WHS
 * and federation card show a message when no image is returned"). `noneCode` is the refusal that
 * means "none for you"; any other failure is a load error with a retry.
 */
export function MemberImage({
  image,
  alt,
  none,
  noneCode,
  className,
}: {
  image: UseQueryResult<Blob>;
  alt: string;
  none: string;
  noneCode: string;
  className: string;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const url = URL.createObjectURL(image.data);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [image.data]);

  if (image.isError) {
    return isApiError(image.error) && image.error.code === noneCode ? (
      <EmptyState icon={imageOutline} title={none} />
    ) : (
      <LoadError error={image.error} onRetry={() => void image.refetch()} />
    );
  }
  if (!src) {
    return (
      <div className="member-image__loading">
        <IonSpinner />
      </div>
    );
  }
  return <img className={className} src={src} alt={alt} />;
}
