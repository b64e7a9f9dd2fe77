import { IonButton } from '@ionic/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseImportPreview } from '@fairway/contract';
import { applyCourseImport, previewCourseImport } from '../../api/course-admin.api';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { FormError } from '../../components/form-error';
import { AdminPage } from '../../components/admin-page';
import { errorMessage } from '../../i18n/error-message';
import { importReasonText } from '../../i18n/import-reason';
import { kindOf } from './course-draft';
import { invalidText } from './tee-editor';
import { courseAdminKeys } from './course-admin.queries';
import '../admin/admin.css';
import './course-admin.css';

/** The file's layout as the page explains it (the server's reader documents the same columns). */
const LAYOUT =
  'course;holes;loops;tee;colour;text_colour;cr_men;sr_men;par_men;cr_women;sr_women;par_women;par_1…;si_1…;length_1…;rating_id';

/**
 * The course import (role tee_sheet_manager): a CSV file, one row per tee, previewed row by row
 * (new, changed, unchanged, refused with each refused cell), then applied in one go.
 */
export default function CourseImportPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const preview = useMutation({
    mutationFn: async (f: File) => previewCourseImport(f.name, await f.text(), newIdempotencyKey()),
  });
  const apply = useMutation({
    mutationFn: (p: CourseImportPreview) => applyCourseImport(p.import_id, newIdempotencyKey()),
    onSettled: () => client.invalidateQueries({ queryKey: courseAdminKeys.all }),
  });
  const rows = preview.data?.rows ?? [];
  const toApply = rows.filter((r) => r.status === 'new' || r.status === 'changed').length;
  return (
    <AdminPage
      title={t('courseAdmin.import.title')}
      backHref="/app/admin/courses"
      intro={t('courseAdmin.import.intro')}
    >
      <pre className="admin__pad course-admin__layout">{LAYOUT}</pre>
      <div className="admin__pad course-admin__actions">
        <input
          type="file"
          accept=".csv,text/csv"
          aria-label={t('courseAdmin.import.file')}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            preview.reset();
            apply.reset();
          }}
        />
        <IonButton
          disabled={!file || preview.isPending}
          onClick={() => file && preview.mutate(file)}
        >
          {t('courseAdmin.import.preview')}
        </IonButton>
      </div>
      {preview.isError ? <FormError>{errorMessage(t, preview.error)}</FormError> : null}
      {preview.data ? (
        <div className="admin__pad">
          <table className="course-admin__import-table">
            <thead>
              <tr>
                <th scope="col">{t('courseAdmin.import.line')}</th>
                <th scope="col">{t('courseAdmin.course.name')}</th>
                <th scope="col">{t('courseAdmin.tee.name')}</th>
                <th scope="col">{t('courseAdmin.import.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.line}>
                  <td>{r.line}</td>
                  <td>{r.course}</td>
                  <td>{r.tee}</td>
                  <td>
                    {t(`courseAdmin.import.statuses.${r.status}`)}
                    {r.new_course ? ` · ${t('courseAdmin.import.newCourse')}` : ''}
                    {r.changes.length ? ` (${r.changes.join(', ')})` : ''}
                    {r.problems.map((p) => (
                      <div key={p.column} className="course-admin__problems">
                        {p.column}:{' '}
                        {importReasonText(
                          t,
                          p,
                          (path) =>
                            invalidText(t, kindOf(path), Number(p.values.holes)) ?? p.message,
                        )}
                      </div>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {preview.data && !apply.data ? (
        <div className="admin__pad">
          <IonButton
            disabled={toApply === 0 || apply.isPending}
            onClick={() => apply.mutate(preview.data)}
          >
            {t('courseAdmin.import.apply', { count: toApply })}
          </IonButton>
        </div>
      ) : null}
      {apply.isError ? <FormError>{errorMessage(t, apply.error)}</FormError> : null}
      {apply.data ? (
        <p className="admin__pad" role="status">
          {t('courseAdmin.import.done', apply.data)}
        </p>
      ) : null}
    </AdminPage>
  );
}
