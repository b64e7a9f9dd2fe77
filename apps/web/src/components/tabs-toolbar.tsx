import { IonLabel, IonSegment, IonSegmentButton, IonToolbar } from '@ionic/react';

interface TabsToolbarProps<T extends string> {
  /** The tab on show. */
  tab: T;
  /** The tabs, in their order. */
  tabs: readonly T[];
  /** A tab's label. */
  label: (tab: T) => string;
  /** Another tab is chosen (its address replaces the screen's). */
  onTab: (tab: T) => void;
  /** The tabs scroll sideways when they do not fit (for screens with many). */
  scrollable?: boolean;
}

/** The row of tabs under a screen's title (in its PageHeader), one segment button per tab. */
export function TabsToolbar<T extends string>({
  tab,
  tabs,
  label,
  onTab,
  scrollable,
}: TabsToolbarProps<T>) {
  return (
    <IonToolbar color="primary" className="tabs-toolbar">
      <IonSegment
        {...(scrollable ? { scrollable: true } : {})}
        value={tab}
        onIonChange={(e) => {
          const next = tabs.find((name) => name === e.detail.value);
          if (next !== undefined && next !== tab) onTab(next);
        }}
      >
        {tabs.map((name) => (
          <IonSegmentButton key={name} value={name}>
            <IonLabel>
              <span>{label(name)}</span>
            </IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
    </IonToolbar>
  );
}
