import { LaunchWizard } from '@/features/launch/components/LaunchWizard';
import { GuardedProcessPage } from '@/features/processes/components/GuardedProcessPage';
import { processPaths } from '@/features/processes/routing';

/** The edit of a launched process: the wizard's steps prefilled, with what can no longer change locked. */
export default function ProcessEditRoute() {
  return (
    <GuardedProcessPage page="edit">
      {(process) => (
        <LaunchWizard
          processId={process.id}
          mode="edit"
          stepPath={(step) => processPaths.page('edit', process, step)}
          controlPath={(id) => processPaths.control(id)}
        />
      )}
    </GuardedProcessPage>
  );
}
