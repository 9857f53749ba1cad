import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { displayName } from '#shared/display-name';
import { createProfileIfAbsent } from '../data/users.ts';
import { sendEmail } from '../email/send-email.ts';
import { config } from '../lib/config.ts';

/** A confirmed sign-up gets its profile and a welcome email (which never blocks the sign-up). */
export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const userId = attributes.sub ?? event.userName;
  const email = attributes.email ?? '';
  const firstName = attributes.given_name?.trim() || null;
  await createProfileIfAbsent({
    userId,
    email,
    firstName,
    lastName: attributes.family_name?.trim() || null,
    createdAt: new Date().toISOString(),
  });
  await sendEmail({
    to: email,
    template: 'welcome',
    data: { firstName: displayName({ firstName, email }), dashboardUrl: `${config().APP_URL}/dashboard` },
  });
  return event;
};
