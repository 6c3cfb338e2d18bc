import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net'

/**
 * What the SMTP proxy does to the next connections:
 * - `pass`: both ways untouched to the real SMTP server;
 * - `refused`: nothing listens on the port (ECONNREFUSED);
 * - `hang`: the connection is accepted and no greeting ever comes;
 * - `drop`: the real server's session, cut (both sockets destroyed) when the client names the
 *   recipient (`RCPT TO`), before any message data: a dropped connection mid-transaction;
 * - `reject`: a server that greets and then refuses the recipient with `550 5.7.1` (a permanent
 *   refusal, as a relay that will not take the mail answers);
 * - `unavailable`: a server that greets with `421 4.3.2 Service not available` (a temporary refusal).
 */
export type SmtpFault = { kind: 'pass' } | { kind: 'refused' } | { kind: 'hang' } | { kind: 'drop' } | { kind: 'reject' } | { kind: 'unavailable' }

/**
 * A real TCP server on 127.0.0.1 in front of the sandbox's SMTP server, for the secure site's mail
 * sending: it pipes sessions through until told to misbehave. Not a mock: nodemailer talks SMTP to it.
 */
export class SmtpFaultProxy {
  /** One entry per connection: the fault it met. */
  readonly connections: SmtpFault['kind'][] = []
  private fault: SmtpFault = { kind: 'pass' }
  private server: Server | undefined
  private readonly sockets = new Set<Socket>()
  private port = 0

  private constructor(
    private readonly upstreamHost: string,
    private readonly upstreamPort: number,
  ) {}

  static async start(upstream: { host: string; port: number }): Promise<SmtpFaultProxy> {
    const proxy = new SmtpFaultProxy(upstream.host, upstream.port)
    await proxy.listen()
    return proxy
  }

  /** Host and port to give the secure site as its SMTP server. */
  get address(): { host: string; port: number } {
    return { host: '127.0.0.1', port: this.port }
  }

  async set(fault: SmtpFault): Promise<void> {
    this.fault = fault
    if (fault.kind === 'refused') await this.stopListening()
    else if (!this.server) await this.listen()
  }

  heal(): Promise<void> {
    return this.set({ kind: 'pass' })
  }

  async close(): Promise<void> {
    await this.stopListening()
  }

  private async listen(): Promise<void> {
    const server = createServer((socket) => this.handle(socket))
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.port = (server.address() as AddressInfo).port
    this.server = server
  }

  private async stopListening(): Promise<void> {
    const server = this.server
    if (!server) return
    this.server = undefined
    for (const socket of this.sockets) socket.destroy()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  private track(socket: Socket): void {
    this.sockets.add(socket)
    socket.on('close', () => this.sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }

  private handle(client: Socket): void {
    this.track(client)
    const fault = this.fault
    this.connections.push(fault.kind)
    switch (fault.kind) {
      case 'hang':
        return
      case 'unavailable':
        client.end('421 4.3.2 Service not available\r\n')
        return
      case 'reject':
        this.refuseRecipient(client)
        return
      default:
        this.pipe(client, fault.kind === 'drop')
    }
  }

  /** A minimal SMTP server that takes the envelope and refuses every recipient. */
  private refuseRecipient(client: Socket): void {
    client.write('220 faulty.smtp ESMTP\r\n')
    let buffered = ''
    client.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('latin1')
      let end: number
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end).toUpperCase()
        buffered = buffered.slice(end + 2)
        if (line.startsWith('EHLO') || line.startsWith('HELO')) client.write('250 faulty.smtp\r\n')
        else if (line.startsWith('MAIL FROM')) client.write('250 2.1.0 Ok\r\n')
        else if (line.startsWith('RCPT TO')) client.write('550 5.7.1 Recipient address rejected: relay access denied\r\n')
        else if (line.startsWith('QUIT')) client.end('221 2.0.0 Bye\r\n')
        else client.write('503 5.5.1 Bad sequence of commands\r\n')
      }
    })
  }

  /** Both ways to the real server; with `dropAtRecipient`, cut when the client sends RCPT TO. */
  private pipe(client: Socket, dropAtRecipient: boolean): void {
    const upstream = connect(this.upstreamPort, this.upstreamHost)
    this.track(upstream)
    upstream.on('data', (chunk: Buffer) => client.write(chunk))
    client.on('data', (chunk: Buffer) => {
      if (dropAtRecipient && /RCPT TO/i.test(chunk.toString('latin1'))) {
        client.destroy()
        upstream.destroy()
        return
      }
      upstream.write(chunk)
    })
    upstream.on('close', () => client.end())
    client.on('close', () => upstream.end())
  }
}
