// Destinations the chrome links to.
export const discordInvite = 'https://discord.gg/prepwise';

/** The five comparison pages, in the spec's order. */
export const comparisons = [
  { slug: 'prepwise-vs-chatgpt', label: 'vs ChatGPT' },
  { slug: 'prepwise-vs-claude', label: 'vs Claude' },
  { slug: 'prepwise-vs-gemini', label: 'vs Gemini' },
  { slug: 'prepwise-vs-notebooklm', label: 'vs NotebookLM' },
  { slug: 'prepwise-vs-studyfetch', label: 'vs StudyFetch' },
] as const;
