import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bundleLocale, storeOrgCode } from '../core';
import zh from '../core/i18n/locales/zh';
import { App } from './App';

// `?orgcode=DEMO2` on any portal URL switches the organisation and remembers it (spec §1).
const orgcode = new URLSearchParams(location.search).get('orgcode');
if (orgcode && /^\w{1,32}$/.test(orgcode)) storeOrgCode(orgcode);

// The default language ships with the portal: no wait for a strings chunk before first paint.
bundleLocale('zh', zh);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
