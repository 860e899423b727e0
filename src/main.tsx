import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles/index.css';
import { App } from '@/app/App';
import { renderStartupError } from '@/app/startup-error';
import { EnvError, getEnv } from '@/lib/env';
import { getSupabase } from '@/lib/supabase';

/** No module reads the environment at import time, so a bad one is caught here, before React. */
function checkEnvironment(root: HTMLElement): boolean {
  try {
    getEnv();
    return true;
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error);
    renderStartupError(root, 'This build is not configured', error.message);
    return false;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

if (checkEnvironment(root)) {
  // Start the client before any page renders: with detectSessionInUrl it consumes auth redirect
  // tokens in the URL whichever page they land on.
  void getSupabase();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
