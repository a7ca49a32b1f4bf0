import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { storeOrgCode } from '../core';
import { App } from './App';

// `?orgcode=DEMO2` on any portal URL switches the organisation and remembers it (spec §1).
const orgcode = new URLSearchParams(location.search).get('orgcode');
if (orgcode && /^\w{1,32}$/.test(orgcode)) storeOrgCode(orgcode);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
