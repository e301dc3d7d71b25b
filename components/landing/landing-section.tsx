import { container, deferredSection, sectionSubtitle, sectionTitle } from "./styles";

type LandingSectionProps = {
  /** Anchor of the section (`/#features`); its heading gets `<id>-title`. */
  id: string;
  title: string;
  subtitle: string;
  /** Background and spacing of the band. */
  className: string;
  centered?: boolean;
  children: React.ReactNode;
};

/** A titled band of the landing page below the hero: anchor, heading, subtitle, deferred layout. */
export function LandingSection({
  id,
  title,
  subtitle,
  className,
  centered = false,
  children,
}: LandingSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-20 ${className} ${deferredSection}`}
    >
      <div className={container}>
        <div className={centered ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
          <h2 id={`${id}-title`} className={sectionTitle}>
            {title}
          </h2>
          <p className={sectionSubtitle}>{subtitle}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
