import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../ui';

const OnboardingPanel = lazy(() => import('./OnboardingPanel'));
const VideoPanel = lazy(() => import('./VideoPanel'));

/** The home's built-in pseudo-dashboards: 'Learning Center' at `?onboarding`, 'Walkthrough Videos' at `?video`. */
export function HomePanels() {
  const [params] = useSearchParams();
  const onboarding = params.has('onboarding');
  const video = params.has('video');
  if (!onboarding && !video) return null;
  return <Suspense fallback={<Spinner />}>{onboarding ? <OnboardingPanel /> : <VideoPanel />}</Suspense>;
}
