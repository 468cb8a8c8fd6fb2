import { Box, Typography } from '@mui/material';
import { AddItemButton, ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';
import { STAKEHOLDERS, type GuideApplication } from '@zen/contracts';
import { RichTextInput } from '../rich-text/RichTextInput.tsx';
import { ContentSectionInputs } from './ContentSectionInputs.tsx';
import { NameListInput } from './NameListInput.tsx';
import { ProcessVisualiserToggle } from './ProcessVisualiserToggle.tsx';
import { FormSection as Section } from '../layout/FormSection.tsx';

/**
 * The module template form's sections, in the spec's order (§2 Baseline template editor): the
 * overview, then 1 Admin Resources to 6 Processes. Stakeholders are managers and employees in
 * People, hiring managers and clients in Recruit.
 */
export function TemplateSections({ application }: { application: GuideApplication }) {
  const stakeholders = STAKEHOLDERS[application];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Section title="Module Overview">
        <TextInput source="content.explainer" label="Explainer" multiline minRows={2} fullWidth />
        <TextInput source="content.zohoAdminGuideUrl" label="Zoho admin guide URL" fullWidth />
      </Section>
      <Section title="1. Admin Resources">
        <ContentSectionInputs source="content.adminResources" />
      </Section>
      <Section title="2. Troubleshooting Guide">
        <ContentSectionInputs source="content.troubleshootingGuide" />
        <ArrayInput source="content.troubleshootingGuide.qaItems" label="Questions and answers">
          <SimpleFormIterator disableClear addButton={<AddItemButton label="Add Q&A item" />}>
            <TextInput source="question" label="Question" fullWidth />
            <RichTextInput source="answer" label="Answer" />
          </SimpleFormIterator>
        </ArrayInput>
      </Section>
      <Section title="3. Reports">
        <NameListInput source="content.reports" label="Reports" itemLabel="Report" />
      </Section>
      <Section title="4. Stakeholder Help Guide">
        <Typography variant="subtitle1" component="h4">
          {stakeholders.managers}
        </Typography>
        <ContentSectionInputs source="content.stakeholderHelpGuide.managers" label={stakeholders.managers} />
        <Typography variant="subtitle1" component="h4">
          {stakeholders.employees}
        </Typography>
        <ContentSectionInputs
          source="content.stakeholderHelpGuide.employees"
          label={stakeholders.employees}
        />
      </Section>
      <Section title="5. Buttons">
        <NameListInput source="content.buttons" label="Buttons" itemLabel="Button" />
      </Section>
      <Section title="6. Processes">
        <ArrayInput source="content.processes" label="Processes">
          <SimpleFormIterator disableClear addButton={<AddItemButton label="Add process" />}>
            <TextInput source="name" label="Process name" fullWidth />
            <TextInput source="description" label="Description" multiline fullWidth />
            <TextInput source="triggeredBy" label="Triggered by" fullWidth />
            <TextInput source="triggeredWhen" label="Triggered when" fullWidth />
            <TextInput source="triggeredHow" label="Triggered how" fullWidth />
            <NameListInput source="workflows" label="Workflows" itemLabel="Workflow" />
            <NameListInput source="templates" label="Templates" itemLabel="Template" />
            <ProcessVisualiserToggle />
          </SimpleFormIterator>
        </ArrayInput>
      </Section>
    </Box>
  );
}
