/** Demo news posts and FAQ entries (Dutch, as a Dutch club writes them). */
export const NEWS_TOPICS: readonly { titel: string; inhoud: string }[] = [
  {
    titel: 'Baan weer volledig open na onderhoud',
    inhoud:
      '<p>Na twee weken beluchten en bezanden zijn alle greens weer in gebruik. De greenkeepers hebben hard gewerkt om de baan in topconditie te krijgen voor het nieuwe seizoen.</p><p>Let op: op hole 7 en 12 staan nog tijdelijke afzettingen rond de bunkers. Lees het <a href="https://www.ngf.nl">baanreglement</a> voor de plaatselijke regels.</p>',
  },
  {
    titel: 'Inschrijving clubkampioenschappen geopend',
    inhoud:
      '<p>De clubkampioenschappen strokeplay worden dit jaar gespeeld op zaterdag en zondag. Inschrijven kan via de wedstrijdkalender in de app tot en met vrijdag 12:00 uur.</p><ul><li>Heren: gele tee</li><li>Dames: rode tee</li><li>Senioren: 36 holes</li></ul>',
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
      '<p>Door nachtvorst spelen we tot 10:00 uur op wintergreens. Trolleys zijn toegestaan, buggies niet. Raadpleeg de baanstatus in de app voordat je vertrekt.</p>',
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
    titel: 'Nieuwe starttijden in de zomer',
    inhoud:
      '<p>In juni, juli en augustus is de eerste starttijd 07:00 uur en de laatste 19:30 uur. Starttijden boek je tot zeven dagen vooruit; de nieuwe dag opent om 20:00 uur.</p>',
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

export const FAQ: readonly { vraag: string; antwoord: string }[] = [
  {
    vraag: 'Hoe wordt mijn handicap berekend?',
    antwoord:
      'Je handicap index is het gemiddelde van de laagste 8 van je laatste 20 score differentials (World Handicap System). Bij minder dan 20 kaarten gebruikt het systeem een kleiner aantal.',
  },
  {
    vraag: 'Wat is een qualifying kaart?',
    antwoord:
      'Een qualifying kaart registreer je vóór je ronde met een marker. Na de ronde voer je de scores in en tekent je marker; daarna telt de kaart mee voor je handicap.',
  },
  {
    vraag: 'Kan ik een kaart van een andere baan invoeren?',
    antwoord:
      'Ja. Kies in het kaartenoverzicht voor een buitenlandse of vreemde kaart. Voor een baan die niet in de lijst staat voer je de course rating, slope rating en par zelf in.',
  },
  {
    vraag: 'Hoe boek ik een starttijd?',
    antwoord:
      'Ga naar Starttijden, kies de baan, datum en het aantal holes en tik op een vrije tijd. Je kunt medespelers en gasten toevoegen.',
  },
  {
    vraag: 'Ik ben mijn wachtwoord vergeten.',
    antwoord:
      'Neem contact op met de receptie van je club; zij kunnen je wachtwoord opnieuw instellen.',
  },
  {
    vraag: 'In welke talen is de app beschikbaar?',
    antwoord:
      'De app is beschikbaar in het Nederlands, Engels en Estisch. Je kiest de taal bij je profiel.',
  },
];

/** How many days ahead the demo clubs' tee sheets are open (and booked). */
export const DEMO_DAYS_AHEAD = 14;

/** Tuesday morning is held for the ladies' competition; Monday early for greenkeeping. */
export const WEEKLY_BLOCKS = [
  { weekday: 2, from_time: '09:00', until_time: '10:30', reason: 'match' as const },
  { weekday: 1, from_time: '07:30', until_time: '08:30', reason: 'blocked' as const },
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
