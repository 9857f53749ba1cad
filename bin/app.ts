/** The CDK app (`npx cdk synth`, `npx cdk deploy --all`). */
import { buildApp } from '../infra/app.ts';

buildApp().app.synth();
