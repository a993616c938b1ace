// 作文 (issue 26): schools, teachers (readers certified as teachers of a school), students (a reader's
// student profile: pen name, school, grade; a guardian's consent for one under 14), compositions and their
// pictures, teachers' reviews, and the paper's issues that print them.
import { sql, type Kysely } from 'kysely'
import { autoId, bigint } from './util'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('composition_schools')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('name', 'varchar(40)', c => c.notNull().unique())
    .addColumn('district', 'varchar(20)', c => c.notNull())
    /** primary | junior | senior */
    .addColumn('level', 'varchar(8)', c => c.notNull())
    .addColumn('badge', 'varchar(255)', c => c.notNull().defaultTo(''))
    .addColumn('intro', 'text', c => c.notNull().defaultTo(''))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()

  await db.schema.createTable('composition_teachers')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('user_id', 'integer', c => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('school_id', 'integer', c => c.notNull().references('composition_schools.id'))
    /** the name the teacher signs reviews with (a teacher is public in that role, unlike a student) */
    .addColumn('name', 'varchar(20)', c => c.notNull())
    .addColumn('subject', 'varchar(20)', c => c.notNull().defaultTo('语文'))
    .addColumn('intro', 'text', c => c.notNull().defaultTo(''))
    /** active | revoked */
    .addColumn('status', 'varchar(8)', c => c.notNull().defaultTo('active'))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()
  await db.schema.createIndex('composition_teachers_school').on('composition_teachers').columns(['school_id', 'status']).execute()

  await db.schema.createTable('composition_students')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('user_id', 'integer', c => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('pen_name', 'varchar(20)', c => c.notNull())
    .addColumn('school_id', 'integer', c => c.notNull().references('composition_schools.id'))
    /** 1–12 */
    .addColumn('grade', 'integer', c => c.notNull())
    .addColumn('class_name', 'varchar(20)', c => c.notNull().defaultTo(''))
    /** the student said they are under 14 (no birthday is kept) */
    .addColumn('under14', 'integer', c => c.notNull().defaultTo(0))
    /** a guardian's consent (PIPL Art. 31): when, and the account that gave it */
    .addColumn('consent_at', bigint(db))
    .addColumn('consent_by', 'integer', c => c.references('users.id').onDelete('set null'))
    /** withdrawn: the student's works are hidden from everyone else */
    .addColumn('consent_withdrawn_at', bigint(db))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()

  await db.schema.createTable('composition_issues')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('date', 'varchar(10)', c => c.notNull())
    .addColumn('edition', 'varchar(20)', c => c.notNull())
    .addColumn('page', 'integer', c => c.notNull())
    .addColumn('title', 'varchar(40)', c => c.notNull())
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()
  await sql`create unique index composition_issues_page on composition_issues (date, page)`.execute(db)

  await db.schema.createTable('compositions')
    .addColumn('id', 'integer', c => autoId(db, c))
    .addColumn('student_id', 'integer', c => c.notNull().references('composition_students.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', c => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(40)', c => c.notNull())
    .addColumn('body', 'text', c => c.notNull())
    .addColumn('genre', 'varchar(16)', c => c.notNull())
    .addColumn('grade', 'integer', c => c.notNull())
    .addColumn('grade_band', 'varchar(8)', c => c.notNull())
    .addColumn('school_id', 'integer', c => c.notNull().references('composition_schools.id'))
    /** the guiding teacher it names (composition_teachers.id) */
    .addColumn('teacher_id', 'integer', c => c.references('composition_teachers.id').onDelete('set null'))
    /** JSON array of upload ids: pictures of the handwritten pages */
    .addColumn('images', 'text', c => c.notNull().defaultTo('[]'))
    /** draft | submitted | returned | reviewed | recommended | printed | rejected */
    .addColumn('status', 'varchar(12)', c => c.notNull())
    /** why it was returned or rejected */
    .addColumn('reason', 'varchar(200)', c => c.notNull().defaultTo(''))
    /** held for its teacher as 疑似重复: the closest text ('composition:12', 'news:345') and how close (0–1) */
    .addColumn('similar_to', 'varchar(40)', c => c.notNull().defaultTo(''))
    .addColumn('similarity', 'real', c => c.notNull().defaultTo(0))
    .addColumn('score', 'integer')
    .addColumn('issue_id', 'integer', c => c.references('composition_issues.id').onDelete('set null'))
    .addColumn('view_num', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('like_num', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('comment_num', 'integer', c => c.notNull().defaultTo(0))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .addColumn('updated_at', bigint(db), c => c.notNull())
    .addColumn('submitted_at', bigint(db))
    /** when it became public (reviewed) */
    .addColumn('published_at', bigint(db))
    .addColumn('recommended_at', bigint(db))
    .addColumn('printed_at', bigint(db))
    .execute()
  await db.schema.createIndex('compositions_public').on('compositions').columns(['status', 'published_at']).execute()
  await db.schema.createIndex('compositions_student').on('compositions').columns(['student_id', 'created_at']).execute()
  await db.schema.createIndex('compositions_teacher').on('compositions').columns(['teacher_id', 'status', 'submitted_at']).execute()
  await db.schema.createIndex('compositions_school').on('compositions').columns(['school_id', 'status']).execute()
  await db.schema.createIndex('compositions_issue').on('compositions').columns(['issue_id']).execute()

  await db.schema.createTable('composition_reviews')
    .addColumn('id', 'integer', c => autoId(db, c))
    /** one score per composition */
    .addColumn('composition_id', 'integer', c => c.notNull().unique().references('compositions.id').onDelete('cascade'))
    .addColumn('teacher_id', 'integer', c => c.notNull().references('composition_teachers.id').onDelete('cascade'))
    .addColumn('score', 'integer', c => c.notNull())
    .addColumn('comment', 'text', c => c.notNull())
    /** JSON array of the lines the teacher marked */
    .addColumn('highlights', 'text', c => c.notNull().defaultTo('[]'))
    .addColumn('created_at', bigint(db), c => c.notNull())
    .execute()
  await db.schema.createIndex('composition_reviews_teacher').on('composition_reviews').columns(['teacher_id', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['composition_reviews', 'compositions', 'composition_issues', 'composition_students', 'composition_teachers', 'composition_schools']) {
    await db.schema.dropTable(t).execute()
  }
}
