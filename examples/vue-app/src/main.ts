import { defineElements } from 'libportal/elements';
import { createApp } from 'vue';
import App from './App.vue';

// Registered before Vue renders, so Vue meets upgraded elements and sets their properties.
defineElements();
createApp(App).mount('#app');
