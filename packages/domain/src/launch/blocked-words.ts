/**
 * Words a job title or description may not contain (spec 3 section 5; the original fetched its list
 * from a public JSON file, this one ships with the project). Spanish and English: insults and words
 * that discriminate candidates by sex, age, looks, origin, religion or civil status, which Latin
 * American labour laws forbid in job offers. Compared as whole words (or whole phrases), without accents or case; words with
 * innocent uses ("oferta atractiva", "Universidad Católica") are left out on purpose.
 */
export const BLOCKED_WORDS: readonly string[] = [
  // Spanish: insults and slurs.
  'idiota',
  'imbecil',
  'estupido',
  'pendejo',
  'cabron',
  'puta',
  'puto',
  'mierda',
  'marica',
  'maricon',
  'gonorrea',
  'huevon',
  'boludo',
  'pelotudo',
  'culero',
  'verga',
  'chingada',
  'malparido',
  'negrata',
  'sudaca',
  'cholo',
  'retrasado',
  'mongolico',
  // Spanish: discriminatory requirements.
  'soltera',
  'soltero',
  'sin hijos',
  'buena presencia',
  'agraciada',
  'heterosexual',
  'embarazada',
  // English: insults and slurs.
  'idiot',
  'stupid',
  'moron',
  'retard',
  'fuck',
  'fucking',
  'shit',
  'bitch',
  'bastard',
  'asshole',
  'whore',
  'slut',
  'faggot',
  'nigger',
  'spic',
  // English: discriminatory requirements.
  'unmarried',
  'childless',
  'pregnant',
  'caucasian',
];
