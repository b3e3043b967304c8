import { Navigate } from 'react-router';
import { useLocalePath } from '../../lib/use-locale-path';

/** The spec has no start screen of its own; "/" (and "/fa", …) opens the converter in that language. */
export function HomeRedirect() {
  const { to } = useLocalePath();
  return <Navigate to={to('/converter')} replace />;
}
