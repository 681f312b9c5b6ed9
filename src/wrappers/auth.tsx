import { Navigate, Outlet, useLocation } from '@umijs/max';
import { getToken } from '@/core/storage';
import { loginUrl } from '@/request/errorHandler';

/**
 * Route guard (spec §2): a guarded route without a token goes to
 * `/login?redirect=<base64 of the requested path and query>`.
 */
export default function AuthWrapper() {
  const location = useLocation();
  if (!getToken()) {
    return <Navigate to={loginUrl(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}
