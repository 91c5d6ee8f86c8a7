// mammoth's self-contained browser build has the same API as the package entry.
declare module 'mammoth/mammoth.browser.js' {
  import mammoth from 'mammoth';
  export default mammoth;
}
