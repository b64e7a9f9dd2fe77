import { IonSpinner } from '@ionic/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Relatie } from '@fairway/contract';
import { imageOutline } from 'ionicons/icons';
import { useEffect, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';

/**
 * An image the server draws for the member, or the spec's message when there is none (§8: "WHS
 * and federation card show a message when no image is returned"). `self` is the member's own data
 * and `has` tells from it whether there is an image at all (the page asks for one only then);
 * `noneCode` is the refusal that still means "none for you" when that data was out of date. Any
 * other failure is a load error with a retry.
 */
export function MemberImage({
  image,
  self,
  has,
  alt,
  none,
  noneCode,
  className,
}: {
  image: UseQueryResult<Blob>;
  self: UseQueryResult<Relatie>;
  has: (self: Relatie) => boolean;
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

  if (self.data && !has(self.data)) return <EmptyState icon={imageOutline} title={none} />;
  if (!self.data && self.isError) {
    return <LoadError error={self.error} onRetry={() => void self.refetch()} />;
  }
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
