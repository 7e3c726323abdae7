/** 'Later' on the trial offer: hidden for the rest of the browser session. */
export const TRIAL_OFFER_LATER_KEY = 'plan.trialOffer.later';

/** Whether 'Later' was chosen in this browser session. */
export const laterSaid = () => {
  try {
    return sessionStorage.getItem(TRIAL_OFFER_LATER_KEY) === '1';
  } catch {
    return false;
  }
};
