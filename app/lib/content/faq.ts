// The FAQ's questions, shared by the page and its FAQPage structured data.
export type FaqEntry = { question: string; answer: string };
export type FaqGroup = { heading: string; entries: readonly FaqEntry[] };

/** The FAQ, worded with the shop's current free-shipping threshold ("$150"). */
export function faqGroups(freeShipping: string): readonly FaqGroup[] {
  return [
    {
      heading: "Returns",
      entries: [
        {
          question: "How long do I have to return something?",
          answer: "30 days from delivery. Pieces should be unworn, unwashed and still have their tags.",
        },
        {
          question: "How do I start a return?",
          answer:
            "Contact us with your order number and we send you a return label. Full steps are on our returns page.",
        },
        {
          question: "When will I get my refund?",
          answer: "Within 5 business days of your parcel reaching our studio, to your original payment method.",
        },
        {
          question: "Can I exchange for another size?",
          answer: "Yes. Ask for an exchange and we send the new size as soon as your return is on its way.",
        },
      ],
    },
    {
      heading: "Shipping",
      entries: [
        { question: "Do you offer free shipping?", answer: `Yes, on every order of ${freeShipping} or more.` },
        {
          question: "How long does delivery take?",
          answer: "Orders leave us in 1-2 business days and arrive in 3-7 business days.",
        },
        {
          question: "Where do you ship?",
          answer: "The United States, Canada, the United Kingdom, Australia, Germany, France and Japan.",
        },
      ],
    },
    {
      heading: "Sizing and products",
      entries: [
        {
          question: "What sizes do you carry?",
          answer:
            "Clothing from XS to 4XL (numeric 0 to 23), plus One Size and adjustable pieces. Our size guide maps them side by side.",
        },
        {
          question: "Are your pieces handmade?",
          answer:
            "Many are: we work with small workshops and make a few pieces in our own studio. Each product page tells you more.",
        },
      ],
    },
    {
      heading: "Help and account",
      entries: [
        {
          question: "How can I reach you?",
          answer:
            "Any time: our support is open 24/7 through the contact form, and we usually reply within a few hours.",
        },
        {
          question: "Do I need an account to shop?",
          answer:
            "No. You can browse and check out as a guest; an account lets you keep favorites, subscribe to our letters and see your orders.",
        },
        {
          question: "Is checkout secure?",
          answer:
            "Yes. Payment happens in a secure hosted checkout with buyer protection; we never see your card details.",
        },
      ],
    },
  ];
}

export function faqPageJsonLd(freeShipping: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqGroups(freeShipping)
      .flatMap((group) => group.entries)
      .map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer },
      })),
  };
}
