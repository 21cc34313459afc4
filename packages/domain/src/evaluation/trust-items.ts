import type { CompetenceItem } from './content-types.js';

/**
 * Terna's trust questionnaire (issue 20, docs/decisions/022): three first-person statements per
 * trust check, answered on the competence scale, 1 (never) to 5 (always). The item's `competence`
 * names its check. Most statements describe the risky behaviour, so a higher answer is more risk;
 * each check has one reverse-keyed statement of the reliable behaviour, counted as 6 - value, so
 * answering "never" to everything does not read as the most reliable.
 */

type Statement = [es: string, en: string, reverse?: 'reverse'];

const items = (check: string, statements: Statement[]): CompetenceItem[] =>
  statements.map(([es, en, reverse], index) => ({
    id: `${check}-${index + 1}`,
    competence: check,
    reverse: reverse === 'reverse',
    statement: { es, en },
  }));

export const TRUST_ITEMS: readonly CompetenceItem[] = [
  ...items('THEFT', [
    [
      'Me llevo a casa materiales pequeños del trabajo porque nadie los echa de menos.',
      'I take small supplies home from work because nobody misses them.',
    ],
    [
      'Si encuentro dinero en el lugar de trabajo, me lo quedo cuando nadie lo reclama enseguida.',
      'If I find money at work, I keep it when nobody claims it straight away.',
    ],
    [
      'Devuelvo el cambio de más cuando alguien se equivoca a mi favor.',
      'I give back the extra change when someone makes a mistake in my favour.',
      'reverse',
    ],
  ]),
  ...items('INTEGRITY', [
    [
      'Ajusto un informe para que mis resultados se vean mejor de lo que fueron.',
      'I adjust a report so my results look better than they were.',
    ],
    [
      'Uso el tiempo de trabajo para asuntos personales cuando sé que nadie lo nota.',
      'I use work time for personal matters when I know nobody will notice.',
    ],
    [
      'Sigo el procedimiento aunque saltármelo sería más rápido y nadie lo sabría.',
      'I follow the procedure even when skipping it would be quicker and nobody would know.',
      'reverse',
    ],
  ]),
  ...items('LIE', [
    [
      'Invento una excusa para justificar un retraso o una falta.',
      'I make up an excuse to explain being late or absent.',
    ],
    ['Digo que terminé una tarea antes de haberla terminado.', 'I say I have finished a task before I actually have.'],
    [
      'Reconozco mis errores aunque eso me cause problemas.',
      'I own up to my mistakes even when that gets me into trouble.',
      'reverse',
    ],
  ]),
  ...items('VIOLENCE', [
    [
      'Cuando alguien me provoca, respondo con gritos o empujones.',
      'When someone provokes me, I respond by shouting or shoving.',
    ],
    ['Rompo o golpeo objetos cuando algo me sale mal.', 'I break or hit things when something goes wrong for me.'],
    [
      'Me alejo para calmarme antes de responder a una discusión.',
      'I step away to calm down before answering in an argument.',
      'reverse',
    ],
  ]),
  ...items('MOBBING', [
    [
      'Dejo fuera de las reuniones o conversaciones a un compañero que no me cae bien.',
      'I leave a colleague I dislike out of meetings or conversations.',
    ],
    [
      'Hago bromas sobre un compañero delante de otros aunque sé que le molestan.',
      'I make jokes about a colleague in front of others even though I know they upset them.',
    ],
    [
      'Intervengo cuando veo que alguien humilla a un compañero.',
      'I step in when I see someone humiliating a colleague.',
      'reverse',
    ],
  ]),
  ...items('DRUGS', [
    [
      'Consumo alcohol o alguna sustancia antes o durante la jornada de trabajo.',
      'I drink alcohol or take some substance before or during the working day.',
    ],
    [
      'Llego al trabajo con los efectos de lo que consumí la noche anterior.',
      'I arrive at work still feeling the effects of what I took the night before.',
    ],
    [
      'Evito cualquier sustancia que pueda afectar mi trabajo al día siguiente.',
      'I avoid any substance that could affect my work the next day.',
      'reverse',
    ],
  ]),
];
