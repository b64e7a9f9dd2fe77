import type { ImportMapping, ImportMemberField } from '@fairway/contract';

/** Headings clubs' exports use for each field (lower case, without spaces, dots and dashes). */
const HEADINGS: Record<string, ImportMemberField> = {
  gsn: 'gsn',
  nvgnummer: 'gsn',
  golfsportnummer: 'gsn',
  voorletters: 'voorletters',
  initialen: 'voorletters',
  initials: 'voorletters',
  roepnaam: 'roepnaam',
  voornaam: 'roepnaam',
  firstname: 'roepnaam',
  tussenvoegsel: 'tussenvoegsel',
  tussenvoegsels: 'tussenvoegsel',
  achternaam: 'achternaam',
  naam: 'achternaam',
  surname: 'achternaam',
  lastname: 'achternaam',
  geboortedatum: 'geboortedatum',
  dateofbirth: 'geboortedatum',
  birthdate: 'geboortedatum',
  geslacht: 'geslacht',
  gender: 'geslacht',
  sex: 'geslacht',
  email: 'email',
  emailadres: 'email',
  telefoon: 'telefoon',
  telefoonnummer: 'telefoon',
  phone: 'telefoon',
  mobiel: 'mobiel',
  mobielnummer: 'mobiel',
  mobile: 'mobiel',
  taal: 'voorkeurstaal',
  voorkeurstaal: 'voorkeurstaal',
  language: 'voorkeurstaal',
  categorie: 'category',
  lidmaatschap: 'category',
  soortlid: 'category',
  category: 'category',
  gebruikersnaam: 'username',
  username: 'username',
  gast: 'is_gast',
  guest: 'is_gast',
  handicap: 'start_index',
  hcp: 'start_index',
  handicapindex: 'start_index',
  index: 'start_index',
  handicapdatum: 'start_index_date',
  indexdatum: 'start_index_date',
};

const key = (heading: string) => heading.toLowerCase().replace(/[\s._-]/g, '');

/**
 * The mapping offered for a file's columns: the club's last mapping for the headings it knew,
 * the usual headings for the others; a field is offered for one column only.
 */
export function offeredMapping(columns: string[], remembered: ImportMapping): ImportMapping {
  const mapping: ImportMapping = {};
  const taken = new Set<ImportMemberField>();
  for (const column of columns) {
    const field = remembered[column];
    if (field === undefined) continue;
    mapping[column] = field && !taken.has(field) ? field : null;
    if (field) taken.add(field);
  }
  for (const column of columns) {
    if (column in mapping) continue;
    const field = HEADINGS[key(column)];
    mapping[column] = field && !taken.has(field) ? field : null;
    if (field) taken.add(field);
  }
  return mapping;
}
