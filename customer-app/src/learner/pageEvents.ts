/**
 * Page-level events (spec §4: broadcast on completion, start and completion update), so parts of
 * the page that do not share the query cache (an embedded widget, another script) can follow.
 */
export type LearnerPageEvent = 'videoStarted' | 'videoCompleted' | 'completionUpdated';

export const announce = (event: LearnerPageEvent, contentId: number): void => {
  window.dispatchEvent(new CustomEvent(event, { detail: { contentId } }));
};
