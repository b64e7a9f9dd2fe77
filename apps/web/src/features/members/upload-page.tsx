import {
  IonButton,
  IonContent,
  IonIcon,
  IonPage,
  IonRange,
  IonSpinner,
  useIonRouter,
} from '@ionic/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { imageOutline } from 'ionicons/icons';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import Cropper from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import type { ProfilePictureResponse, Relatie } from '@fairway/contract';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { uploadProfilePicture } from '../../api/members.api';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { MemberAvatar } from './components/member-avatar';
import { memberKeys, selfQuery } from './members.queries';
import {
  PICTURE_ACCEPT,
  pictureProblem,
  pictureProblemMessage,
  squareOf,
  type Area,
  type PictureProblem,
} from './picture-choice';
import { uploadErrorMessage } from './upload-error';
import './members.css';

const SHOW_PATH = '/app/profile/show';
const PREVIEW_PX = 96;

/** Besides the name and size: bytes the browser cannot draw (a file renamed to .jpg). */
type ChoiceProblem = PictureProblem | 'unreadable';

/** Whether the browser can draw the picture at `url`: what the cropper needs to show anything. */
async function decodes(url: string): Promise<boolean> {
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
    return img.naturalWidth > 0 && img.naturalHeight > 0;
  } catch {
    return false;
  }
}

/** Draws the chosen square of the picture as the small thumbnail the lists show. */
function Preview({ url, area, label }: { url: string; area: Area | null; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    const img = new Image();
    img.onload = () => setImage(img);
    img.src = url;
  }, [url]);
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx || !image || !area) return;
    ctx.clearRect(0, 0, PREVIEW_PX, PREVIEW_PX);
    ctx.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, PREVIEW_PX, PREVIEW_PX);
  }, [image, area]);
  return (
    <canvas
      ref={canvas}
      className="upload__preview"
      width={PREVIEW_PX}
      height={PREVIEW_PX}
      role="img"
      aria-label={label}
    />
  );
}

/**
 * spec §2 /app/upload: the member chooses a picture (jpg, jpeg, png, bmp or gif), crops it square
 * with drag and pinch (or the zoom slider), sees the thumbnail and sends it. The original goes
 * with the square; the server cuts and re-encodes it (modules/pictures). The new picture then
 * shows at once in the menu, the profile and the member lists.
 */
export default function UploadPage() {
  const { t } = useTranslation();
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const self = useQuery(selfQuery());
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<ChoiceProblem | null>(null);
  // The latest choice: a slow decode of an earlier one must not replace it.
  const choice = useRef(0);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);

  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const square = area && natural ? squareOf(area, natural) : null;
  // One key per picture and square: a retry of a lost answer stores nothing twice.
  const key = useMemo(
    () => newIdempotencyKey(),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [file, square?.x, square?.y, square?.size],
  );

  const send = useMutation({
    mutationFn: () => uploadProfilePicture(file!, square!, key),
    onSuccess: async (answer: ProfilePictureResponse) => {
      const { status: _status, ...urls } = answer;
      queryClient.setQueryData<Relatie>(memberKeys.self(), (old) =>
        old ? { ...old, ...urls } : old,
      );
      // The member lists, pages and friends show the picture too.
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
      router.push(SHOW_PATH, 'back', 'replace');
    },
  });

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    const mine = ++choice.current;
    const why = pictureProblem(chosen);
    setProblem(why);
    send.reset();
    if (why) return;
    const candidate = URL.createObjectURL(chosen);
    // Checked before the cropper gets it: it would show nothing and never give a square to save.
    const readable = await decodes(candidate);
    if (mine !== choice.current || !readable) {
      URL.revokeObjectURL(candidate);
      if (mine === choice.current) setProblem('unreadable');
      return;
    }
    setFile(chosen);
    setUrl(candidate);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setNatural(null);
  };

  return (
    <IonPage>
      <PageHeader title={t('upload.title')} backHref={SHOW_PATH} />
      <IonContent>
        <div className="upload">
          <input
            ref={input}
            type="file"
            accept={PICTURE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('upload.choose')}
            onChange={(e) => void choose(e)}
          />
          {problem ? <FormError>{pictureProblemMessage(t, problem)}</FormError> : null}
          {send.isError ? <FormError>{uploadErrorMessage(t, send.error)}</FormError> : null}

          {url ? (
            <>
              <div className="upload__crop">
                <Cropper
                  image={url}
                  crop={crop}
                  zoom={zoom}
                  maxZoom={4}
                  aspect={1}
                  cropShape="round"
                  showGrid={false}
                  onCropChange={setCrop}
                  onZoomChange={setZoom}
                  onCropComplete={(_, pixels) => setArea(pixels)}
                  onMediaLoaded={(m) =>
                    setNatural({ width: m.naturalWidth, height: m.naturalHeight })
                  }
                />
              </div>
              <p className="upload__hint">{t('upload.hint')}</p>
              <IonRange
                className="upload__zoom"
                aria-label={t('upload.zoom')}
                min={1}
                max={4}
                step={0.05}
                value={zoom}
                onIonInput={(e) => setZoom(Number(e.detail.value))}
              />
              <div className="upload__preview-row">
                <Preview url={url} area={area} label={t('upload.preview')} />
                <span>{t('upload.previewText')}</span>
              </div>
              <div className="page-actions">
                <IonButton
                  expand="block"
                  disabled={!square || send.isPending}
                  onClick={() => send.mutate()}
                >
                  {send.isPending ? <IonSpinner name="dots" /> : t('upload.save')}
                </IonButton>
                <IonButton
                  expand="block"
                  fill="outline"
                  disabled={send.isPending}
                  onClick={() => input.current?.click()}
                >
                  {t('upload.chooseOther')}
                </IonButton>
              </div>
            </>
          ) : (
            <>
              <div className="upload__current">
                {self.data ? <MemberAvatar member={self.data} size={160} /> : null}
                <p>{t('upload.intro')}</p>
              </div>
              <div className="page-actions">
                <IonButton expand="block" onClick={() => input.current?.click()}>
                  <IonIcon slot="start" icon={imageOutline} aria-hidden="true" />
                  {t('upload.choose')}
                </IonButton>
              </div>
            </>
          )}
        </div>
      </IonContent>
    </IonPage>
  );
}
