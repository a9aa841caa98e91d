import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { random } from './random.ts';

const WORDS = (
  'payment transaction refund merchant customer checkout amount currency capture authorize settle webhook signature ' +
  'idempotency request response status pending paid failed cancelled expired token recurring mandate iban card wallet ' +
  'integration sandbox production endpoint header body field value error retry timeout secret key shop order invoice ' +
  'statement fee balance payout report reconcile module plugin sdk client server browser iframe redirect link share ' +
  'the a of to and in for with on by from that this is are be can will should must when after before each every'
).split(' ');

const LANGS: [string, (id: string, n: number) => string][] = [
  [
    'bash',
    (id, n) =>
      `curl -X POST https://sandbox.api.merchantkit.example/v1/transactions \\\n  -H "X-Api-Key: $MK_API_KEY" \\\n  -H "Idempotency-Key: ${id}-${n}" \\\n  -d '{"amount": {"value": ${n * 100}, "currency": "EUR"}, "orderReference": "${id}"}'`,
  ],
  [
    'json',
    (id, n) =>
      `{\n  "id": "trx_${id}${n}",\n  "status": "paid",\n  "amount": { "value": ${n * 250}, "currency": "EUR" },\n  "orderReference": "ORD-${n}",\n  "metadata": { "cartId": "c_${id}" }\n}`,
  ],
  [
    'php',
    (id, n) =>
      `<?php\n$client = new \\MerchantKit\\Client(getenv('MK_API_KEY'));\n$transaction = $client->transactions->create([\n    'amount' => ['value' => ${n * 10}, 'currency' => 'EUR'],\n    'orderReference' => '${id}-${n}',\n]);\necho $transaction->paymentUrl;`,
  ],
  [
    'java',
    (id, n) =>
      `MerchantKitClient client = MerchantKitClient.builder()\n    .apiKey(System.getenv("MK_API_KEY"))\n    .build();\nTransaction t = client.transactions().create(CreateTransactionRequest.builder()\n    .amount(Money.of(${n * 10}, "EUR"))\n    .orderReference("${id}-${n}")\n    .build());\nSystem.out.println(t.getPaymentUrl());`,
  ],
  [
    'csharp',
    (id, n) =>
      `var client = new MerchantKitClient(Environment.GetEnvironmentVariable("MK_API_KEY"));\nvar transaction = await client.Transactions.CreateAsync(new CreateTransactionRequest {\n    Amount = new Money(${n * 10}, "EUR"),\n    OrderReference = "${id}-${n}",\n});\nConsole.WriteLine(transaction.PaymentUrl);`,
  ],
  [
    'ruby',
    (id, n) =>
      `client = MerchantKit::Client.new(api_key: ENV.fetch("MK_API_KEY"))\ntransaction = client.transactions.create(\n  amount: { value: ${n * 10}, currency: "EUR" },\n  order_reference: "${id}-${n}"\n)\nputs transaction.payment_url`,
  ],
  [
    'powershell',
    (id, n) =>
      `$headers = @{ "X-Api-Key" = $env:MK_API_KEY; "Idempotency-Key" = "${id}-${n}" }\n$body = @{ amount = @{ value = ${n * 10}; currency = "EUR" } } | ConvertTo-Json\nInvoke-RestMethod -Method Post -Uri "https://sandbox.api.merchantkit.example/v1/transactions" -Headers $headers -Body $body`,
  ],
];

export interface CorpusOptions {
  dir: string;
  guides: number;
  wordsPerGuide: number;
  seed?: number;
}

/**
 * Writes a synthetic guides corpus: nested folders with `_category_` files, guides of about
 * `wordsPerGuide` words with code blocks in the highlighted languages, tables, admonitions and
 * cross-links to other guides.
 */
export function generateCorpus(options: CorpusOptions): { files: number; bytes: number } {
  const rand = random(options.seed ?? 42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const sentence = (n: number) => {
    const words = Array.from({ length: n }, () => pick(WORDS));
    return `${words[0]!.charAt(0).toUpperCase()}${words.join(' ').slice(1)}.`;
  };
  const paragraph = (words: number) => {
    const out: string[] = [];
    for (let left = words; left > 0; left -= 12) out.push(sentence(Math.min(12, Math.max(4, left))));
    return out.join(' ');
  };
  rmSync(options.dir, { recursive: true, force: true });
  const content = path.join(options.dir, 'content');
  const perTop = Math.ceil(Math.cbrt(options.guides));
  const guides: string[] = [];
  for (let i = 0; i < options.guides; i++) {
    const a = Math.floor(i / (perTop * perTop));
    const b = Math.floor(i / perTop) % perTop;
    guides.push(`${String(a + 1).padStart(2, '0')}-area-${a}/${String(b + 1).padStart(2, '0')}-topic-${b}/guide-${i}.md`);
  }
  let bytes = 0;
  const write = (rel: string, text: string) => {
    const file = path.join(content, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    bytes += Buffer.byteLength(text);
  };
  write('index.md', '---\ntitle: Benchmark corpus\nslug: /\n---\n\nA generated corpus for `pnpm bench`.\n');
  for (const rel of new Set(guides.map((g) => path.dirname(g)))) {
    const [area, topic] = rel.split('/');
    write(`${area}/_category_.json`, JSON.stringify({ label: `Area ${area}`, link: { type: 'generated-index', description: 'A generated area.' } }));
    write(`${rel}/_category_.yml`, `label: Topic ${topic}\ncollapsed: ${rand() < 0.5}\n`);
  }
  guides.forEach((rel, i) => {
    const id = `g${i}`;
    const parts: string[] = [`---\ntitle: Guide ${i}\ndescription: ${sentence(10)}\nsidebar_position: ${(i % 7) + 1}\n---\n`, paragraph(80)];
    let words = 80;
    let section = 0;
    while (words < options.wordsPerGuide) {
      section++;
      parts.push(`## Section ${section} of guide ${i}`, paragraph(120));
      words += 125;
      if (section % 2 === 0) {
        parts.push(`### Details ${section}`, paragraph(90));
        words += 92;
      }
      if (section % 3 === 1) {
        const [lang, code] = LANGS[(i + section) % LANGS.length]!;
        parts.push(`\`\`\`${lang} title="example-${section}.${lang}" {2}\n${code(id, section)}\n\`\`\``);
        words += 30;
      }
      if (section === 2)
        parts.push(
          `| Field | Type | Description |\n| --- | --- | --- |\n${Array.from({ length: 5 }, (_, r) => `| \`field${r}\` | string | ${sentence(8)} |`).join('\n')}`,
        );
      if (section === 3) parts.push(`:::${pick(['note', 'tip', 'warning', 'info', 'danger'])}[Heads up]\n${paragraph(40)}\n:::`);
      if (section === 4) {
        const target = guides[(i * 7 + 3) % guides.length]!;
        const relative = path.posix.relative(path.posix.dirname(rel), target);
        parts.push(
          `See [guide ${(i * 7 + 3) % guides.length}](${relative.startsWith('.') ? relative : `./${relative}`}#section-1-of-guide-${(i * 7 + 3) % guides.length}) and [the start page](/).`,
        );
      }
    }
    write(rel, `${parts.join('\n\n')}\n`);
  });
  writeFileSync(path.join(options.dir, 'portal.config.ts'), "export default { title: 'Benchmark Portal' };\n");
  return { files: guides.length + 1, bytes };
}
