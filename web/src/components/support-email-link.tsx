import { useSupportEmail } from '../api/site-settings.ts';

/** A mailto link to the support address (the stored setting, else the deployment's). */
export function SupportEmailLink() {
  const address = useSupportEmail();
  return <a href={`mailto:${address}`}>{address}</a>;
}
