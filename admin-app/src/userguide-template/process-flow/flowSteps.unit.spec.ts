import { describe, expect, it } from 'vitest';
import { nextStepIndex, processFlowSteps, stepDuration, type FlowProcess } from './flowSteps.ts';

const process = (overrides: Partial<FlowProcess> = {}): FlowProcess => ({
  name: 'Leave approval',
  triggeredBy: 'Employee',
  triggeredWhen: 'A leave request is submitted',
  triggeredHow: 'Automatically',
  workflows: ['Check balance', 'Notify manager'],
  templates: ['Request received', 'Leave approved'],
  ...overrides,
});

describe('process flow sequence (spec §4)', () => {
  it('trigger, Validate Conditions, workflows in order, templates in order, Process Complete', () => {
    expect(processFlowSteps(process()).map((step) => [step.kind, step.label])).toEqual([
      ['trigger', 'A leave request is submitted'],
      ['decision', 'Validate Conditions'],
      ['workflow', 'Check balance'],
      ['workflow', 'Notify manager'],
      ['template', 'Request received'],
      ['template', 'Leave approved'],
      ['end', 'Process Complete'],
    ]);
  });

  it('the trigger says who and how; blank workflow and template names are no steps', () => {
    const steps = processFlowSteps(process({ workflows: ['', ' Notify HR '], templates: ['  '] }));
    expect(steps[0]).toEqual({
      kind: 'trigger',
      label: 'A leave request is submitted',
      detail: 'Triggered by Employee · How: Automatically',
    });
    expect(steps.map((step) => step.label)).toEqual([
      'A leave request is submitted',
      'Validate Conditions',
      'Notify HR',
      'Process Complete',
    ]);
  });

  it('a trigger named only by who starts it still leads the flow', () => {
    expect(
      processFlowSteps(process({ triggeredWhen: '', triggeredHow: '', workflows: [], templates: [] }))[0]
        ?.label,
    ).toBe('Started by Employee');
  });

  it('an empty process shows one placeholder step', () => {
    const steps = processFlowSteps({
      name: 'New process',
      triggeredBy: '',
      triggeredWhen: ' ',
      triggeredHow: '',
      workflows: [' '],
      templates: [],
    });
    expect(steps).toEqual([
      {
        kind: 'placeholder',
        label: 'No steps yet',
        detail: 'Add a trigger, workflows or templates to see this process flow.',
      },
    ]);
  });
});

describe('playing (spec §4, §9)', () => {
  it('highlights each step for 2000 ms divided by the speed', () => {
    expect(stepDuration(0.5)).toBe(4000);
    expect(stepDuration(1)).toBe(2000);
    expect(stepDuration(2)).toBe(1000);
  });

  it('goes through the steps cyclically', () => {
    expect([0, 1, 2, 3].map((index) => nextStepIndex(index, 4))).toEqual([1, 2, 3, 0]);
    expect(nextStepIndex(0, 1)).toBe(0);
  });
});
