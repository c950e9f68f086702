import { useId, useRef, useState } from 'react';
import { REVIEW_LIMITS, REVIEW_MESSAGES, reviewProblems } from '@kapda/rules/reviews';
import type { OwnReviewFieldsFragment } from '../../gql/graphql';
import { useSubmitReviewMutation } from '../../gql/hooks/SubmitReview';
import { FormAlert, SubmitButton, TextField, useFormSubmit } from '../../ui/forms';
import { reviewRefusal, uploadReviewPhotos, type UploadedPhoto } from './review-api';

type Field = 'rating' | 'title' | 'body' | 'photos';
const STAR_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/**
 * Write or edit the member's review: stars (a radio group: arrow keys move), title, text and up to
 * four photos (uploaded as they are chosen). Checked here with the server's own rules.
 */
export function ReviewForm({ slug, productId, existing, onSaved, onCancel }: {
  slug: string;
  productId: string;
  existing: OwnReviewFieldsFragment | null;
  onSaved(message: string): void;
  onCancel(): void;
}) {
  const id = useId();
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [body, setBody] = useState(existing?.body ?? '');
  const [photos, setPhotos] = useState<UploadedPhoto[]>(() => (existing ? existing.photoKeys.map((key, i) => ({ key, url: existing.photos[i]?.url ?? '', thumbnailUrl: existing.photos[i]?.thumbnailUrl ?? '' })) : []));
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [submitReview] = useSubmitReviewMutation();

  const { errors, setErrors, submitting, onSubmit } = useFormSubmit<Field>({
    check: () => {
      const p = reviewProblems({ rating, title, body });
      return { rating: p.rating, title: p.title, body: p.body };
    },
    send: async () => {
      setProblem(null);
      await submitReview({ variables: { slug, input: { rating, title, body, photos: photos.map((p) => p.key) } } });
      onSaved(existing ? REVIEW_MESSAGES.updated : REVIEW_MESSAGES.saved);
    },
    refused: (error) => setProblem(reviewRefusal(error, 'Your review could not be saved. Please try again.')),
  });

  const addPhotos = async (files: FileList | null) => {
    if (!files?.length) return;
    const chosen = [...files];
    if (photos.length + chosen.length > REVIEW_LIMITS.photosMax) {
      setErrors({ ...errors, photos: REVIEW_MESSAGES.tooManyPhotos });
      return;
    }
    setUploading(true);
    setErrors({ ...errors, photos: undefined });
    try {
      const added = await uploadReviewPhotos(productId, chosen);
      setPhotos((now) => [...now, ...added].slice(0, REVIEW_LIMITS.photosMax));
    } catch (error) {
      setErrors({ ...errors, photos: reviewRefusal(error, 'The photos could not be uploaded. Please try again.') });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const bodyLength = [...body.trim()].length;
  return (
    <form className="review-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{existing ? 'Edit your review' : 'Write a review'}</h3>
      {problem && <FormAlert>{problem}</FormAlert>}
      <fieldset disabled={submitting} className="review-form__fields">
        <fieldset className="review-form__stars" aria-describedby={errors.rating ? `${id}-rating-error` : undefined} aria-invalid={errors.rating ? true : undefined}>
          <legend>Your rating</legend>
          <div className="star-picker">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className={`star-picker__star${n <= rating ? ' is-on' : ''}`}>
                <input type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} aria-label={`${n} ${n === 1 ? 'star' : 'stars'}: ${STAR_WORDS[n]}`} />
                <span aria-hidden="true">★</span>
              </label>
            ))}
            <span className="star-picker__word" aria-hidden="true">{STAR_WORDS[rating] ?? ''}</span>
          </div>
          {errors.rating && <p className="field__error" id={`${id}-rating-error`} role="alert">{errors.rating}</p>}
        </fieldset>
        <TextField label="Title" required value={title} onChange={setTitle} error={errors.title} maxLength={REVIEW_LIMITS.titleMax} placeholder="Soft fabric, true to size" />
        <div className={`field${errors.body ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-body`}>Your review</label>
          <textarea
            id={`${id}-body`} className="field__input review-form__body" rows={5} value={body} onChange={(e) => setBody(e.target.value)}
            aria-invalid={errors.body ? true : undefined} aria-describedby={`${id}-body-hint${errors.body ? ` ${id}-body-error` : ''}`}
            placeholder="How was the fabric, fit and colour?"
          />
          <p className="field__hint" id={`${id}-body-hint`}>{bodyLength} / {REVIEW_LIMITS.bodyMax} characters (at least {REVIEW_LIMITS.bodyMin})</p>
          {errors.body && <p className="field__error" id={`${id}-body-error`} role="alert">{errors.body}</p>}
        </div>
        <div className="review-form__photos">
          <p className="field__label" id={`${id}-photos`}>Photos (optional, up to {REVIEW_LIMITS.photosMax})</p>
          {photos.length > 0 && (
            <ul className="review-form__thumbs" aria-labelledby={`${id}-photos`}>
              {photos.map((photo, i) => (
                <li key={photo.key}>
                  <img src={photo.thumbnailUrl} alt={`Photo ${i + 1}`} width={64} height={80} />
                  <button type="button" className="button button--ghost button--small" onClick={() => setPhotos((now) => now.filter((p) => p.key !== photo.key))} aria-label={`Remove photo ${i + 1}`}>Remove</button>
                </li>
              ))}
            </ul>
          )}
          {photos.length < REVIEW_LIMITS.photosMax && (
            <label className="button button--outline button--small review-form__add-photo">
              {uploading ? 'Uploading…' : 'Add photos'}
              <input ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp" multiple className="visually-hidden" disabled={uploading} onChange={(e) => void addPhotos(e.target.files)} aria-describedby={errors.photos ? `${id}-photos-error` : undefined} />
            </label>
          )}
          {errors.photos && <p className="field__error" id={`${id}-photos-error`} role="alert">{errors.photos}</p>}
        </div>
        <div className="review-form__actions">
          <SubmitButton submitting={submitting || uploading} busyLabel={uploading ? 'Uploading photos…' : 'Saving…'}>{existing ? 'Update review' : 'Post review'}</SubmitButton>
          <button type="button" className="button button--ghost" onClick={onCancel}>Cancel</button>
        </div>
      </fieldset>
    </form>
  );
}
