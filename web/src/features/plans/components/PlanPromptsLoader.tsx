import { lazy, Suspense, useState } from 'react';
import { useFragment } from 'react-relay';
import planPromptsViewer, { type PlanPrompts_viewer$key } from './__generated__/PlanPrompts_viewer.graphql';
import { laterSaid } from './trialOfferLater';

// The prompts (their buttons, the retrial and dismiss mutations, the survey) load when the plan has something to
// say: most signed-in pages have no prompt, and the top bar is on every page.
const PlanPromptsContent = lazy(() => import('./PlanPrompts').then((m) => ({ default: m.PlanPrompts })));

/**
 * The plan's messages under the top bar (PlanPrompts), drawn once the viewer's plan has one: a running or ended
 * trial, a retrial offer, or a trial offer not put off for this session. Once drawn they stay mounted, so what the
 * prompts say after an action (a notice, an error) is theirs to show or hide, as before.
 */
export function PlanPrompts({ viewer }: { viewer: PlanPrompts_viewer$key }) {
  const { plan } = useFragment(planPromptsViewer, viewer);
  const hasPrompt = Boolean(plan.trialMessage || plan.upgradeMessage || plan.retrialOffer || (plan.trialOffer && !laterSaid()));
  const [shown, setShown] = useState(hasPrompt);
  if (hasPrompt && !shown) setShown(true);
  if (!shown && !hasPrompt) return null;
  return (
    <Suspense fallback={null}>
      <PlanPromptsContent viewer={viewer} />
    </Suspense>
  );
}
