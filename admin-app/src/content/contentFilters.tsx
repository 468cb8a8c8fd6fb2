import { SelectInput } from 'react-admin';
import { listSearchFilter } from '../layout/listSearchFilter.tsx';
import { applicationChoices, learningJourneyChoices, levelChoices, typeChoices } from './choices.ts';
import { ModuleInput } from './ModuleInput.tsx';

/**
 * The list's filters. On a wide screen all are shown; on a narrow one only the search is, and the
 * others are added from the Add filter menu so the list stays in view.
 */
export const contentFilters = (showAll: boolean) => [
  listSearchFilter({ name: 'Search content', placeholder: 'Search content' }),
  <SelectInput
    key="application"
    source="application"
    choices={applicationChoices}
    emptyText="All"
    alwaysOn={showAll}
  />,
  <ModuleInput key="module" source="module" emptyText="All" alwaysOn={showAll} />,
  <SelectInput key="level" source="level" choices={levelChoices} emptyText="All" alwaysOn={showAll} />,
  <SelectInput key="type" source="type" choices={typeChoices} emptyText="All" alwaysOn={showAll} />,
  <SelectInput
    key="learningJourney"
    source="learningJourney"
    choices={learningJourneyChoices}
    emptyText="All"
    alwaysOn={showAll}
  />,
];
