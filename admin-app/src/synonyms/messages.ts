/** The synonyms resource's labels, titles and notifications (issue 11). */
export const synonymMessages: Record<string, string> = {
  // Mid-sentence in react-admin's own messages ('No synonym groups found using the current filters.').
  'resources.synonyms.name': 'synonym groups',
  'resources.synonyms.fields.terms': 'Terms',
  'resources.synonyms.fields.updatedAt': 'Last Changed',
  'resources.synonyms.fields.q': 'Search',
  'resources.synonyms.page.list': 'Search Synonyms',
  'resources.synonyms.page.create': 'Add Synonym Group',
  'resources.synonyms.page.edit': 'Edit Synonym Group: %{recordRepresentation}',
  'resources.synonyms.notifications.created': 'Synonym group created',
  'resources.synonyms.notifications.updated': 'Synonym group updated',
  'resources.synonyms.notifications.deleted': 'Synonym group deleted',
};
