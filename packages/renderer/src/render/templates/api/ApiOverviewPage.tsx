import type { ApiModel } from '../../../openapi/api-types.ts';
import type { OverviewView } from '../../../openapi/page-views.ts';
import type { ApiOverviewPageData } from '../../../site/types.ts';
import { Pagination } from '../Pagination.tsx';
import { ApiAuthentication, ApiContactAndLicense, ApiIntro, ApiOperationIndex, ApiSchemaList, ApiServers } from './ApiOverviewParts.tsx';

/** The API's entry page: info, servers, authentication, operations by tag, download, schemas. */
export function ApiOverviewPage(props: {
  page: ApiOverviewPageData;
  model: ApiModel;
  view: OverviewView;
  download: { href: string; name: string; bundled?: boolean };
}) {
  const { page, model, view } = props;
  return (
    <>
      <article className="doc api-overview">
        <ApiIntro model={model} descriptionHtml={view.descriptionHtml} download={props.download} />
        <ApiServers model={model} />
        <ApiAuthentication model={model} view={view} />
        <ApiOperationIndex model={model} view={view} />
        <ApiSchemaList view={view} />
        <ApiContactAndLicense model={model} />
      </article>
      <Pagination prev={page.prev} next={page.next} />
    </>
  );
}
