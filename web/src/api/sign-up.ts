import { signupResponseSchema, type SignupRequest } from '#shared/api/auth';
import { apiRequest } from '../lib/api-client.ts';

/** Sign-up goes through the API, which checks the password rules and rate limit on the server. */
export function requestSignup(input: SignupRequest) {
  return apiRequest('/auth/signup', signupResponseSchema, { method: 'POST', body: input });
}
