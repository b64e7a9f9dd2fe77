import { IonAccordion, IonAccordionGroup, IonItem, IonLabel, IonSkeletonText } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { helpCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { faqQuery } from '../feedback.queries';

/** The club's frequently asked questions, one open at a time. */
export function FaqList() {
  const { t, i18n } = useTranslation();
  const faq = useQuery(faqQuery(i18n.language));

  if (faq.isPending) {
    return (
      <div className="faq faq--loading" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <IonSkeletonText key={i} animated className="faq__skeleton" />
        ))}
      </div>
    );
  }
  if (faq.isError) return <LoadError error={faq.error} onRetry={() => void faq.refetch()} />;
  if (faq.data.length === 0) {
    return <EmptyState icon={helpCircleOutline} title={t('feedback.faqEmpty')} />;
  }
  return (
    <IonAccordionGroup className="faq" expand="inset">
      {faq.data.map((entry) => (
        <IonAccordion key={entry.id} value={String(entry.id)}>
          <IonItem slot="header" lines="none">
            <IonLabel className="ion-text-wrap faq__question">
              {/* In an element of its own: a label's text set directly goes through Stencil's
                  slot patch of textContent, which parses it as HTML, and the question is the
                  club's plain text. */}
              <span>{entry.vraag}</span>
            </IonLabel>
          </IonItem>
          <div slot="content" className="faq__answer">
            {entry.antwoord}
          </div>
        </IonAccordion>
      ))}
    </IonAccordionGroup>
  );
}
