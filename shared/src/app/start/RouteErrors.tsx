import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isApiRequestError } from '../../api/errors';
import { ErrorPage, type ErrorStatus } from '../components/ErrorPage/ErrorPage';
import { Logo } from '../../ui/components/Logo/Logo';
import classes from '../shell/SiteShell/SiteShell.module.css';

function statusOf(error: unknown): ErrorStatus {
  const status = isRouteErrorResponse(error) ? error.status : isApiRequestError(error) ? error.status : 500;
  return status === 403 || status === 404 || status === 503 ? status : 500;
}

/** A page threw (render, lazy import): the error page inside the normal shell. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorPage status={statusOf(error)} />;
}

/** The shell itself threw: a bare frame that depends on as little as possible. */
export function RootError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className={classes.shell} data-layout="error">
      <div className={classes.bareHeader}>
        <Logo />
      </div>
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <ErrorPage status={statusOf(error)} />
      </main>
    </div>
  );
}
