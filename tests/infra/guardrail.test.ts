import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { GUARDRAIL_MESSAGES, GUEST_DENIED_TOPICS, GUEST_PERSONAL_DATA_RULES } from '#domain/assistant/guardrail-policy.ts';
import { routeList } from '#functions/http/routes.ts';
import { agentChat } from '#functions/http/routes/assistant.ts';
import { askStaffAssistant } from '#functions/http/routes/assistant-staff.ts';
import { functionIdFor, grantedStatements, onlyResource, referencedId, resourcesOf, synthApp } from './synth.ts';

// The guest agent's Bedrock guardrail (decision 086): one per stage, built from the policy in
// domain/assistant/guardrail-policy.ts, in the stack of the function that uses it, which alone may
// apply it and is given its id and version.

describe.each(['dev', 'prod'] as const)("the guest agent's guardrail (%s)", (stage) => {
  const synth = synthApp(stage);
  const holders = synth.built.apiRoutes.filter((stack) => Object.keys(resourcesOf(Template.fromStack(stack), 'AWS::Bedrock::Guardrail')).length > 0);
  const template = Template.fromStack(holders[0]!);
  const guardrail = onlyResource(template, 'AWS::Bedrock::Guardrail');
  const guardrailId = Object.keys(resourcesOf(template, 'AWS::Bedrock::Guardrail'))[0]!;

  it("is one guardrail, in the stack of the chat agent's function", () => {
    expect(holders).toHaveLength(1);
    expect(Object.keys(resourcesOf(template, 'AWS::Lambda::Function'))).toContain(functionIdFor(template, agentChat.entry));
    expect(guardrail.Properties['Name']).toBe(`party-cruises-${stage}-guest-agent`);
  });

  it("denies the policy's topics, with its definitions and examples, both ways", () => {
    expect(guardrail.Properties['TopicPolicyConfig']).toEqual({
      TopicsConfig: GUEST_DENIED_TOPICS.map((topic) => ({
        Name: topic.name,
        Definition: topic.definition,
        Examples: [...topic.examples],
        Type: 'DENY',
        InputEnabled: true,
        InputAction: 'BLOCK',
        OutputEnabled: true,
        OutputAction: 'BLOCK',
      })),
      TopicsTierConfig: { TierName: 'CLASSIC' },
    });
  });

  it("takes the policy's personal-data rules: card and bank numbers blocked in a question, never an e-mail or a phone", () => {
    const entities = guardrail.Properties['SensitiveInformationPolicyConfig']['PiiEntitiesConfig'] as Record<string, unknown>[];
    expect(entities.map((entity) => entity['Type'])).toEqual(GUEST_PERSONAL_DATA_RULES.map((rule) => rule.type));
    for (const rule of GUEST_PERSONAL_DATA_RULES) {
      expect(entities.find((entity) => entity['Type'] === rule.type)).toMatchObject({
        InputEnabled: rule.input !== 'NONE',
        InputAction: rule.input,
        OutputAction: rule.output,
      });
    }
    expect(entities.find((entity) => entity['Type'] === 'CREDIT_DEBIT_CARD_NUMBER')).toMatchObject({ InputAction: 'BLOCK', OutputAction: 'ANONYMIZE' });
    expect(entities.map((entity) => entity['Type'])).not.toEqual(expect.arrayContaining(['EMAIL']));
    expect(entities.map((entity) => entity['Type'])).not.toEqual(expect.arrayContaining(['PHONE']));
    expect(guardrail.Properties).toMatchObject({
      BlockedInputMessaging: GUARDRAIL_MESSAGES.question,
      BlockedOutputsMessaging: GUARDRAIL_MESSAGES.answer,
    });
  });

  it('publishes a version named by a digest of the policy, which the function is given with the id', () => {
    const version = onlyResource(template, 'AWS::Bedrock::GuardrailVersion');
    expect(version.Properties['GuardrailIdentifier']).toEqual({ 'Fn::GetAtt': [guardrailId, 'GuardrailId'] });
    expect(version.Properties['Description']).toMatch(/^The guest agent's policy [0-9a-f]{16} /);
    const versionId = Object.keys(resourcesOf(template, 'AWS::Bedrock::GuardrailVersion'))[0]!;
    const fn = resourcesOf(template, 'AWS::Lambda::Function')[functionIdFor(template, agentChat.entry)]!;
    expect(fn.Properties['Environment']['Variables']).toMatchObject({
      AI_GUARDRAIL_ID: { 'Fn::GetAtt': [guardrailId, 'GuardrailId'] },
      AI_GUARDRAIL_VERSION: { 'Fn::GetAtt': [versionId, 'Version'] },
    });
  });

  it('lets the chat agent alone apply it, on its ARN only; the staff assistant is neither granted nor given it', () => {
    const applying = routeList.filter((route) =>
      grantedStatements(synth.api, functionIdFor(synth.api, route.entry)).some((statement) => [statement.Action].flat().includes('bedrock:ApplyGuardrail')),
    );
    expect(applying.map((route) => route.name)).toEqual(['agentChat']);
    const statement = grantedStatements(synth.api, functionIdFor(synth.api, agentChat.entry)).find((candidate) =>
      [candidate.Action].flat().includes('bedrock:ApplyGuardrail'),
    );
    expect(statement).toMatchObject({ Effect: 'Allow', Action: 'bedrock:ApplyGuardrail', Resource: { 'Fn::GetAtt': [guardrailId, 'GuardrailArn'] } });
    expect(referencedId(statement!.Resource)).toBe(guardrailId);
    const staff = resourcesOf(synth.api, 'AWS::Lambda::Function')[functionIdFor(synth.api, askStaffAssistant.entry)]!;
    expect(staff.Properties['Environment']['Variables']).not.toHaveProperty('AI_GUARDRAIL_ID');
  });
});

it("versions each stage's policy by its own digest", () => {
  const description = (stage: 'dev' | 'prod') =>
    synthApp(stage)
      .built.apiRoutes.flatMap((stack) => Object.values(resourcesOf(Template.fromStack(stack), 'AWS::Bedrock::GuardrailVersion')))
      .map((version) => version.Properties['Description'])[0];
  expect(description('dev')).not.toBe(description('prod'));
});
