/* global document, location */
// The panels ask to log in with lp-navigate {path: '/login'}; this page answers with its own
// login dialog instead of leaving for the portal, and after the login the reader stays here
// (the dialog would otherwise go to the reader's home in the portal). Other paths (a book, the
// fine record) go to the portal, which is where this page's widgets come from.
const login = document.getElementById('login');
document.addEventListener('lp-navigate', (event) => {
  if (event.detail.path === '/login') {
    event.preventDefault();
    login.setAttribute('open', '');
  } else if (event.target === login) {
    event.preventDefault();
  }
});
// The bank's page sends the payer back here.
document.querySelector('lp-my-account').setAttribute('return-url', location.href.split('?')[0]);
