import { Outlet } from 'react-router';
import { RouteGuard } from './guards/route-guard';
import { DocumentTitle } from './components/document-title';
import { ScrollManager } from './components/scroll-manager';

export function RootShell() {
  return (
    <>
      <DocumentTitle />
      <ScrollManager />
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    </>
  );
}
