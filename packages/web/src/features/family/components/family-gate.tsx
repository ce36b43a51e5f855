import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { readSession } from '../../../lib/session';

/** The family pages need the family's token; without it the session has expired. */
export function FamilyGate({ children }: { children: ReactNode }) {
  const [{ Token }] = useState(readSession);
  return Token ? children : <Navigate to="/timeout" replace />;
}
