import type { Metadata } from 'next';
import { SchemaFields } from '@/components/api-reference/schema-fields';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { paymentsApi, settle } from '@/lib/api-client';
import { requireUser } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'API reference' };

type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
};

const METHOD_TONE = { get: 'info', post: 'good', put: 'warn', delete: 'bad' } as const;

function bodySchema(body: unknown) {
  return (body as { content?: { 'application/json'?: { schema?: object } } } | undefined)?.content?.['application/json']
    ?.schema;
}

export default async function ApiReferencePage() {
  await requireUser();
  const result = await settle(paymentsApi().getOpenApiDocument());
  if (!result.ok)
    return <ApiErrorAlert code={result.error.code} message={result.error.message} requestId={result.error.requestId} />;
  const doc = result.data;
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op: op as Operation })),
  );
  const tags = [...new Set(operations.map((o) => o.op.tags?.[0] ?? 'other'))];
  return (
    <>
      <PageHeader
        title="API reference"
        description={
          <>
            The payments API the desk talks to, generated from the same schemas it validates with. Machine-readable:{' '}
            <a className="text-brand-700 underline" href="/api/v1/openapi.json">
              /api/v1/openapi.json
            </a>
            .
          </>
        }
      />
      <div className="space-y-6">
        {tags.map((tag) => (
          <Card key={tag} title={<span className="capitalize">{tag.replace(/-/g, ' ')}</span>}>
            <div className="divide-y divide-slate-100">
              {operations
                .filter((o) => (o.op.tags?.[0] ?? 'other') === tag)
                .map(({ path, method, op }) => (
                  <details key={`${method} ${path}`} className="group py-3">
                    <summary className="flex cursor-pointer items-center gap-3">
                      <Badge tone={METHOD_TONE[method as keyof typeof METHOD_TONE] ?? 'neutral'}>
                        {method.toUpperCase()}
                      </Badge>
                      <code className="font-mono text-sm">{path}</code>
                      <span className="text-sm text-slate-500">{op.summary}</span>
                    </summary>
                    <div className="mt-3 space-y-3 pl-2">
                      {op.parameters && op.parameters.length > 0 && (
                        <div>
                          <h3 className="text-xs font-semibold text-slate-500 uppercase">Parameters</h3>
                          <ul className="mt-1 space-y-1 text-sm">
                            {op.parameters.map((p) => (
                              <li key={p.name}>
                                <code className="font-mono">{p.name}</code>{' '}
                                <span className="text-slate-500">in {p.in}</span>
                                {p.required && <span className="ml-1 text-xs font-medium text-red-700">required</span>}
                              </li>
                            ))}
                          </ul>
                        </div>
                      )}
                      {bodySchema(op.requestBody) && (
                        <div>
                          <h3 className="text-xs font-semibold text-slate-500 uppercase">Request body</h3>
                          <SchemaFields schema={bodySchema(op.requestBody)!} />
                        </div>
                      )}
                      <p className="text-xs text-slate-500">Responses: {Object.keys(op.responses).join(', ')}</p>
                    </div>
                  </details>
                ))}
            </div>
          </Card>
        ))}
        {doc['x-error-codes'] && (
          <Card title="Error codes" description="Every code the API answers, its HTTP status and what to do.">
            <table className="w-full text-left text-sm">
              <thead className="text-xs text-slate-500 uppercase">
                <tr>
                  <th className="py-2">Code</th>
                  <th>HTTP</th>
                  <th>GSMA</th>
                  <th>Meaning</th>
                  <th>Caller should</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {Object.entries(doc['x-error-codes']).map(([code, spec]) => (
                  <tr key={code}>
                    <td className="py-2 font-mono">{code}</td>
                    <td>{spec.status}</td>
                    <td className="font-mono">{spec.gsmaCode}</td>
                    <td>{spec.title}</td>
                    <td>{spec.action}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        )}
      </div>
    </>
  );
}
