import { createHash } from 'node:crypto';
import { CfnGuardrail, CfnGuardrailVersion, type CfnGuardrailProps } from 'aws-cdk-lib/aws-bedrock';
import { Construct } from 'constructs';
import { GUARDRAIL_MESSAGES, GUEST_DENIED_TOPICS, GUEST_PERSONAL_DATA_RULES, type PersonalDataRule } from '#domain/assistant/guardrail-policy.ts';
import type { Stage } from '../stacks/stage.ts';

/**
 * The guest agent's Bedrock guardrail (decision 086), built from the one policy in
 * domain/assistant/guardrail-policy.ts: its denied topics, its personal-data rules and its blocked
 * messages. The properties are a pure function of the stage, so tests read them as the template does.
 */
export function guestAgentGuardrailProperties(stage: Stage): CfnGuardrailProps {
  return {
    name: `party-cruises-${stage}-guest-agent`,
    description: "What the guest chat agent on /chat must not discuss, and the personal data it must not take or give (the app's guardrail policy).",
    blockedInputMessaging: GUARDRAIL_MESSAGES.question,
    blockedOutputsMessaging: GUARDRAIL_MESSAGES.answer,
    topicPolicyConfig: {
      topicsConfig: GUEST_DENIED_TOPICS.map((topic) => ({
        name: topic.name,
        definition: topic.definition,
        examples: [...topic.examples],
        type: 'DENY',
        // Both ways: a question on the topic is not answered, and neither is an answer that drifts into it.
        inputEnabled: true,
        inputAction: 'BLOCK',
        outputEnabled: true,
        outputAction: 'BLOCK',
      })),
      // The classic tier reads English, Spanish and French, the guests' languages here, and needs
      // no cross-region inference profile (the standard tier does).
      topicsTierConfig: { tierName: 'CLASSIC' },
    },
    sensitiveInformationPolicyConfig: {
      piiEntitiesConfig: GUEST_PERSONAL_DATA_RULES.map((rule: PersonalDataRule) => ({
        type: rule.type,
        // Bedrock still requires the single action of its first API; the input and output actions
        // below are what each side does. BLOCK where either side blocks, else the masking.
        action: rule.input === 'BLOCK' || rule.output === 'BLOCK' ? 'BLOCK' : 'ANONYMIZE',
        inputEnabled: rule.input !== 'NONE',
        inputAction: rule.input,
        outputEnabled: rule.output !== 'NONE',
        outputAction: rule.output,
      })),
    },
    // No kmsKeyArn: the guardrail holds the policy's own words, no guest's data, and is encrypted
    // at rest with a key AWS owns; a customer managed key would add a key policy for Bedrock and
    // protect nothing the IAM grant does not.
  };
}

export interface GuestAgentGuardrailProps {
  readonly stage: Stage;
}

/**
 * The guardrail and the version the guest agent uses. A version is a snapshot taken when it is
 * created, so the version's description carries a digest of the policy: a changed policy changes
 * it, CloudFormation replaces the version (a new number), and the functions' AI_GUARDRAIL_VERSION
 * moves to it in the same deploy. Unchanged, the version stays as it is.
 */
export class GuestAgentGuardrail extends Construct {
  readonly guardrail: CfnGuardrail;
  readonly version: CfnGuardrailVersion;

  constructor(scope: Construct, id: string, props: GuestAgentGuardrailProps) {
    super(scope, id);
    const properties = guestAgentGuardrailProperties(props.stage);
    this.guardrail = new CfnGuardrail(this, 'Guardrail', properties);
    const digest = createHash('sha256').update(JSON.stringify(properties)).digest('hex').slice(0, 16);
    this.version = new CfnGuardrailVersion(this, 'Version', {
      guardrailIdentifier: this.guardrail.attrGuardrailId,
      description: `The guest agent's policy ${digest} (domain/assistant/guardrail-policy.ts).`,
    });
  }

  /** What `model:guardrail` may apply: this guardrail, any of its versions. */
  get arn(): string {
    return this.guardrail.attrGuardrailArn;
  }
}
