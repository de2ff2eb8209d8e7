import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
import { articles, type Article } from '../../content/articles.ts';
import { useReturnFocus } from '../../lib/use-return-focus.ts';

function ArticleDialog({ article, onClose }: { article: Article | null; onClose: () => void }) {
  const returnFocus = useReturnFocus(article !== null);
  return (
    <Dialog.Root open={article !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-box bg-base-100 p-6 text-base-content shadow-xl"
        >
          {article && (
            <article className="grid gap-4">
              <header className="flex items-start justify-between gap-4">
                <div>
                  <Dialog.Title className="text-2xl font-semibold">{article.title}</Dialog.Title>
                  <Dialog.Description className="mt-1 text-sm opacity-80">
                    {article.category} · {article.readTime}
                  </Dialog.Description>
                </div>
                <Dialog.Close asChild>
                  <button type="button" className="btn btn-ghost btn-circle btn-sm" aria-label="Close article">
                    <X aria-hidden="true" className="h-5 w-5" />
                  </button>
                </Dialog.Close>
              </header>
              {article.content.map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className="max-w-prose leading-relaxed">
                  {paragraph}
                </p>
              ))}
              <ul className="flex flex-wrap gap-2" aria-label="Tags">
                {article.tags.map((tag) => (
                  <li key={tag} className="badge badge-ghost">
                    {tag}
                  </li>
                ))}
              </ul>
            </article>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function ArticlesPanel() {
  const [open, setOpen] = useState<Article | null>(null);
  return (
    <div className="grid gap-4">
      <h2 className="text-xl font-semibold">Articles</h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id} className="card bg-base-200">
            <div className="card-body [&>p]:grow-0 gap-3">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="badge badge-secondary badge-sm">{article.category}</span>
                <span className="opacity-80">{article.readTime}</span>
              </p>
              <h3 className="card-title text-lg">{article.title}</h3>
              <p className="leading-relaxed">{article.excerpt}</p>
              <ul className="flex flex-wrap gap-2" aria-label="Tags">
                {article.tags.map((tag) => (
                  <li key={tag} className="badge badge-ghost badge-sm">
                    {tag}
                  </li>
                ))}
              </ul>
              <div className="card-actions mt-auto pt-2">
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  aria-label={`Read Full Article: ${article.title}`}
                  onClick={() => setOpen(article)}
                >
                  Read Full Article
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <ArticleDialog article={open} onClose={() => setOpen(null)} />
    </div>
  );
}
