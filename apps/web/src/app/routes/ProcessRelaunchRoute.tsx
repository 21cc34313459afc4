import { LaunchWizard } from '@/features/launch/components/LaunchWizard';
import { GuardedProcessPage } from '@/features/processes/components/GuardedProcessPage';
import { processPaths } from '@/features/processes/routing';

/** The launch wizard of a draft, one address per step (`/cap/process/7/relaunch/dates`). */
export default function ProcessRelaunchRoute() {
  return (
    <GuardedProcessPage page="relaunch">
      {(process) => (
        <LaunchWizard
          processId={process.id}
          mode="relaunch"
          stepPath={(step) => processPaths.page('relaunch', process, step)}
          controlPath={(id) => processPaths.control(id)}
        />
      )}
    </GuardedProcessPage>
  );
}
