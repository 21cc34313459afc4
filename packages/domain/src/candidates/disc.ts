import type { Locale } from '../constants.js';
import { DISC_ARCHETYPES, type DiscArchetype } from '../enums.js';

/** The four DISC factors, in the order the profile chart draws them. */
export const DISC_FACTORS = ['D', 'I', 'S', 'C'] as const;
export type DiscFactor = (typeof DISC_FACTORS)[number];

export const DISC_FACTOR_NAMES = {
  es: { D: 'Dominancia', I: 'Influencia', S: 'Estabilidad', C: 'Cumplimiento' },
  en: { D: 'Dominance', I: 'Influence', S: 'Steadiness', C: 'Conscientiousness' },
} as const satisfies Record<Locale, Record<DiscFactor, string>>;

/**
 * What each of the 16 archetypes tells a recruiter: the dominant factor first, then what its
 * neighbour adds (a lower-case second letter leans that way; two capitals are balanced).
 */
export const DISC_INTERPRETATIONS = {
  es: {
    Dc: 'Decidido y orientado a resultados, con atención a la calidad. Asume el mando y fija estándares altos; puede resultar exigente con los demás.',
    D: 'Directo, competitivo y rápido para decidir. Busca retos y control de la situación; rinde mejor con autonomía y metas claras.',
    Di: 'Enérgico y persuasivo, impulsa el cambio y moviliza a otros hacia metas ambiciosas. Puede pasar por alto los detalles.',
    DI: 'Líder emprendedor que combina determinación y carisma. Abre caminos, convence y actúa con rapidez; necesita equipos que consoliden.',
    Id: 'Comunicador seguro y convincente que busca influir y obtener resultados. Entusiasta ante los retos; puede actuar por impulso.',
    I: 'Sociable, optimista y expresivo. Genera confianza y entusiasmo en el equipo; prefiere entornos dinámicos y el reconocimiento.',
    Is: 'Cercano y motivador, crea relaciones duraderas y buen clima de trabajo. Evita el conflicto y valora la colaboración.',
    IS: 'Conciliador y empático, equilibra entusiasmo y paciencia. Destaca en servicio, acompañamiento y trabajo en equipo.',
    Si: 'Amable y colaborador, aporta calma y disposición para ayudar. Sostiene al equipo y se comunica con calidez.',
    S: 'Constante, paciente y leal. Prefiere la estabilidad, los procesos conocidos y el trabajo metódico; se adapta mejor a cambios graduales.',
    Sc: 'Confiable y ordenado, cumple con constancia y cuida los procedimientos. Trabaja bien con instrucciones claras y ritmo estable.',
    SC: 'Metódico y prudente, combina paciencia y precisión. Aporta consistencia, planificación y apego a las normas.',
    Cs: 'Analítico y reservado, trabaja con cuidado y estabilidad. Valora la exactitud, la preparación y los entornos previsibles.',
    C: 'Preciso, lógico y exigente con la calidad. Analiza antes de decidir y sigue normas y estándares; puede ser muy autocrítico.',
    Cd: 'Analítico y firme, busca la excelencia y defiende sus criterios con datos. Resuelve problemas complejos con independencia.',
    CD: 'Perfeccionista orientado a resultados: combina rigor analítico y decisión. Eleva los estándares y cuestiona lo establecido.',
  },
  en: {
    Dc: 'Decisive and results-driven, with an eye for quality. Takes charge and sets high standards; may come across as demanding.',
    D: 'Direct, competitive and quick to decide. Seeks challenges and control; performs best with autonomy and clear goals.',
    Di: 'Energetic and persuasive, drives change and rallies others towards ambitious goals. May overlook details.',
    DI: 'Entrepreneurial leader who combines determination and charisma. Opens new paths, convinces and moves fast; needs a team to consolidate.',
    Id: 'Confident, convincing communicator who seeks influence and results. Enthusiastic about challenges; may act on impulse.',
    I: 'Sociable, optimistic and expressive. Builds trust and enthusiasm in the team; prefers dynamic settings and recognition.',
    Is: 'Approachable and motivating, builds lasting relationships and a good work climate. Avoids conflict and values collaboration.',
    IS: 'Conciliatory and empathetic, balances enthusiasm with patience. Excels at service, support and teamwork.',
    Si: 'Kind and cooperative, brings calm and a willingness to help. Supports the team and communicates warmly.',
    S: 'Steady, patient and loyal. Prefers stability, known processes and methodical work; adapts best to gradual change.',
    Sc: 'Reliable and orderly, delivers consistently and follows procedures. Works well with clear instructions and a steady pace.',
    SC: 'Methodical and prudent, combines patience with precision. Brings consistency, planning and adherence to rules.',
    Cs: 'Analytical and reserved, works carefully and steadily. Values accuracy, preparation and predictable settings.',
    C: 'Precise, logical and demanding about quality. Analyses before deciding and follows rules and standards; can be very self-critical.',
    Cd: 'Analytical and firm, pursues excellence and defends views with data. Solves complex problems independently.',
    CD: 'Results-oriented perfectionist: combines analytical rigour with decisiveness. Raises standards and questions the status quo.',
  },
} as const satisfies Record<Locale, Record<DiscArchetype, string>>;

export function isDiscArchetype(value: unknown): value is DiscArchetype {
  return typeof value === 'string' && (DISC_ARCHETYPES as readonly string[]).includes(value);
}

/** The interpretation of an archetype in `locale`; null for a value that is not one of the 16. */
export function discInterpretation(archetype: string | null, locale: Locale): string | null {
  return isDiscArchetype(archetype) ? DISC_INTERPRETATIONS[locale][archetype] : null;
}

export type DiscFactors = Record<DiscFactor, number>;

/** Each factor's neighbours on the DISC circle (D-I-S-C-D). */
const NEIGHBOURS: Record<DiscFactor, [DiscFactor, DiscFactor]> = {
  D: ['I', 'C'],
  I: ['D', 'S'],
  S: ['I', 'C'],
  C: ['S', 'D'],
};
const BALANCED_PAIRS: Record<string, DiscArchetype> = {
  DI: 'DI',
  ID: 'DI',
  IS: 'IS',
  SI: 'IS',
  SC: 'SC',
  CS: 'SC',
  CD: 'CD',
  DC: 'CD',
};
/** Points (0-100 scale) by which the dominant factor must lead its neighbour to stand alone. */
export const DISC_ALONE_GAP = 25;
/** Under this lead the dominant factor and its neighbour are level: both in capitals. */
export const DISC_BALANCED_GAP = 6;

/**
 * The archetype of a DISC profile (factors on 0-100): the dominant factor alone when it stands out,
 * with its stronger neighbour on the DISC circle in lower case when that one is clearly second, and
 * both in capitals when they are almost level (the 16 archetypes of the spec). Ties go to the
 * earlier factor in D, I, S, C order.
 */
export function discArchetype(factors: DiscFactors): DiscArchetype {
  const primary = DISC_FACTORS.reduce((best, f) => (factors[f] > factors[best] ? f : best));
  const [left, right] = NEIGHBOURS[primary];
  const secondary = factors[left] >= factors[right] ? left : right;
  const gap = factors[primary] - factors[secondary];
  if (gap > DISC_ALONE_GAP) return primary;
  if (gap < DISC_BALANCED_GAP) return BALANCED_PAIRS[primary + secondary]!;
  return `${primary}${secondary.toLowerCase()}` as DiscArchetype;
}
