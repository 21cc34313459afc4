import { COMPONENT_TYPES } from '@terna/domain';

/**
 * The {component} segment of a candidate detail address (spec 2 section 2.5), for every page that
 * links there (people tab, shortlist, comparator, report): `KNOWLEDGE_TEST` → `knowledge_test`.
 */
export const componentSlug = (componentType: string) => componentType.toLowerCase();

/** The component type a (router-decoded) address segment names; links written with hyphens or capitals also work. */
export const componentTypeOfSlug = (slug: string) => slug.trim().toUpperCase().replace(/-/g, '_');

const rank = (type: string) => {
  const index = (COMPONENT_TYPES as readonly string[]).indexOf(type);
  return index === -1 ? COMPONENT_TYPES.length : index;
};

/**
 * The segment a link to a candidate's detail opens on: the first of the candidate's components in
 * the components' default order (a job's order field follows it), or undefined when there is none.
 */
export function firstComponentSlug(components: readonly { componentType: string }[]): string | undefined {
  const [first] = components.map((component) => component.componentType).toSorted((a, b) => rank(a) - rank(b));
  return first === undefined ? undefined : componentSlug(first);
}
