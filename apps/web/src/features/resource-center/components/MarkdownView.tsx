import { Box, Link, Typography } from '@mui/material';
import { parseMarkdown, type MarkdownInline } from '@terna/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/shared/ui/visuallyHidden';

/**
 * A guide's Markdown as elements: the domain parser keeps only headings, paragraphs, lists, bold,
 * italic and safe links, and each becomes a React element, so no text of the author's is ever HTML.
 */
export function MarkdownView({ body }: { body: string }) {
  const blocks = useMemo(() => parseMarkdown(body), [body]);
  return (
    <Box sx={{ '& > * + *': { mt: 2 }, lineHeight: 1.7, overflowWrap: 'anywhere' }}>
      {blocks.map((block, index) => {
        if (block.type === 'heading')
          return (
            <Typography
              key={index}
              component={`h${block.level}`}
              variant={block.level === 2 ? 'h5' : 'h6'}
              sx={{ fontWeight: 700, pt: 1 }}
            >
              <Inline parts={block.content} />
            </Typography>
          );
        if (block.type === 'list')
          return (
            <Box key={index} component={block.ordered ? 'ol' : 'ul'} sx={{ pl: 3, my: 0, '& li + li': { mt: 0.5 } }}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <Inline parts={item} />
                </li>
              ))}
            </Box>
          );
        return (
          <Typography key={index} component="p">
            <Inline parts={block.content} />
          </Typography>
        );
      })}
    </Box>
  );
}

function Inline({ parts }: { parts: MarkdownInline[] }) {
  const { t } = useTranslation('resourceCenter');
  return parts.map((part, index) => {
    if (part.type === 'strong') return <strong key={index}>{part.text}</strong>;
    if (part.type === 'em') return <em key={index}>{part.text}</em>;
    if (part.type === 'link') {
      const external = /^[a-z]+:/i.test(part.href);
      return (
        <Link key={index} href={part.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {part.text}
          {external && <Box component="span" sx={visuallyHidden}>{` ${t('newTab')}`}</Box>}
        </Link>
      );
    }
    return <span key={index}>{part.text}</span>;
  });
}
