import net, { type AddressInfo } from 'node:net';

export type TcpRelay = { port: number; cut: () => void; close: () => Promise<void> };

/**
 * A local TCP relay to a real service (Redis at 127.0.0.1:6379): a test connects through it and cuts it to
 * see the service go away, without stopping the service every other test shares.
 */
export async function startTcpRelay(targetPort: number): Promise<TcpRelay> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Stops listening too, so reconnections are refused as by a stopped service.
  const closed = new Promise<void>((resolve) => server.once('close', resolve));
  const cut = () => {
    server.close();
    for (const socket of sockets) socket.destroy();
  };
  return {
    port: (server.address() as AddressInfo).port,
    cut,
    close: async () => {
      if (server.listening) cut();
      await closed;
    },
  };
}
