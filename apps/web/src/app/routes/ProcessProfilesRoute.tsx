import { ProfilesPage } from '@/features/launch/components/ProfilesPage';
import { GuardedProcessPage } from '@/features/processes/components/GuardedProcessPage';
import { processPaths } from '@/features/processes/routing';

/** cap-profiles: the profile a draft starts from, then its wizard. */
export default function ProcessProfilesRoute() {
  return (
    <GuardedProcessPage page="profiles">
      {(process) => <ProfilesPage processId={process.id} wizardPath={processPaths.page('relaunch', process)} />}
    </GuardedProcessPage>
  );
}
