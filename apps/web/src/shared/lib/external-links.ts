/** Pages that live outside Terna (legacy positions, training programmes, knowledge library and base). */
export const externalLinks = {
  profiles: import.meta.env.VITE_PROFILES_URL ?? 'https://legacy.terna.lat/positions',
  training: import.meta.env.VITE_TRAINING_URL ?? 'https://academia.terna.lat/programas',
  knowledgeLibrary: import.meta.env.VITE_KNOWLEDGE_URL ?? 'https://academia.terna.lat/biblioteca',
  /** The resource centre's knowledge base: help articles and answers to frequent questions. */
  knowledgeBase: import.meta.env.VITE_KNOWLEDGE_BASE_URL ?? 'https://ayuda.terna.lat',
  privacyPolicyBase: import.meta.env.VITE_POLICY_BASE_URL ?? '',
} as const;
