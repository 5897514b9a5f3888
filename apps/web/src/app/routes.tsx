import { Navigate, Outlet, type RouteObject } from 'react-router';
import { AppErrorPage } from '@/features/app-error/app-error-page';
import { PublicOnly, RequireAuth } from './guards';
import { RootLayout } from './root-layout';

/**
 * A route whose page (or layout) module loads on first visit, keeping the first download small: the one way
 * routes load lazily. `pick` names the module's component, so the module needs no default export.
 */
function page<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => React.ComponentType,
): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

/**
 * The route table, with its guards (public-only, signed-in, admin-only and user-only pages): the browser's
 * router (router.ts) and the build's prerender of the landing and sign-in pages (prerender.tsx) both use it.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <AppErrorPage />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          {
            path: '/',
            ...page(
              () => import('@/features/landing/pages/landing-page'),
              (m) => m.LandingPage,
            ),
          },
          {
            path: '/login',
            ...page(
              () => import('@/features/auth/pages/sign-in-page'),
              (m) => m.SignInPage,
            ),
            handle: { title: 'Sign in' },
          },
          {
            path: '/sign-in',
            ...page(
              () => import('@/features/auth/pages/sign-in-page'),
              (m) => m.SignInPage,
            ),
            handle: { title: 'Sign in' },
          },
          {
            path: '/sign-up',
            ...page(
              () => import('@/features/auth/pages/sign-up-page'),
              (m) => m.SignUpPage,
            ),
            handle: { title: 'Sign up' },
          },
          {
            path: '/forgot-password',
            ...page(
              () => import('@/features/auth/pages/forgot-password-page'),
              (m) => m.ForgotPasswordPage,
            ),
            handle: { title: 'Forgot password' },
          },
          {
            path: '/reset-password',
            ...page(
              () => import('@/features/auth/pages/reset-password-page'),
              (m) => m.ResetPasswordPage,
            ),
            handle: { title: 'Reset password' },
          },
        ],
      },
      {
        element: <RequireAuth admin="forbid" />,
        children: [
          {
            // The layouts (sidebar, menus, tooltips) load with the first page behind sign-in, not on the landing.
            ...page(
              () => import('./layouts/user-layout'),
              (m) => m.UserLayout,
            ),
            children: [
              {
                path: '/products',
                ...page(
                  () => import('./pages/plans'),
                  (m) => m.PlansRoute,
                ),
                handle: { title: 'Plans' },
              },
              {
                path: '/chat',
                element: <Outlet />,
                children: [
                  { index: true, element: <Navigate to="/chat/new" replace /> },
                  {
                    path: 'new',
                    ...page(
                      () => import('@/features/chat/pages/new-chat-route'),
                      (m) => m.NewChatRoute,
                    ),
                    handle: { title: 'New chat' },
                  },
                  {
                    path: 'profile',
                    ...page(
                      () => import('./pages/user-profile'),
                      (m) => m.UserProfileRoute,
                    ),
                    handle: { title: 'Profile' },
                  },
                  {
                    path: 'products',
                    ...page(
                      () => import('./pages/plans'),
                      (m) => m.PlansRoute,
                    ),
                    handle: { title: 'Plans' },
                  },
                  { path: 'pricing', element: <Navigate to="/chat/products" replace /> },
                  {
                    path: 'history',
                    ...page(
                      () => import('@/features/chat/pages/chat-history-page'),
                      (m) => m.ChatHistoryPage,
                    ),
                    handle: { title: 'Chat history' },
                  },
                  {
                    path: 'teams',
                    ...page(
                      () => import('@/features/chat/pages/teams-page'),
                      (m) => m.TeamsPage,
                    ),
                    handle: { title: 'Teams' },
                  },
                  {
                    path: 'settings',
                    ...page(
                      () => import('@/features/settings/pages/settings-page'),
                      (m) => m.SettingsPage,
                    ),
                    handle: { title: 'Settings' },
                  },
                  {
                    path: ':chatId',
                    ...page(
                      () => import('./pages/chat'),
                      (m) => m.ChatRoute,
                    ),
                    handle: { title: 'Chat' },
                  },
                ],
              },
              {
                path: '/library',
                children: [
                  {
                    index: true,
                    ...page(
                      () => import('@/features/library/pages/library-page'),
                      (m) => m.LibraryPage,
                    ),
                    handle: { title: 'Legal library' },
                  },
                  {
                    path: 'sections/:id',
                    ...page(
                      () => import('@/features/library/pages/section-page'),
                      (m) => m.SectionPage,
                    ),
                    handle: { title: 'Legal library section' },
                  },
                  {
                    path: 'sources/:id',
                    ...page(
                      () => import('@/features/library/pages/contents-page'),
                      (m) => m.ContentsPage,
                    ),
                    handle: { title: 'Legal library contents' },
                  },
                  {
                    path: 'problems',
                    ...page(
                      () => import('@/features/library/pages/problems-page'),
                      (m) => m.ProblemsPage,
                    ),
                    handle: { title: 'Browse by problem' },
                  },
                  {
                    path: 'problems/:id',
                    ...page(
                      () => import('@/features/library/pages/problem-page'),
                      (m) => m.ProblemPage,
                    ),
                    handle: { title: 'Legal library problem' },
                  },
                ],
              },
              {
                path: '/documents',
                children: [
                  {
                    index: true,
                    ...page(
                      () => import('@/features/documents/pages/documents-page'),
                      (m) => m.DocumentsPage,
                    ),
                    handle: { title: 'My Documents' },
                  },
                  {
                    path: ':id',
                    ...page(
                      () => import('@/features/documents/pages/document-page'),
                      (m) => m.DocumentPage,
                    ),
                    handle: { title: 'Document' },
                  },
                ],
              },
              {
                path: '/reviews',
                children: [
                  {
                    index: true,
                    ...page(
                      () => import('@/features/reviews/pages/reviews-page'),
                      (m) => m.ReviewsPage,
                    ),
                    handle: { title: 'Review a document' },
                  },
                  {
                    path: ':id',
                    ...page(
                      () => import('@/features/reviews/pages/review-page'),
                      (m) => m.ReviewPage,
                    ),
                    handle: { title: 'Document review' },
                  },
                ],
              },
              {
                path: '/recordings',
                children: [
                  {
                    index: true,
                    ...page(
                      () => import('@/features/recordings/pages/recordings-page'),
                      (m) => m.RecordingsPage,
                    ),
                    handle: { title: 'Recordings' },
                  },
                  {
                    path: ':id',
                    ...page(
                      () => import('@/features/recordings/pages/recording-page'),
                      (m) => m.RecordingPage,
                    ),
                    handle: { title: 'Recording' },
                  },
                ],
              },
              {
                path: '/user',
                children: [
                  { index: true, element: <Navigate to="/user/trial" replace /> },
                  {
                    path: 'trial',
                    ...page(
                      () => import('@/features/trials/pages/trial-submit-page'),
                      (m) => m.TrialSubmitPage,
                    ),
                    handle: { title: 'Mock trial' },
                  },
                  {
                    path: 'trial/analysis',
                    ...page(
                      () => import('@/features/trials/pages/trial-analysis-page'),
                      (m) => m.TrialAnalysisPage,
                    ),
                    handle: { title: 'Trial analysis' },
                  },
                  {
                    path: 'trial/history',
                    ...page(
                      () => import('@/features/trials/pages/trial-history-page'),
                      (m) => m.TrialHistoryPage,
                    ),
                    handle: { title: 'Mock trial history' },
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
            ...page(
              () => import('./layouts/admin-layout'),
              (m) => m.AdminLayout,
            ),
            children: [
              { index: true, element: <Navigate to="/admin/dashboard" replace /> },
              {
                path: 'dashboard',
                ...page(
                  () => import('@/features/admin/pages/dashboard-page'),
                  (m) => m.DashboardPage,
                ),
                handle: { title: 'Admin dashboard' },
              },
              {
                path: 'users',
                ...page(
                  () => import('@/features/admin/pages/users-page'),
                  (m) => m.UsersPage,
                ),
                handle: { title: 'Users' },
              },
              {
                path: 'chats',
                ...page(
                  () => import('@/features/admin/pages/chats-page'),
                  (m) => m.ChatsPage,
                ),
                handle: { title: 'Chats' },
              },
              {
                path: 'questions',
                ...page(
                  () => import('@/features/admin/pages/questions-page'),
                  (m) => m.QuestionsPage,
                ),
                handle: { title: 'Questions' },
              },
              {
                path: 'categories',
                ...page(
                  () => import('@/features/admin/pages/categories-page'),
                  (m) => m.CategoriesPage,
                ),
                handle: { title: 'Categories' },
              },
              {
                path: 'subscriptions',
                ...page(
                  () => import('@/features/admin/pages/subscriptions-page'),
                  (m) => m.SubscriptionsPage,
                ),
                handle: { title: 'Subscriptions' },
              },
              {
                path: 'trials',
                ...page(
                  () => import('@/features/admin/pages/trials-page'),
                  (m) => m.TrialsPage,
                ),
                handle: { title: 'Mock trials' },
              },
              {
                path: 'library',
                ...page(
                  () => import('@/features/admin/pages/library-page'),
                  (m) => m.LibraryPage,
                ),
                handle: { title: 'Legal library' },
              },
              {
                path: 'document-templates',
                ...page(
                  () => import('@/features/admin/pages/document-templates-page'),
                  (m) => m.DocumentTemplatesPage,
                ),
                handle: { title: 'Document templates' },
              },
              {
                path: 'settings',
                ...page(
                  () => import('@/features/admin/pages/settings-page'),
                  (m) => m.SettingsPage,
                ),
                handle: { title: 'Admin settings' },
              },
              {
                path: 'profile',
                ...page(
                  () => import('@/features/profile/pages/admin-profile-page'),
                  (m) => m.AdminProfilePage,
                ),
                handle: { title: 'Admin profile' },
              },
            ],
          },
        ],
      },
      // Open to everyone, signed in or not: sign-up links here, and so do the pages themselves.
      {
        path: '/terms',
        ...page(
          () => import('@/features/legal/pages/terms-page'),
          (m) => m.TermsPage,
        ),
        handle: { title: 'Terms of Service' },
      },
      {
        path: '/privacy',
        ...page(
          () => import('@/features/legal/pages/privacy-page'),
          (m) => m.PrivacyPage,
        ),
        handle: { title: 'Privacy Policy' },
      },
      {
        path: '*',
        ...page(
          () => import('@/features/not-found/not-found-page'),
          (m) => m.NotFoundPage,
        ),
        handle: { title: 'Page not found' },
      },
    ],
  },
];
