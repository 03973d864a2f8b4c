import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { session } from '@/lib/auth/session';

export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    session.signOut();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
  return null;
}
