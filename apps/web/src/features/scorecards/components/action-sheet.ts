import { actionSheetController } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-action-sheet.js';

export interface SheetButton<T extends string> {
  text: string;
  value?: T;
  role?: 'cancel' | 'destructive';
}

/**
 * Shows an Ionic action sheet and resolves with the chosen button's value (undefined when
 * cancelled). Built on @ionic/core's controller inside this lazy chunk instead of @ionic/react's
 * IonActionSheet, which @ionic/react would put in the entry chunk that /login loads (README
 * "Keeping /login small").
 */
export async function chooseFromSheet<T extends string>(opts: {
  header: string;
  subHeader?: string | undefined;
  buttons: SheetButton<T>[];
}): Promise<T | undefined> {
  defineCustomElement();
  const sheet = await actionSheetController.create({
    header: opts.header,
    cssClass: 'fw-sheet',
    ...(opts.subHeader ? { subHeader: opts.subHeader } : {}),
    buttons: opts.buttons.map((b) => ({
      text: b.text,
      ...(b.role ? { role: b.role } : {}),
      data: b.value,
    })),
  });
  await sheet.present();
  const { data } = await sheet.onDidDismiss<T>();
  return data ?? undefined;
}
