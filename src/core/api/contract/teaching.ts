/**
 * The teaching area (teachers manage departments): the classes (departments) a teacher manages.
 * What a teacher sees of students — tasks, homework, exams, compositions, statistics — is
 * limited to the departments they manage; every later teaching call checks it on the server.
 */

/** A department (class or teaching group) of the caller's organisation. */
export interface Department {
  id: number;
  name: string;
  /** Students whose department this is (teachers' own groups count their students, often 0). */
  studentcount: number;
}

/** A department as a teacher sees it: whether they manage it. */
export interface TeacherDepartment extends Department {
  managed: boolean;
}

/**
 * POST /Api/Teacher/AddManagedDep and /RemoveManagedDep {departmentid}. The library assigns a
 * teacher's classes: AddManagedDep is always refused (403 / 40301, "classes are assigned by
 * the library"); RemoveManagedDep lets a class go.
 */
export interface ManagedDepartmentRequest {
  departmentid: number;
}

/** A teacher is assigned at most this many departments (a school's classes and groups fit). */
export const MAX_MANAGED_DEPARTMENTS = 60;

/** The paths of this area (ApiPath in index.ts joins every area's). */
export const TeachingPath = {
  /** Every department of the organisation, with `managed` for the calling teacher. */
  departmentsForTeacher: '/Api/Department/List/ForTeacher',
  /** The departments the calling teacher manages. */
  managedDepartments: '/Api/Teacher/ManagedDeps',
  /** Refused: the library assigns classes (kept as the original portal's call list has it). */
  addManagedDepartment: '/Api/Teacher/AddManagedDep',
  removeManagedDepartment: '/Api/Teacher/RemoveManagedDep',
  /** GET: the organisation's departments (any logged-in reader; names only, no students). */
  identityDepartments: '/IdentityApi/Department/List',
} as const;
