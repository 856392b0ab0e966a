// The local stand-in for SNS text messages: kept in memory and in a file, shown at /_local/sms.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export interface Sms {
  id: number;
  phone: string;
  message: string;
  sentAt: string;
}

export class SmsOutbox {
  private messages: Sms[] = [];

  constructor(private readonly file: string | null) {
    if (file && existsSync(file)) this.messages = JSON.parse(readFileSync(file, 'utf8')) as Sms[];
  }

  add(phone: string, message: string): Sms {
    const sms = { id: this.messages.length + 1, phone, message, sentAt: new Date().toISOString() };
    this.messages.push(sms);
    if (this.file) writeFileSync(this.file, JSON.stringify(this.messages.slice(-200), null, 2));
    return sms;
  }

  list(): Sms[] {
    return [...this.messages].reverse();
  }

  html(): string {
    const escapeHtml = (text: string) =>
      text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
    const rows = this.list()
      .map(
        (sms) =>
          `<tr><td>${escapeHtml(sms.sentAt)}</td><td>${escapeHtml(sms.phone)}</td><td>${escapeHtml(sms.message)}</td></tr>`,
      )
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local SMS outbox</title><meta http-equiv="refresh" content="5">
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.4rem .8rem;text-align:left}</style></head>
<body><main><h1>Local SMS outbox</h1><p>Text messages the app sent (newest first). This page refreshes every 5 seconds.</p>
<table><thead><tr><th scope="col">Sent at</th><th scope="col">To</th><th scope="col">Message</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No messages yet.</td></tr>'}</tbody></table></main></body></html>`;
  }
}
