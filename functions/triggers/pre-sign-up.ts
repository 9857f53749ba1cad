import type { PreSignUpTriggerEvent } from 'aws-lambda';

/**
 * Cognito never shows a trigger the password, so sign-up goes through POST /api/auth/signup,
 * which checks the password rules and the rate limit and then creates the user as an
 * administrator would. A self sign-up sent straight to Cognito would skip those checks, so it
 * is refused here; the API's AdminCreateUser calls pass.
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  if (event.triggerSource === 'PreSignUp_SignUp') {
    throw new Error('Please create your account on the BarPrep Ontario sign-up page.');
  }
  return event;
};
