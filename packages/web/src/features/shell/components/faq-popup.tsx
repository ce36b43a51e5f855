import { LIMITS } from '@mc/contract';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { LoadingState } from '../../../components/loading-state';
import { RichText } from '../../../components/rich-text';
import { useFaqs } from '../api/get-faqs';
import { PagedChoices } from './paged-choices';
import { FormFailure } from '../../../components/form-parts';

/** A stable ref callback: focus the answer's heading when it appears. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** 'Frequently asked questions': 6 a page; choosing one shows its answer. */
export function FaqPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const faqs = useFaqs(open);
  const [chosenId, setChosenId] = useState<string>();
  // The question last read, so going back shows its page with focus on it.
  const [lastId, setLastId] = useState<string>();
  const chosen = faqs.data?.find((faq) => String(faq.ID) === chosenId);
  const close = () => {
    setChosenId(undefined);
    setLastId(undefined);
    onClose();
  };
  const choose = (id: string) => {
    setChosenId(id);
    setLastId(id);
  };
  return (
    <Dialog
      open={open}
      title="Frequently asked questions"
      onClose={close}
      className="topics-dialog"
      actions={
        <>
          {chosen ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setChosenId(undefined)}
            >
              <ArrowLeft aria-hidden="true" size={18} />
              Back to questions
            </button>
          ) : null}
          <button type="button" className="button" onClick={close}>
            Close
          </button>
        </>
      }
    >
      {faqs.isPending ? <LoadingState label="Loading questions…" /> : null}
      {faqs.isError ? <FormFailure message={faqs.error.message} /> : null}
      {chosen ? (
        <article className="faq-answer" aria-labelledby="faq-answer-title">
          <h3 id="faq-answer-title" className="faq-answer__title" tabIndex={-1} ref={focusOnMount}>
            {chosen.Name}
          </h3>
          <RichText className="rich-text" markup={chosen.Content} />
        </article>
      ) : faqs.data ? (
        faqs.data.length === 0 ? (
          <p className="empty-state">No questions yet.</p>
        ) : (
          <PagedChoices
            label="Questions"
            pageSize={LIMITS.faqPageSize}
            choices={faqs.data.map((faq) => ({ key: String(faq.ID), label: faq.Name }))}
            onChoose={choose}
            initialKey={lastId}
          />
        )
      ) : null}
    </Dialog>
  );
}
