// The smallest app built on the same stack as the product's first screen:
// React, ReactDOM and React Router with one route. The benchmark builds it,
// serves it and measures it exactly like the real apps, as a floor to compare with.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

function Home() {
  return (
    <main>
      <h1>Floor</h1>
      <p>React, ReactDOM and React Router with a single route, nothing else.</p>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/', element: <Home /> }]);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
