/**
 * Demo news posts and FAQ entries (Dutch, as a Dutch club writes them). They only point members to
 * what the app does: no calendar, course status or other screens it does not have.
 */
export const NEWS_TOPICS: readonly { titel: string; inhoud: string }[] = [
  {
    titel: 'Baan weer volledig open na onderhoud',
    inhoud:
      '<p>Na twee weken beluchten en bezanden zijn alle greens weer in gebruik. De greenkeepers hebben hard gewerkt om de baan in topconditie te krijgen voor het nieuwe seizoen.</p><p>Let op: op hole 7 en 12 staan nog tijdelijke afzettingen rond de bunkers. Lees het <a href="https://www.ngf.nl">baanreglement</a> voor de plaatselijke regels.</p>',
  },
  {
    titel: 'Inschrijving clubkampioenschappen geopend',
    inhoud:
      '<p>De clubkampioenschappen strokeplay worden dit jaar gespeeld op zaterdag en zondag. Inschrijven doe je in de app onder Wedstrijden, tot en met vrijdag 12:00 uur; daar zie je ook wie er al meedoen.</p><ul><li>Heren: gele tee</li><li>Dames: rode tee</li><li>Senioren: 36 holes</li></ul>',
  },
  {
    titel: 'Nieuwe handicapregels: wat verandert er?',
    inhoud:
      '<p>Sinds de invoering van het World Handicap System telt elke qualifying kaart mee voor je handicap. Je handicap is het gemiddelde van de beste 8 van je laatste 20 scores.</p><p>Vragen? De handicapcommissie houdt spreekuur op woensdagavond in het clubhuis.</p>',
  },
  {
    titel: 'Winteropening van het restaurant',
    inhoud:
      "<p>Vanaf deze week is het restaurant op maandag gesloten. Op de andere dagen serveren we soep en tosti's vanaf 11:00 uur. Reserveren voor groepen kan via de receptie.</p>",
  },
  {
    titel: 'Uitslag Dames Dinsdag Stableford',
    inhoud:
      '<p>Met 41 stablefordpunten was de dagwinst voor Marieke van der Meer, gevolgd door Sanne Bakker met 39 punten. Neary op hole 3: Els de Vries (1,84 m).</p><p>Proficiat aan alle winnaars!</p>',
  },
  {
    titel: 'Baanstatus: wintergreens in gebruik',
    inhoud:
      '<p>Door nachtvorst spelen we tot 10:00 uur op wintergreens. Trolleys zijn toegestaan, buggies niet. Twijfel je of de baan open is? Bel de receptie voordat je vertrekt.</p>',
  },
  {
    titel: 'Golfles voor beginners in het voorjaar',
    inhoud:
      '<p>Ken je iemand die wil leren golfen? Onze pro geeft in april een cursus van zes lessen, inclusief het baanpermissie-examen. Kosten: € 195,-.</p><p>Aanmelden bij de <a href="mailto:pro@demo.example">golfpro</a>.</p>',
  },
  {
    titel: 'Marker worden: zo werkt digitaal markeren',
    inhoud:
      '<p>Bij qualifying kaarten tekent je marker voortaan digitaal in de app. Je marker krijgt een melding en kan je kaart goedkeuren of afwijzen. Pas na ondertekening wordt je handicap bijgewerkt.</p>',
  },
  {
    titel: 'Vrijwilligers gezocht voor de jeugdcommissie',
    inhoud:
      '<p>De jeugdcommissie zoekt twee enthousiaste leden die willen helpen bij de jeugdtrainingen op zaterdagochtend. Interesse? Stuur een bericht via feedback in de app.</p>',
  },
  {
    titel: 'Starttijden volgen het daglicht',
    inhoud:
      '<p>De eerste en de laatste starttijd schuiven met het daglicht mee: in de zomer start je vroeg in de ochtend, in de winter pas als het licht is en niet meer laat op de middag. In de app zie je per dag welke tijden er zijn.</p>',
  },
  {
    titel: 'Matchplay-competitie: de poules zijn bekend',
    inhoud:
      '<p>Dit jaar doen 64 leden mee aan de matchplay-competitie. De eerste ronde moet voor 1 juni gespeeld zijn. Spreek zelf een datum af met je tegenstander en boek een starttijd.</p>',
  },
  {
    titel: 'Algemene ledenvergadering',
    inhoud:
      '<p>Het bestuur nodigt alle leden uit voor de algemene ledenvergadering in het clubhuis. Op de agenda: de begroting, de renovatie van de oefenfaciliteiten en de verkiezing van twee bestuursleden.</p>',
  },
];

interface FaqText {
  vraag: string;
  antwoord: string;
}

/** The demo FAQ as the club wrote it (Dutch), with the club's English and Estonian versions. */
export const FAQ: readonly (FaqText & { vertalingen: Record<'en_US' | 'et_EE', FaqText> })[] = [
  {
    vraag: 'Hoe wordt mijn handicap berekend?',
    antwoord:
      'Je handicap index is het gemiddelde van de laagste 8 van je laatste 20 score differentials (World Handicap System). Bij minder dan 20 kaarten gebruikt het systeem een kleiner aantal.',
    vertalingen: {
      en_US: {
        vraag: 'How is my handicap calculated?',
        antwoord:
          'Your Handicap Index is the average of the lowest 8 of your last 20 score differentials (World Handicap System). With fewer than 20 cards the system uses a smaller number.',
      },
      et_EE: {
        vraag: 'Kuidas minu händikäppi arvutatakse?',
        antwoord:
          'Sinu händikäpiindeks on viimase 20 tulemuse diferentsiaali 8 madalaima keskmine (World Handicap System). Kui kaarte on alla 20, kasutab süsteem väiksemat arvu.',
      },
    },
  },
  {
    vraag: 'Wat is een qualifying kaart?',
    antwoord:
      'Een qualifying kaart registreer je vóór je ronde met een marker. Na de ronde voer je de scores in en tekent je marker; daarna telt de kaart mee voor je handicap.',
    vertalingen: {
      en_US: {
        vraag: 'What is a qualifying card?',
        antwoord:
          'You register a qualifying card with a marker before your round. After the round you enter the scores and your marker signs; then the card counts for your handicap.',
      },
      et_EE: {
        vraag: 'Mis on händikäpikaart?',
        antwoord:
          'Händikäpikaardi registreerid enne ringi koos markeriga. Pärast ringi sisestad tulemused ja marker kinnitab need; seejärel läheb kaart händikäpi arvestusse.',
      },
    },
  },
  {
    vraag: 'Kan ik een kaart van een andere baan invoeren?',
    antwoord:
      'Ja. Kies in het kaartenoverzicht voor een buitenlandse of vreemde kaart. Voor een baan die niet in de lijst staat voer je de course rating, slope rating en par zelf in.',
    vertalingen: {
      en_US: {
        vraag: 'Can I enter a card from another course?',
        antwoord:
          'Yes. In the card overview, choose a foreign card. For a course that is not in the list you enter the course rating, slope rating and par yourself.',
      },
      et_EE: {
        vraag: 'Kas ma saan sisestada kaardi teiselt väljakult?',
        antwoord:
          'Jah. Vali kaartide ülevaates välismaa kaart. Kui väljakut loendis pole, sisestad väljaku reitingu, slope-reitingu ja pari ise.',
      },
    },
  },
  {
    vraag: 'Hoe boek ik een starttijd?',
    antwoord:
      'Ga naar Starttijden, kies de baan, datum en het aantal holes en tik op een vrije tijd. Je kunt medespelers en gasten toevoegen.',
    vertalingen: {
      en_US: {
        vraag: 'How do I book a tee time?',
        antwoord:
          'Go to Tee times, choose the course, the date and the number of holes, and tap a free time. You can add fellow players and guests.',
      },
      et_EE: {
        vraag: 'Kuidas stardiaega broneerida?',
        antwoord:
          'Ava Stardiajad, vali väljak, kuupäev ja aukude arv ning puuduta vaba aega. Saad lisada kaasmängijaid ja külalisi.',
      },
    },
  },
  {
    vraag: 'Ik ben mijn wachtwoord vergeten.',
    antwoord:
      'Neem contact op met de receptie van je club; zij kunnen je wachtwoord opnieuw instellen.',
    vertalingen: {
      en_US: {
        vraag: 'I forgot my password.',
        antwoord: "Contact your club's reception; they can reset your password.",
      },
      et_EE: {
        vraag: 'Unustasin oma parooli.',
        antwoord: 'Võta ühendust oma klubi vastuvõtuga; nad saavad su parooli lähtestada.',
      },
    },
  },
  {
    vraag: 'In welke talen is de app beschikbaar?',
    antwoord:
      'De app is beschikbaar in het Nederlands, Engels en Estisch. Je kiest de taal op het inlogscherm en bij je profiel.',
    vertalingen: {
      en_US: {
        vraag: 'Which languages is the app available in?',
        antwoord:
          'The app is available in Dutch, English and Estonian. You choose the language on the login screen and in your profile.',
      },
      et_EE: {
        vraag: 'Millistes keeltes äpp on saadaval?',
        antwoord:
          'Äpp on saadaval hollandi, inglise ja eesti keeles. Keele valid sisselogimisekraanil ja oma profiilis.',
      },
    },
  },
];

/** How many days ahead the demo clubs' tee sheets are open (and booked). */
export const DEMO_DAYS_AHEAD = 14;

/** Tuesday morning is held for the ladies' competition; Monday early for greenkeeping. */
export const WEEKLY_BLOCKS = [
  { weekday: 2, from_time: '09:00', until_time: '10:30', reason: 'match' as const },
  { weekday: 1, from_time: '07:30', until_time: '08:30', reason: 'maintenance' as const },
];

/** The ISO weekday (1 = Monday … 7 = Sunday) of a calendar date, as tee_blocks stores it. */
export const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

/**
 * demo's coming tee time, tomorrow (`date`): 10:00, or 11:00 when a weekly block holds the
 * morning (the e2e tests look for it).
 */
export function demoAccountTeeTime(date: string): string {
  const held = WEEKLY_BLOCKS.some(
    (b) => b.weekday === weekday(date) && b.from_time <= '10:00' && '10:00' < b.until_time,
  );
  return held ? '11:00' : '10:00';
}
