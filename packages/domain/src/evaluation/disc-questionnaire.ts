import type { DiscFactor } from '../candidates/disc.js';
import type { DiscGroup, DiscOption } from './content-types.js';

/**
 * Terna's forced-choice DISC questionnaire: in each group the candidate picks the adjective most
 * and least like them. The adjectives follow the public-domain tradition of Marston's four factors
 * (D dominance, I influence, S steadiness, C conscientiousness), one per factor in every group; the
 * factor sits at a different position from group to group so the stored order gives nothing away,
 * and the portal shuffles the options per candidate on top of that.
 */

type Adjective = [factor: DiscFactor, es: string, en: string];

const option = ([factor, es, en]: Adjective, id: string): DiscOption => ({ id, factor, label: { es, en } });

const ADJECTIVES: [Adjective, Adjective, Adjective, Adjective][] = [
  [
    ['D', 'Decidido', 'Decisive'],
    ['C', 'Preciso', 'Precise'],
    ['S', 'Paciente', 'Patient'],
    ['I', 'Entusiasta', 'Enthusiastic'],
  ],
  [
    ['S', 'Leal', 'Loyal'],
    ['C', 'Cuidadoso', 'Careful'],
    ['D', 'Audaz', 'Bold'],
    ['I', 'Sociable', 'Sociable'],
  ],
  [
    ['I', 'Persuasivo', 'Persuasive'],
    ['S', 'Tranquilo', 'Calm'],
    ['C', 'Analítico', 'Analytical'],
    ['D', 'Competitivo', 'Competitive'],
  ],
  [
    ['C', 'Ordenado', 'Orderly'],
    ['S', 'Amable', 'Kind'],
    ['D', 'Exigente', 'Demanding'],
    ['I', 'Optimista', 'Optimistic'],
  ],
  [
    ['D', 'Directo', 'Direct'],
    ['S', 'Comprensivo', 'Understanding'],
    ['I', 'Expresivo', 'Expressive'],
    ['C', 'Meticuloso', 'Meticulous'],
  ],
  [
    ['S', 'Constante', 'Steady'],
    ['D', 'Firme', 'Firm'],
    ['C', 'Disciplinado', 'Disciplined'],
    ['I', 'Alegre', 'Cheerful'],
  ],
  [
    ['C', 'Perfeccionista', 'Perfectionist'],
    ['D', 'Enérgico', 'Energetic'],
    ['S', 'Sereno', 'Serene'],
    ['I', 'Encantador', 'Charming'],
  ],
  [
    ['I', 'Inspirador', 'Inspiring'],
    ['D', 'Aventurero', 'Adventurous'],
    ['S', 'Servicial', 'Helpful'],
    ['C', 'Prudente', 'Prudent'],
  ],
  [
    ['I', 'Conversador', 'Talkative'],
    ['C', 'Reservado', 'Reserved'],
    ['S', 'Considerado', 'Considerate'],
    ['D', 'Independiente', 'Independent'],
  ],
  [
    ['D', 'Tenaz', 'Tenacious'],
    ['I', 'Extrovertido', 'Outgoing'],
    ['S', 'Complaciente', 'Accommodating'],
    ['C', 'Lógico', 'Logical'],
  ],
  [
    ['C', 'Sistemático', 'Systematic'],
    ['I', 'Animado', 'Lively'],
    ['S', 'Sabe escuchar', 'Good listener'],
    ['D', 'Emprendedor', 'Enterprising'],
  ],
  [
    ['S', 'Estable', 'Stable'],
    ['I', 'Espontáneo', 'Spontaneous'],
    ['D', 'Resuelto', 'Resolute'],
    ['C', 'Exacto', 'Exact'],
  ],
  [
    ['I', 'Carismático', 'Charismatic'],
    ['S', 'Moderado', 'Moderate'],
    ['D', 'Atrevido', 'Daring'],
    ['C', 'Correcto', 'Proper'],
  ],
  [
    ['D', 'Insistente', 'Insistent'],
    ['S', 'Tolerante', 'Tolerant'],
    ['C', 'Diplomático', 'Diplomatic'],
    ['I', 'Popular', 'Popular'],
  ],
  [
    ['S', 'Generoso', 'Generous'],
    ['C', 'Detallista', 'Detail-minded'],
    ['I', 'Divertido', 'Fun-loving'],
    ['D', 'Dominante', 'Dominant'],
  ],
  [
    ['C', 'Cauteloso', 'Cautious'],
    ['S', 'Bondadoso', 'Good-natured'],
    ['I', 'Confiado', 'Trusting'],
    ['D', 'Arriesgado', 'Risk-taking'],
  ],
  [
    ['I', 'Efusivo', 'Effusive'],
    ['C', 'Metódico', 'Methodical'],
    ['D', 'Valiente', 'Brave'],
    ['S', 'Predecible', 'Predictable'],
  ],
  [
    ['D', 'Seguro de sí mismo', 'Self-assured'],
    ['I', 'Convincente', 'Convincing'],
    ['C', 'Riguroso', 'Rigorous'],
    ['S', 'Sencillo', 'Unassuming'],
  ],
  [
    ['C', 'Formal', 'Formal'],
    ['I', 'Influyente', 'Influential'],
    ['D', 'Contundente', 'Forceful'],
    ['S', 'Relajado', 'Relaxed'],
  ],
  [
    ['S', 'Conciliador', 'Peacemaking'],
    ['D', 'Determinado', 'Determined'],
    ['I', 'Comunicativo', 'Communicative'],
    ['C', 'Reflexivo', 'Thoughtful'],
  ],
  [
    ['I', 'Amigable', 'Friendly'],
    ['D', 'Ambicioso', 'Ambitious'],
    ['C', 'Organizado', 'Organised'],
    ['S', 'Confiable', 'Dependable'],
  ],
  [
    ['S', 'Apacible', 'Gentle'],
    ['I', 'Motivador', 'Motivating'],
    ['C', 'Observador', 'Observant'],
    ['D', 'Franco', 'Outspoken'],
  ],
  [
    ['D', 'Impaciente', 'Impatient'],
    ['C', 'Crítico', 'Critical'],
    ['I', 'Elocuente', 'Eloquent'],
    ['S', 'Dispuesto', 'Willing'],
  ],
  [
    ['C', 'Minucioso', 'Thorough'],
    ['D', 'Pionero', 'Pioneering'],
    ['I', 'Jovial', 'Jovial'],
    ['S', 'Accesible', 'Approachable'],
  ],
  [
    ['I', 'Simpático', 'Likeable'],
    ['C', 'Objetivo', 'Objective'],
    ['S', 'Pacífico', 'Peaceful'],
    ['D', 'De carácter fuerte', 'Strong-willed'],
  ],
  [
    ['D', 'Persistente', 'Persistent'],
    ['S', 'Ecuánime', 'Even-tempered'],
    ['I', 'Vivaz', 'Vivacious'],
    ['C', 'Convencional', 'Conventional'],
  ],
  [
    ['C', 'Apegado a las normas', 'Rule-abiding'],
    ['I', 'Cautivador', 'Captivating'],
    ['S', 'Colaborador', 'Supportive'],
    ['D', 'Arrojado', 'Fearless'],
  ],
  [
    ['S', 'Satisfecho', 'Content'],
    ['C', 'Estructurado', 'Structured'],
    ['D', 'Asertivo', 'Assertive'],
    ['I', 'Entretenido', 'Entertaining'],
  ],
];

export const DISC_GROUPS: readonly DiscGroup[] = ADJECTIVES.map(([a, b, c, d], index) => ({
  id: `disc-${String(index + 1).padStart(2, '0')}`,
  options: [option(a, 'a'), option(b, 'b'), option(c, 'c'), option(d, 'd')],
}));
