/**
 * The process flow visualiser's sequence (spec §4 "Process flow sequence", §9): the trigger, a
 * decision ('Validate Conditions'), each workflow in order, each template in order, and the end
 * ('Process Complete'). A process with nothing to show has a single placeholder step. Pure, so
 * the canvas only draws what this decides.
 */

export type FlowStepKind = 'trigger' | 'decision' | 'workflow' | 'template' | 'end' | 'placeholder';

export type FlowStep = { kind: FlowStepKind; label: string; detail: string };

/** What a process says about itself (spec §3 processes), as the template form holds it. */
export type FlowProcess = {
  name: string;
  triggeredBy: string;
  triggeredWhen: string;
  triggeredHow: string;
  workflows: readonly string[];
  templates: readonly string[];
};

export const VALIDATE_CONDITIONS = 'Validate Conditions';
export const PROCESS_COMPLETE = 'Process Complete';

/** Spec §9: each step is highlighted for 2000 ms divided by the speed. */
export const STEP_MS = 2000;
export const SPEEDS = [0.5, 1, 2] as const;
export type Speed = (typeof SPEEDS)[number];
export const stepDuration = (speed: Speed): number => STEP_MS / speed;

/** Playing highlights the steps cyclically: after the last comes the first. */
export const nextStepIndex = (index: number, count: number): number =>
  count === 0 ? 0 : (index + 1) % count;

export const STEP_KIND_LABELS: Record<FlowStepKind, string> = {
  trigger: 'Trigger',
  decision: 'Decision',
  workflow: 'Workflow',
  template: 'Template',
  end: 'End',
  placeholder: 'Not defined yet',
};

const present = (values: readonly string[]) =>
  values.map((value) => value.trim()).filter((value) => value !== '');

export const processFlowSteps = (process: FlowProcess): FlowStep[] => {
  const when = process.triggeredWhen.trim();
  const by = process.triggeredBy.trim();
  const how = process.triggeredHow.trim();
  const workflows = present(process.workflows);
  const templates = present(process.templates);
  if (when === '' && by === '' && how === '' && workflows.length === 0 && templates.length === 0) {
    return [
      {
        kind: 'placeholder',
        label: 'No steps yet',
        detail: 'Add a trigger, workflows or templates to see this process flow.',
      },
    ];
  }
  return [
    {
      kind: 'trigger',
      label: when || how || `Started by ${by}`,
      detail: [by && `Triggered by ${by}`, how && `How: ${how}`].filter(Boolean).join(' · '),
    },
    { kind: 'decision', label: VALIDATE_CONDITIONS, detail: 'The conditions for this process are checked' },
    ...workflows.map((label, index): FlowStep => ({
      kind: 'workflow',
      label,
      detail: `Workflow ${index + 1} of ${workflows.length}`,
    })),
    ...templates.map((label, index): FlowStep => ({
      kind: 'template',
      label,
      detail: `Template ${index + 1} of ${templates.length}`,
    })),
    {
      kind: 'end',
      label: PROCESS_COMPLETE,
      detail: process.name.trim() ? `${process.name.trim()} is complete` : 'The process is complete',
    },
  ];
};
