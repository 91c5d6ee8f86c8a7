// What the Worker adds to the SPA's index.html for a public page, and the SPA
// reads back (web/components/public/): kept here so both sides use one name.

/** Wraps the page's pre-rendered markup; the SPA removes it once it has rendered the page itself. */
export const prerenderedId = 'prerendered';

/** `<meta name=… content="none">`: the request carried no valid session. */
export const sessionHintName = 'prepwise-session';
