/**
 * Institutions: the main universities of Latin America (and Spain), by the name each uses. Compiled
 * for Terna from the national higher-education registers (SNIES, SENESCYT, SUNEDU, ANUIES, CNA
 * Chile, CONEAU and their peers) and the region's university rankings.
 */
export const INSTITUTIONS: readonly string[] = [
  // Names the demo data was built with, kept as they were.
  'Universidad de los Andes', 'Pontificia Universidad Católica', 'UNAM', 'Universidad de Buenos Aires',
  'Universidad Central del Ecuador', 'Universidad de Chile', 'PUCP', 'Tecnológico de Monterrey',
  'Universidad Nacional de Colombia', 'USFQ',
  // Argentina
  'Universidad Nacional de Córdoba', 'Universidad Nacional de La Plata', 'Universidad Nacional de Rosario',
  'Universidad Tecnológica Nacional', 'Universidad Austral', 'Universidad Torcuato Di Tella',
  'Universidad de San Andrés', 'Pontificia Universidad Católica Argentina', 'Universidad Nacional de Cuyo',
  'Universidad Nacional de Tucumán',
  // Bolivia
  'Universidad Mayor de San Andrés', 'Universidad Mayor de San Simón', 'Universidad Autónoma Gabriel René Moreno',
  'Universidad Católica Boliviana', 'Universidad Privada Boliviana',
  // Brasil
  'Universidade de São Paulo', 'Universidade Estadual de Campinas', 'Universidade Federal do Rio de Janeiro',
  'Universidade Federal de Minas Gerais', 'Fundação Getulio Vargas',
  // Chile
  'Pontificia Universidad Católica de Chile', 'Universidad de Concepción', 'Universidad de Santiago de Chile',
  'Universidad Técnica Federico Santa María', 'Universidad Adolfo Ibáñez', 'Universidad de Valparaíso',
  'Universidad Austral de Chile', 'Universidad Diego Portales',
  // Colombia
  'Pontificia Universidad Javeriana', 'Universidad de Antioquia', 'Universidad del Valle',
  'Universidad del Rosario', 'Universidad EAFIT', 'Universidad Industrial de Santander', 'Universidad del Norte',
  'Universidad Externado de Colombia', 'Universidad Pontificia Bolivariana', 'Universidad de La Sabana',
  // Costa Rica
  'Universidad de Costa Rica', 'Universidad Nacional de Costa Rica', 'Instituto Tecnológico de Costa Rica',
  // República Dominicana
  'Universidad Autónoma de Santo Domingo', 'Pontificia Universidad Católica Madre y Maestra',
  'Instituto Tecnológico de Santo Domingo',
  // Ecuador
  'Escuela Politécnica Nacional', 'Escuela Superior Politécnica del Litoral', 'Universidad de Cuenca',
  'Pontificia Universidad Católica del Ecuador', 'Universidad de Guayaquil', 'Universidad Técnica Particular de Loja',
  'Universidad de las Américas', 'Universidad Católica de Santiago de Guayaquil', 'Universidad del Azuay',
  'Universidad de las Fuerzas Armadas ESPE',
  // El Salvador
  'Universidad de El Salvador', 'Universidad Centroamericana José Simeón Cañas', 'Universidad Don Bosco',
  // Guatemala
  'Universidad de San Carlos de Guatemala', 'Universidad del Valle de Guatemala', 'Universidad Rafael Landívar',
  'Universidad Francisco Marroquín',
  // Honduras
  'Universidad Nacional Autónoma de Honduras', 'Universidad Tecnológica Centroamericana',
  'Escuela Agrícola Panamericana Zamorano',
  // México
  'Instituto Politécnico Nacional', 'Universidad Autónoma Metropolitana', 'Universidad de Guadalajara',
  'Universidad Iberoamericana', 'Instituto Tecnológico Autónomo de México', 'Universidad Autónoma de Nuevo León',
  'Benemérita Universidad Autónoma de Puebla', 'Universidad Panamericana', 'Universidad de las Américas Puebla',
  'Universidad Veracruzana', 'El Colegio de México',
  // Nicaragua
  'Universidad Nacional Autónoma de Nicaragua', 'Universidad Centroamericana de Nicaragua',
  // Panamá
  'Universidad de Panamá', 'Universidad Tecnológica de Panamá', 'Universidad Santa María La Antigua',
  // Paraguay
  'Universidad Nacional de Asunción', 'Universidad Católica Nuestra Señora de la Asunción',
  // Perú
  'Universidad Nacional Mayor de San Marcos', 'Universidad Nacional de Ingeniería', 'Universidad de Lima',
  'Universidad del Pacífico', 'Universidad Peruana Cayetano Heredia', 'Universidad de Piura',
  'Universidad Nacional Agraria La Molina', 'Universidad Peruana de Ciencias Aplicadas',
  'Universidad Nacional de San Agustín',
  // Puerto Rico
  'Universidad de Puerto Rico', 'Pontificia Universidad Católica de Puerto Rico',
  // Uruguay
  'Universidad de la República', 'Universidad Católica del Uruguay', 'Universidad ORT Uruguay',
  'Universidad de Montevideo',
  // Venezuela
  'Universidad Central de Venezuela', 'Universidad Simón Bolívar', 'Universidad Católica Andrés Bello',
  'Universidad de Los Andes (Venezuela)', 'Universidad del Zulia', 'Universidad de Carabobo',
  'Universidad Metropolitana',
  // España
  'Universidad Complutense de Madrid', 'Universidad de Barcelona', 'Universidad Autónoma de Madrid',
  'IE University',
];
