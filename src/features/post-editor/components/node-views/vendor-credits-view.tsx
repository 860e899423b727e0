import type { ReactNodeViewProps } from '@tiptap/react';
import { TextField } from '@/components/form';
import { VENDOR_CREDITS_HEADING, type Credit } from '@/features/posts';
import { CreditRows } from '../fields/credit-rows';
import { BlockFrame } from './block-frame';
import { setNodeAttrs, stringAttr } from './node-attrs';

/** 'The Vendors': a heading and rows of role + published listing, linked on the page. */
export function VendorCreditsView(view: ReactNodeViewProps) {
  const { attrs } = view.node;
  const credits = Array.isArray(attrs.credits) ? (attrs.credits as Credit[]) : [];

  return (
    <BlockFrame view={view}>
      <TextField
        label="Heading"
        optional
        hint={`Left empty, it reads ‘${VENDOR_CREDITS_HEADING}’.`}
        placeholder={VENDOR_CREDITS_HEADING}
        value={stringAttr(attrs, 'heading')}
        data-autofocus
        onChange={(event) => setNodeAttrs(view, { heading: event.target.value })}
      />
      <CreditRows
        legend="Vendors"
        credits={credits}
        onChange={(next) => setNodeAttrs(view, { credits: next })}
      />
    </BlockFrame>
  );
}
