/* global document, location */
// The school page passes its own URL parameter to the widgets as attributes.
const keyword = new URLSearchParams(location.search).get('q') || '';
document.getElementById('results').setAttribute('keyword', keyword);
document.getElementById('search').setAttribute('keyword', keyword);
