import { IonButton, IonCheckbox, IonItem, IonLabel, IonList, useIonRouter } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AdminCourseEdit, type AdminCourse } from '@fairway/contract';
import { isApiError } from '../../api/api-error';
import {
  deleteAdminTee,
  postAdminCourse,
  putAdminCourse,
  saveAdminTee,
} from '../../api/course-admin.api';
import { FormError } from '../../components/form-error';
import { AdminPage } from '../../components/admin-page';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { errorMessage } from '../../i18n/error-message';
import { adminCourseQuery, useCourseWrite } from './course-admin.queries';
import {
  kindOf,
  newTeeDraft,
  resized,
  teeDraft,
  teeInput,
  teeProblems,
  type InvalidKind,
  type TeeDraft,
} from './course-draft';
import { QueryState } from './query-state';
import { invalidText, TeeEditor } from './tee-editor';
import '../admin/admin.css';
import './course-admin.css';

type Problems = Map<string, InvalidKind>;

/** The fields a refusal named (server side), by path under `prefix` (e.g. `tees.0.`). */
function refusedFields(error: unknown, prefix = ''): Problems {
  const problems: Problems = new Map();
  if (isApiError(error))
    for (const f of error.fields)
      if (f.field.startsWith(prefix)) {
        const path = f.field.slice(prefix.length);
        problems.set(path, kindOf(path));
      }
  return problems;
}

interface CourseFields {
  name: string;
  holes: 9 | 18;
  hole_options: (9 | 18)[];
}

function courseProblems(c: CourseFields): Problems {
  const checked = AdminCourseEdit.safeParse(c);
  const problems: Problems = new Map();
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const path = issue.path.join('.');
      problems.set(path, kindOf(path));
    }
  return problems;
}

/** Name, hole count (fixed once a tee has holes) and the round lengths the course offers. */
function CourseFieldsEditor({
  value,
  onChange,
  problems,
  holesFixed,
}: {
  value: CourseFields;
  onChange: (c: CourseFields) => void;
  problems: Problems;
  holesFixed: boolean;
}) {
  const { t } = useTranslation();
  const toggle = (n: 9 | 18, on: boolean) =>
    onChange({
      ...value,
      hole_options: on
        ? [...value.hole_options.filter((o) => o !== n), n].sort((a, b) => a - b)
        : value.hole_options.filter((o) => o !== n),
    });
  return (
    <>
      <div className="course-admin__grid">
        <TextField
          label={t('courseAdmin.course.name')}
          value={value.name}
          maxLength={80}
          error={invalidText(t, problems.get('name'), value.holes)}
          onChange={(e) => onChange({ ...value, name: e.target.value })}
        />
        <SelectField
          label={t('courseAdmin.course.holes')}
          value={value.holes}
          disabled={holesFixed}
          error={invalidText(t, problems.get('holes'), value.holes)}
          onChange={(e) => {
            const holes = Number(e.target.value) as 9 | 18;
            onChange({ ...value, holes, hole_options: [holes] });
          }}
        >
          <option value={9}>9</option>
          <option value={18}>18</option>
        </SelectField>
      </div>
      <div className="course-admin__loops" role="group" aria-label={t('courseAdmin.course.loops')}>
        <span>{t('courseAdmin.course.loops')}</span>
        {([9, 18] as const).map((n) => (
          <IonCheckbox
            key={n}
            labelPlacement="end"
            checked={value.hole_options.includes(n)}
            onIonChange={(e) => toggle(n, e.detail.checked)}
          >
            {t('courseAdmin.course.loop', { holes: n })}
          </IonCheckbox>
        ))}
      </div>
      {problems.has('hole_options') ? (
        <p className="course-admin__problems">
          {invalidText(t, problems.get('hole_options'), value.holes)}
        </p>
      ) : null}
    </>
  );
}

/** A new course with its first tee: saved together, then the course's own form opens. */
function NewCourse() {
  const { t } = useTranslation();
  const router = useIonRouter();
  const [course, setCourse] = useState<CourseFields>({
    name: '',
    holes: 18,
    hole_options: [9, 18],
  });
  const [tee, setTee] = useState<TeeDraft>(() => newTeeDraft(18));
  const [shown, setShown] = useState<{ course: Problems; tee: Problems } | null>(null);
  const create = useCourseWrite(postAdminCourse);
  const save = () => {
    const problems = { course: courseProblems(course), tee: teeProblems(tee) };
    if (problems.course.size || problems.tee.size) return setShown(problems);
    setShown(null);
    create.mutate(
      { ...course, tees: [teeInput(tee)] },
      {
        onSuccess: (made) => router.push(`/app/admin/courses/${made.id}`, 'forward', 'replace'),
        onError: (error) =>
          setShown({ course: refusedFields(error), tee: refusedFields(error, 'tees.0.') }),
      },
    );
  };
  return (
    <>
      <CourseFieldsEditor
        value={course}
        problems={shown?.course ?? new Map()}
        holesFixed={false}
        onChange={(c) => {
          setCourse(c);
          if (c.holes !== tee.holes.length) setTee(resized(tee, c.holes));
        }}
      />
      <h2 className="admin__section-title">{t('courseAdmin.tee.first')}</h2>
      <TeeEditor draft={tee} onChange={setTee} problems={shown?.tee ?? new Map()} />
      {create.isError ? <FormError>{errorMessage(t, create.error)}</FormError> : null}
      <div className="admin__pad">
        <IonButton onClick={save} disabled={create.isPending}>
          {t('courseAdmin.save')}
        </IonButton>
      </div>
    </>
  );
}

/** One tee of a saved course opened: saved or removed on its own. */
function TeeForm({
  course,
  teeId,
  onDone,
}: {
  course: AdminCourse;
  teeId: number | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const existing = course.tees.find((x) => x.id === teeId);
  const [draft, setDraft] = useState<TeeDraft>(() =>
    existing ? teeDraft(existing) : newTeeDraft(course.holes),
  );
  const [problems, setProblems] = useState<Problems>(new Map());
  const save = useCourseWrite((d: TeeDraft, key: string) =>
    saveAdminTee(course.id, teeId, teeInput(d), key),
  );
  const remove = useCourseWrite((id: number, key: string) => deleteAdminTee(course.id, id, key));
  const submit = () => {
    const own = teeProblems(draft);
    setProblems(own);
    if (own.size) return;
    save.mutate(draft, { onSuccess: onDone, onError: (e) => setProblems(refusedFields(e)) });
  };
  const failed = save.error ?? remove.error;
  return (
    <div className="admin__editor">
      <TeeEditor draft={draft} onChange={setDraft} problems={problems} />
      {failed ? <FormError>{errorMessage(t, failed)}</FormError> : null}
      {existing?.in_use ? <p className="admin__intro">{t('courseAdmin.tee.inUse')}</p> : null}
      <div className="course-admin__actions admin__pad">
        <IonButton onClick={submit} disabled={save.isPending}>
          {t('courseAdmin.tee.save')}
        </IonButton>
        {existing && !existing.in_use ? (
          <IonButton
            color="danger"
            fill="outline"
            disabled={remove.isPending}
            onClick={() => remove.mutate(existing.id, { onSuccess: onDone })}
          >
            {t('courseAdmin.tee.delete')}
          </IonButton>
        ) : null}
        <IonButton fill="clear" onClick={onDone}>
          {t('common.cancel')}
        </IonButton>
      </div>
    </div>
  );
}

/** A saved course: its own fields, and its tees each opened to edit, or a new one. */
function EditCourse({ course }: { course: AdminCourse }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<CourseFields>({
    name: course.name,
    holes: course.holes as 9 | 18,
    hole_options: course.hole_options as (9 | 18)[],
  });
  const [problems, setProblems] = useState<Problems>(new Map());
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const edit = useCourseWrite((c: CourseFields, key: string) => putAdminCourse(course.id, c, key));
  const saveCourse = () => {
    const own = courseProblems(fields);
    setProblems(own);
    if (!own.size) edit.mutate(fields, { onError: (e) => setProblems(refusedFields(e)) });
  };
  return (
    <>
      <CourseFieldsEditor
        value={fields}
        onChange={setFields}
        problems={problems}
        holesFixed={course.tees.length > 0}
      />
      {edit.isError ? <FormError>{errorMessage(t, edit.error)}</FormError> : null}
      <div className="admin__pad course-admin__actions">
        <IonButton onClick={saveCourse} disabled={edit.isPending}>
          {t('courseAdmin.save')}
        </IonButton>
        <IonButton fill="outline" routerLink={`/app/admin/courses/${course.id}/blocks`}>
          {t('teeBlocks.open')}
        </IonButton>
      </div>
      <h2 className="admin__section-title">{t('teeSheetAdmin.section')}</h2>
      <div className="admin__pad course-admin__actions">
        <IonButton fill="outline" routerLink={`/app/admin/courses/${course.id}/tee-sheet`}>
          {t('teeSheetAdmin.open')}
        </IonButton>
        <IonButton fill="outline" routerLink={`/app/admin/courses/${course.id}/day`}>
          {t('teeSheetDay.open')}
        </IonButton>
      </div>
      <h2 className="admin__section-title">{t('courseAdmin.tee.title')}</h2>
      <IonList inset>
        {course.tees.map((tee) => (
          <div key={tee.id}>
            <IonItem
              button
              detail={false}
              aria-expanded={open === tee.id}
              onClick={() => setOpen(open === tee.id ? null : tee.id)}
            >
              <IonLabel>
                <h2>
                  <span className="course-admin__swatch" style={{ background: tee.kleur }} />
                  {tee.naam}
                </h2>
                <p>
                  {t('courseAdmin.tee.summary', {
                    men: `${tee.men.course_rating} / ${tee.men.slope_rating} / ${tee.men.par}`,
                    women: `${tee.women.course_rating} / ${tee.women.slope_rating} / ${tee.women.par}`,
                  })}
                </p>
              </IonLabel>
            </IonItem>
            {open === tee.id ? (
              <TeeForm course={course} teeId={tee.id} onDone={() => setOpen(null)} />
            ) : null}
          </div>
        ))}
      </IonList>
      {open === 'new' ? (
        <TeeForm course={course} teeId={null} onDone={() => setOpen(null)} />
      ) : (
        <div className="admin__pad">
          <IonButton fill="outline" onClick={() => setOpen('new')}>
            {t('courseAdmin.tee.add')}
          </IonButton>
        </div>
      )}
    </>
  );
}

/** A course of the club (role tee_sheet_manager): new, or an existing one with its tees. */
export default function CourseFormPage() {
  const { t } = useTranslation();
  const params = useParams<{ id?: string }>();
  const id = params.id ? Number(params.id) : null;
  const course = useQuery({ ...adminCourseQuery(id ?? 0), enabled: id !== null });
  const title =
    id === null ? t('courseAdmin.newTitle') : (course.data?.name ?? t('courseAdmin.title'));
  return (
    <AdminPage title={title} backHref="/app/admin/courses">
      {id === null ? (
        <NewCourse />
      ) : course.data ? (
        <EditCourse key={course.data.id} course={course.data} />
      ) : (
        <QueryState error={course.error} />
      )}
    </AdminPage>
  );
}
