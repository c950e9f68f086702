import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A published version of one page's content (JSON). The newest version of a page is what shoppers
 * see; older ones stay for the back office to view and restore (the last few are kept).
 */
@Entity('site_content_versions')
@Index('IDX_site_content_versions_page', ['page', 'id'])
export class SiteContentVersion {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** home | about | contact | footer */
  @Column({ type: 'varchar', length: 20 })
  page: string;

  @Column({ type: 'text' })
  data: string;

  @Column({ type: 'int', nullable: true })
  publishedById: number | null;

  @Column({ type: 'varchar', length: 254 })
  publishedByEmail: string;

  @CreateDateColumn({ type: 'datetime' })
  publishedAt: Date;
}

/** The editor's autosaved, unpublished draft of a page (one per page; the newest autosave wins). */
@Entity('site_content_drafts')
export class SiteContentDraft {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  page: string;

  @Column({ type: 'text' })
  data: string;

  @Column({ type: 'int', nullable: true })
  savedById: number | null;

  @Column({ type: 'varchar', length: 254 })
  savedByEmail: string;

  @UpdateDateColumn({ type: 'datetime' })
  savedAt: Date;
}
