import { FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useSourceContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ProcessFlowVisualiser } from './process-flow/ProcessFlowVisualiser.tsx';
import type { TemplateProcessValues } from './templateFormValues.ts';

/** The Visualize toggle of a process (spec §2): its flow as the form now has it. */
export function ProcessVisualiserToggle() {
  // Inside a process row, '' names the row itself ('content.processes.0').
  const path = useSourceContext().getSource('');
  const process = useWatch({ name: path }) as Partial<TemplateProcessValues> | undefined;
  const [shown, setShown] = useState(false);
  const names = (rows: { value: string }[] | undefined) => (rows ?? []).map((row) => row.value ?? '');
  return (
    <>
      <FormControlLabel
        control={<Switch checked={shown} onChange={(event) => setShown(event.target.checked)} />}
        label="Visualize"
      />
      {shown && (
        <ProcessFlowVisualiser
          process={{
            name: process?.name ?? '',
            triggeredBy: process?.triggeredBy ?? '',
            triggeredWhen: process?.triggeredWhen ?? '',
            triggeredHow: process?.triggeredHow ?? '',
            workflows: names(process?.workflows),
            templates: names(process?.templates),
          }}
        />
      )}
    </>
  );
}
