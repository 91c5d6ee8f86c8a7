// The one exception to "data is never refetched automatically" (spec section 7):
// a material's processing ends on the server with no signal to the page, so a
// list showing a material in processing asks again every few seconds, and
// stops as soon as none is processing. Without this a student would wait on a
// "Processing" badge forever.
export const processingPollMs = 3000;

export const pollWhileProcessing = (query: { state: { data?: readonly { status: string }[] } }) =>
  query.state.data?.some((material) => material.status === 'processing') ? processingPollMs : false;
