import type { PreSignUpTriggerEvent } from 'aws-lambda';

/**
 * The spec takes a new user straight to the dashboard, so self sign-up confirms at once; the
 * address is verified later by the activation email. Users an admin creates are left alone.
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  if (event.triggerSource === 'PreSignUp_SignUp') {
    event.response.autoConfirmUser = true;
  }
  return event;
};
