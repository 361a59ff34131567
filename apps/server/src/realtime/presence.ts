import type { OnlineUser } from '@app/domain';
import { rooms } from './rooms';
import type { RealtimeServer } from './types';

/** Everyone whose socket is in `room` now (on every process: the Redis adapter asks them), once each. */
export async function onlineInRoom(io: RealtimeServer, room: string, except?: string): Promise<OnlineUser[]> {
  const sockets = await io.in(room).fetchSockets();
  const users = new Map<string, OnlineUser>();
  for (const socket of sockets) {
    if (socket.id === except) continue;
    const { viewer, profileImage } = socket.data;
    users.set(viewer.id, {
      userId: viewer.id,
      userName: viewer.name,
      ...(profileImage ? { profileImage } : {}),
    });
  }
  return [...users.values()];
}

/** The members of an organization with a socket open now, by name. */
export async function organizationOnline(io: RealtimeServer, organizationId: string): Promise<OnlineUser[]> {
  const online = await onlineInRoom(io, rooms.organization(organizationId));
  return online.sort((a, b) => a.userName.localeCompare(b.userName));
}
