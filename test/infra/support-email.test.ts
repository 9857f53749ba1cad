import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/app.ts';

describe('the support address (-c supportEmail)', () => {
  it('reaches every function that sends email and the SPA’s /config.json', () => {
    const { app, stacks } = buildApp(new App({ context: { appUrl: 'https://prep.example.ca', supportEmail: 'help@prep.example.ca' } }), {
      account: '123456789012',
      region: 'ca-central-1',
    });
    const assembly = app.synth();
    const functions = Object.values(Template.fromStack(stacks.api).findResources('AWS::Lambda::Function')) as { Properties: { Environment?: { Variables?: Record<string, unknown> } } }[];
    const senders = functions.map((f) => f.Properties.Environment?.Variables ?? {}).filter((variables) => 'EMAIL_FROM' in variables);
    expect(senders.length).toBeGreaterThan(1);
    for (const variables of senders) expect(variables.SUPPORT_EMAIL).toBe('help@prep.example.ca');

    // Source.jsonData writes config.json into an asset folder of the cloud assembly.
    const configs = readdirSync(assembly.directory, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('asset.'))
      .flatMap((entry) => readdirSync(join(assembly.directory, entry.name)).filter((name) => name === 'config.json').map((name) => join(assembly.directory, entry.name, name)));
    expect(configs).toHaveLength(1);
    expect(JSON.parse(readFileSync(configs[0] ?? '', 'utf8'))).toMatchObject({ supportEmail: 'help@prep.example.ca', authFlowType: 'USER_SRP_AUTH' });
  }, 240_000);
});
