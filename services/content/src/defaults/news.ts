import type { NewsItem } from '../models/news-item.model.ts';

/**
 * A seeded news item: its stable seed key and the stored fields, content as plain text (`seedNews`
 * stores it as HTML paragraphs and sets the per-language publication fields).
 */
export type DefaultNewsItem = { key: string } & Omit<
  NewsItem,
  'updated_at' | 'published_ar' | 'published_en' | 'publish_at' | 'image_id'
>;

/**
 * The six sample news items seeded at first start (spec §3: six static items dated January
 * 2025; §9: views between 100 and 1099, fixed here so the site does not change on reload).
 * All published, one per category, two featured. Excerpts are written out; the 150-character
 * fallback applies only to items an admin adds without one.
 */
export const DEFAULT_NEWS: readonly DefaultNewsItem[] = [
  {
    key: 'company-launch',
    title_ar: 'انطلاق أعمال الشركة رسمياً من الرياض',
    title_en: 'The company officially opens for business in Riyadh',
    excerpt_ar: 'أعلنت الشركة بدء أعمالها رسمياً من مقرها في الرياض بستة مسارات خدمة متكاملة لرواد الأعمال والشركات.',
    excerpt_en:
      'The company announced the official start of its operations from its Riyadh head office, with six integrated service tracks for entrepreneurs and companies.',
    content_ar:
      'أعلنت الشركة بدء أعمالها رسمياً من مقرها الرئيسي في مدينة الرياض، لتقدم لرواد الأعمال والشركات ستة مسارات خدمة متكاملة: الملكية الفكرية، وابتكار الأعمال، والتمويل والاستثمار، وإطلاق العلامات والمشاريع الجديدة، والفعاليات والأنشطة، وتمثيل الشركات الأجنبية في السوق السعودي. ويضم فريق الشركة مستشارين من تخصصات قانونية ومالية وتسويقية، ويعمل وفق منهجية واضحة تبدأ بفهم احتياج العميل وتنتهي بقياس النتائج.',
    content_en:
      'The company announced the official start of its operations from its head office in Riyadh, offering entrepreneurs and companies six integrated service tracks: intellectual property, business innovation, finance and investment, launch of brands and new projects, events and activities, and the representation of foreign companies in the Saudi market. Its team brings together legal, financial and marketing consultants and works to a clear method that starts with understanding the client’s need and ends with measuring the results.',
    category: 'company-news',
    author: 'فريق التحرير',
    author_en: 'Editorial team',
    image_url: '',
    views: 1042,
    featured: true,
    is_published: 1,
    created_at: new Date('2025-01-05T09:00:00.000Z'),
  },
  {
    key: 'ip-partnership',
    title_ar: 'شراكة استراتيجية لتسريع تسجيل العلامات التجارية',
    title_en: 'Strategic partnership to speed up trademark registration',
    excerpt_ar:
      'وقّعت الشركة اتفاقية شراكة مع مكتب محاماة متخصص لتقديم خدمات تسجيل العلامات التجارية وحمايتها بوقت أقصر.',
    excerpt_en:
      'The company signed a partnership agreement with a specialist law firm to register and protect trademarks in less time.',
    content_ar:
      'وقّعت الشركة اتفاقية شراكة استراتيجية مع مكتب محاماة متخصص في الملكية الفكرية، تتيح لعملائها إجراءات أسرع لتسجيل العلامات التجارية وبراءات الاختراع، ومتابعة الاعتراضات، ورصد التعديات في المملكة ودول الخليج. وتأتي الشراكة ضمن مسار الملكية الفكرية الذي يهدف إلى حماية أفكار رواد الأعمال منذ اليوم الأول.',
    content_en:
      'The company signed a strategic partnership agreement with a law firm specialising in intellectual property, giving its clients faster procedures for registering trademarks and patents, following up oppositions and monitoring infringements in the Kingdom and the Gulf states. The partnership is part of the intellectual property track, which aims to protect entrepreneurs’ ideas from day one.',
    category: 'partnerships',
    author: 'إدارة الشراكات',
    author_en: 'Partnerships department',
    image_url: '',
    views: 734,
    featured: true,
    is_published: 1,
    created_at: new Date('2025-01-09T10:30:00.000Z'),
  },
  {
    key: 'innovation-lab',
    title_ar: 'إطلاق برنامج مختبر الابتكار للشركات الناشئة',
    title_en: 'Innovation Lab programme launched for start-ups',
    excerpt_ar:
      'برنامج من ثمانية أسابيع يساعد الشركات الناشئة على اختبار أفكارها مع العملاء وبناء نماذج أعمال قابلة للنمو.',
    excerpt_en:
      'An eight-week programme that helps start-ups test their ideas with customers and build business models that can grow.',
    content_ar:
      'أطلقت الشركة برنامج مختبر الابتكار، وهو برنامج من ثمانية أسابيع يجمع بين ورش تصميم الحلول والإرشاد الفردي واختبار المنتجات مع عملاء حقيقيين. ويستهدف البرنامج في دفعته الأولى عشر شركات ناشئة في قطاعات التقنية والرعاية الصحية والتجزئة، ويُختتم بيوم عرض أمام مستثمرين وشركاء محتملين.',
    content_en:
      'The company launched its Innovation Lab, an eight-week programme combining solution-design workshops, one-to-one mentoring and product testing with real customers. Its first cohort welcomes ten start-ups from technology, healthcare and retail, and ends with a demo day in front of potential investors and partners.',
    category: 'innovation',
    author: 'فريق الابتكار',
    author_en: 'Innovation team',
    image_url: '',
    views: 518,
    featured: false,
    is_published: 1,
    created_at: new Date('2025-01-14T08:15:00.000Z'),
  },
  {
    key: 'riyadh-forum',
    title_ar: 'مشاركة الشركة في ملتقى رواد الأعمال بالرياض',
    title_en: 'The company takes part in the Riyadh Entrepreneurs Forum',
    excerpt_ar: 'قدّم مستشارو الشركة جلسات حول حماية الأفكار وإعداد العروض الاستثمارية ضمن ملتقى رواد الأعمال بالرياض.',
    excerpt_en:
      'The company’s consultants led sessions on protecting ideas and preparing investor decks at the Riyadh Entrepreneurs Forum.',
    content_ar:
      'شاركت الشركة في ملتقى رواد الأعمال بالرياض بجناح تعريفي وجلستين حواريتين حول حماية الأفكار قبل عرضها على المستثمرين، وإعداد العروض الاستثمارية المقنعة. واستقبل الجناح أكثر من ثلاثمئة زائر على مدى يومين، وحجز عدد منهم جلسات استشارية مجانية مع فريق الشركة.',
    content_en:
      'The company took part in the Riyadh Entrepreneurs Forum with an information stand and two panel sessions on protecting ideas before pitching them to investors and on preparing convincing investor decks. Over three hundred visitors came to the stand in two days, and many booked free consultations with the company’s team.',
    category: 'events',
    author: 'فريق الفعاليات',
    author_en: 'Events team',
    image_url: '',
    views: 389,
    featured: false,
    is_published: 1,
    created_at: new Date('2025-01-19T13:00:00.000Z'),
  },
  {
    key: 'seed-funding',
    title_ar: 'إتمام جولة تمويل أولية لإحدى الشركات الناشئة',
    title_en: 'Seed funding round closed for a client start-up',
    excerpt_ar:
      'رافق فريق التمويل والاستثمار شركة ناشئة في مجال التقنية المالية حتى إتمام جولة تمويل أولية بقيمة مليوني ريال.',
    excerpt_en:
      'The finance and investment team took a fintech start-up through to the close of a two-million-riyal seed round.',
    content_ar:
      'رافق فريق التمويل والاستثمار في الشركة إحدى الشركات الناشئة في مجال التقنية المالية خلال جميع مراحل جولتها التمويلية الأولى: التقييم المالي، وإعداد العرض الاستثماري، والتواصل مع المستثمرين، والتفاوض على الشروط. وانتهت الجولة بتمويل قدره مليونا ريال سعودي سيُوجَّه إلى تطوير المنتج والتوسع في السوق المحلي.',
    content_en:
      'The company’s finance and investment team supported a fintech start-up through every stage of its first funding round: financial valuation, preparing the investor deck, reaching out to investors and negotiating terms. The round closed at two million Saudi riyals, which will go into product development and expansion in the local market.',
    category: 'financing',
    author: 'فريق التمويل والاستثمار',
    author_en: 'Finance and investment team',
    image_url: '',
    views: 861,
    featured: false,
    is_published: 1,
    created_at: new Date('2025-01-23T11:45:00.000Z'),
  },
  {
    key: 'ip-workshop',
    title_ar: 'ورشة تدريبية مجانية عن أساسيات الملكية الفكرية',
    title_en: 'Free training workshop on intellectual property basics',
    excerpt_ar:
      'ورشة عمل لرواد الأعمال تشرح الفرق بين العلامة التجارية وبراءة الاختراع وحقوق المؤلف وخطوات التسجيل في المملكة.',
    excerpt_en:
      'A workshop for entrepreneurs explaining trademarks, patents and copyright and the steps to register them in the Kingdom.',
    content_ar:
      'نظمت الشركة ورشة تدريبية مجانية بعنوان أساسيات الملكية الفكرية لرواد الأعمال، تناولت الفرق بين العلامة التجارية وبراءة الاختراع وحقوق المؤلف، وخطوات التسجيل لدى الجهات المختصة في المملكة، وأخطاء شائعة تُفقد أصحاب المشاريع حقوقهم. وحضر الورشة أربعون مشاركاً، وستُعقد دورات مماثلة كل شهر.',
    content_en:
      'The company held a free training workshop, Intellectual Property Basics for Entrepreneurs, covering the difference between trademarks, patents and copyright, the steps to register them with the Saudi authorities, and common mistakes that cost founders their rights. Forty participants attended, and similar sessions will run every month.',
    category: 'training',
    author: 'فريق التدريب',
    author_en: 'Training team',
    image_url: '',
    views: 247,
    featured: false,
    is_published: 1,
    created_at: new Date('2025-01-28T09:30:00.000Z'),
  },
];
