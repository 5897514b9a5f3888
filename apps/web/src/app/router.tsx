import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { AppErrorPage } from '@/features/app-error/app-error-page';
import { PublicOnly, RequireAuth } from './guards';
import { RootLayout } from './root-layout';

/** A route whose page module loads on first visit, keeping the first download small. */
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The route table of spec section 2, with its guards. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <AppErrorPage />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: '/', ...lazyPage(() => import('./pages/landing')) },
          { path: '/login', ...lazyPage(() => import('./pages/sign-in')) },
          { path: '/sign-in', ...lazyPage(() => import('./pages/sign-in')) },
          { path: '/sign-up', ...lazyPage(() => import('./pages/sign-up')) },
          { path: '/forgot-password', ...lazyPage(() => import('./pages/forgot-password')) },
          { path: '/reset-password', ...lazyPage(() => import('./pages/reset-password')) },
        ],
      },
      {
        element: <RequireAuth admin="forbid" />,
        children: [
          {
            // The layouts (sidebar, menus, tooltips) load with the first page behind sign-in, not on the landing.
            lazy: async () => ({ Component: (await import('./layouts/user-layout')).UserLayout }),
            children: [
              { path: '/products', ...lazyPage(() => import('./pages/plans')) },
              {
                path: '/chat',
                element: <Outlet />,
                children: [
                  { index: true, element: <Navigate to="/chat/new" replace /> },
                  { path: 'new', ...lazyPage(() => import('./pages/chat-new')) },
                  { path: 'profile', ...lazyPage(() => import('./pages/user-profile')) },
                  { path: 'products', ...lazyPage(() => import('./pages/plans')) },
                  { path: 'pricing', element: <Navigate to="/chat/products" replace /> },
                  { path: 'history', ...lazyPage(() => import('./pages/chat-history')) },
                  { path: 'teams', ...lazyPage(() => import('./pages/chat-teams')) },
                  { path: 'settings', ...lazyPage(() => import('./pages/chat-settings')) },
                  { path: ':chatId', ...lazyPage(() => import('./pages/chat')) },
                ],
              },
              {
                path: '/user',
                children: [
                  { index: true, element: <Navigate to="/user/trial" replace /> },
                  {
                    path: 'trial',
                    lazy: async () => ({
                      Component: (await import('@/features/trials/pages/trial-submit-page')).TrialSubmitPage,
                    }),
                  },
                  {
                    path: 'trial/analysis',
                    lazy: async () => ({
                      Component: (await import('@/features/trials/pages/trial-analysis-page'))
                        .TrialAnalysisPage,
                    }),
                  },
                  {
                    path: 'trial/history',
                    lazy: async () => ({
                      Component: (await import('@/features/trials/pages/trial-history-page'))
                        .TrialHistoryPage,
                    }),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: '/admin',
        element: <RequireAuth admin="only" />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
            children: [
              { index: true, element: <Navigate to="/admin/dashboard" replace /> },
              { path: 'dashboard', ...lazyPage(() => import('@/features/admin/pages/dashboard-page')) },
              { path: 'users', ...lazyPage(() => import('@/features/admin/pages/users-page')) },
              { path: 'chats', ...lazyPage(() => import('@/features/admin/pages/chats-page')) },
              { path: 'questions', ...lazyPage(() => import('@/features/admin/pages/questions-page')) },
              { path: 'categories', ...lazyPage(() => import('@/features/admin/pages/categories-page')) },
              {
                path: 'subscriptions',
                ...lazyPage(() => import('@/features/admin/pages/subscriptions-page')),
              },
              { path: 'trials', ...lazyPage(() => import('@/features/admin/pages/trials-page')) },
              { path: 'settings', ...lazyPage(() => import('@/features/admin/pages/settings-page')) },
              { path: 'profile', ...lazyPage(() => import('./pages/admin-profile')) },
            ],
          },
        ],
      },
      { path: '*', ...lazyPage(() => import('./pages/not-found')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
