/** What the server answers any operation of a user who has not accepted the current privacy policy. */
export const PRIVACY_POLICY_NOT_ACCEPTED = 'PRIVACY_POLICY_NOT_ACCEPTED';

type Listener = () => void;
const listeners = new Set<Listener>();
let refused = false;

/**
 * Whether the server refused an operation because the privacy policy is not accepted. The cached
 * profile can say otherwise (a version published while the page was open): the server's refusal
 * is what counts, so the policy gate shows its dialog as soon as any GraphQL or REST call is refused.
 */
export const privacyPolicyRefusal = {
  happened(): boolean {
    return refused;
  },
  /** Records a refusal when `code` is the policy's. */
  note(code: unknown): void {
    if (code !== PRIVACY_POLICY_NOT_ACCEPTED || refused) return;
    refused = true;
    listeners.forEach((listener) => listener());
  },
  /** The policy was accepted: what was refused may be asked again. */
  clear(): void {
    if (!refused) return;
    refused = false;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
