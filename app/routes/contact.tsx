import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContactForm } from "../components/layout/ContactForm";
import { ContentPage } from "../components/layout/ContentPage";
import { ContactFormSchema, isHoneypotFilled } from "../lib/contact/contact-form";
import { readFormBody, replyFailure } from "../lib/forms/form-body.server";
import { formFailure } from "../lib/platform/reply";
import { keptFormValues, parseSubmission } from "../lib/forms/parse-submission";
import { readVoiceRecording } from "../lib/contact/voice-recording.server";
import { contactRateLimitKey, isContactRateLimited, storeContactMessage } from "../lib/contact/contact.server";
import { seoMeta } from "../lib/seo/page-meta";
import { useFreeShippingLabel } from "../components/layout/useFreeShippingLabel";
import { useShopIdentity } from "../components/layout/useShopIdentity";
import { ShopIdentityDetails } from "../components/layout/ShopIdentityDetails";
import { Alert } from "../components/ui/Alert";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Contact Us | Boho Boutique",
    description:
      "Questions about an order, sizing or a piece you love? Write to Boho Boutique: our support is here 24/7.",
  });

export function loader({ request }: LoaderFunctionArgs) {
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormBody(request);
  // A filled honeypot gets the same thank-you as a person, so a bot learns nothing.
  if (isHoneypotFilled(form)) return redirect("/contact?sent=1");
  // Counted before the form is parsed: a flood costs one upsert per post, whatever it holds.
  if (await isContactRateLimited(context.db, contactRateLimitKey(request))) {
    return replyFailure(
      formFailure({
        values: keptFormValues(form, ContactFormSchema),
        formError: "Too many messages in a short time. Please wait a few minutes and try again.",
      }),
      429,
    );
  }
  const parsed = parseSubmission(form, ContactFormSchema);
  if (!parsed.ok) return replyFailure(parsed.failure, 400);
  const values = parsed.values;
  const voice = await readVoiceRecording(form);
  if ("error" in voice) return replyFailure(formFailure({ values, formError: voice.error }), 400);
  await storeContactMessage({ db: context.db, media: context.env.MEDIA }, parsed.value, voice.recording);
  return redirect("/contact?sent=1");
}

export default function Contact() {
  const freeShipping = useFreeShippingLabel();
  const identity = useShopIdentity();
  const { sent } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <ContentPage
      eyebrow="We're here 24/7"
      title="Contact Us"
      intro={
        <p>
          Questions about sizing, an order or a piece you have your eye on? Write to us and a real person will answer,
          usually within a few hours.
        </p>
      }
    >
      {sent ? (
        <Alert tone="success" className="mb-8">
          <h2 className="mt-0 text-2xl">Thank you, your message is on its way</h2>
          <p className="mt-2">
            We have received your message and will reply to your email soon. In the meantime, our <a href="/faq">FAQ</a>{" "}
            may already have the answer.
          </p>
        </Alert>
      ) : null}
      <div className="grid gap-10 md:grid-cols-[1fr_14rem]">
        <ContactForm reply={reply} />
        <aside aria-label="Other ways to reach us" className="text-sm">
          <h2 className="mt-0 text-xl">Who we are</h2>
          <ShopIdentityDetails identity={identity} />
          <h2 className="text-xl">Good to know</h2>
          <ul>
            <li>Free shipping on orders of {freeShipping} or more.</li>
            <li>
              30-day returns: see <a href="/returns">returns</a>.
            </li>
            <li>
              Order questions? <a href="/track-order">Track your order</a>.
            </li>
            <li>
              What we keep from this form, and why: our <a href="/privacy">privacy policy</a>.
            </li>
          </ul>
        </aside>
      </div>
    </ContentPage>
  );
}
