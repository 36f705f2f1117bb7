import type { ICB_SECTORS } from '../companies';

/**
 * The words the company data is written with: a business overview per sector, the lines of
 * business of subsidiaries, auditors, head-office streets, Vietnamese names. The overviews say
 * what a company of the sector does, in general terms, so nothing reads as a claim about the
 * real company behind a ticker (the sites label the data "Dữ liệu minh họa" / "Demo data").
 */

export interface Bilingual {
  vi: string;
  en: string;
}

type Sector = keyof typeof ICB_SECTORS;

/** `{name}` is the company's short name. */
export const SECTOR_OVERVIEWS: Record<Sector, Bilingual> = {
  '0500': {
    vi: '{name} hoạt động trong chuỗi giá trị dầu khí: cung ứng, vận chuyển và phân phối sản phẩm dầu khí, cùng các dịch vụ kỹ thuật đi kèm. Doanh thu phụ thuộc vào sản lượng và giá dầu thế giới, trong khi hệ thống kho, cảng và mạng lưới phân phối trải khắp cả nước giúp doanh nghiệp giữ vững thị phần. Chiến lược trung hạn tập trung vào tối ưu chi phí vận hành, mở rộng dịch vụ phi xăng dầu và chuyển dịch dần sang năng lượng sạch.',
    en: '{name} works along the oil and gas value chain: supplying, transporting and distributing petroleum products, with the technical services that go with them. Revenue follows volumes and world oil prices, while storage, port and distribution networks across the country help it hold its market share. The medium-term strategy focuses on lower operating costs, more non-fuel services and a gradual shift towards cleaner energy.',
  },
  '1300': {
    vi: '{name} sản xuất và kinh doanh hóa chất và nguyên liệu công nghiệp phục vụ nông nghiệp, điện tử và công nghiệp chế biến trong và ngoài nước. Lợi thế của doanh nghiệp đến từ vùng nguyên liệu ổn định, công nghệ sản xuất khép kín và danh mục khách hàng xuất khẩu đa dạng. Biên lợi nhuận biến động theo giá hàng hóa thế giới, vì vậy doanh nghiệp ưu tiên đầu tư vào sản phẩm có giá trị gia tăng cao.',
    en: '{name} makes and sells chemicals and industrial raw materials for agriculture, electronics and processing industries at home and abroad. Its edge comes from secure raw-material sources, integrated production and a broad base of export customers. Margins move with world commodity prices, so the company puts its investment into higher value-added products.',
  },
  '1700': {
    vi: '{name} hoạt động trong ngành tài nguyên cơ bản với trọng tâm là sản xuất thép và vật liệu kim loại. Mô hình sản xuất khép kín từ nguyên liệu đến thành phẩm giúp doanh nghiệp kiểm soát chi phí và chất lượng, phục vụ thị trường xây dựng, cơ khí và xuất khẩu. Kết quả kinh doanh chịu ảnh hưởng của chu kỳ bất động sản, giá quặng, than cốc và nhu cầu thép toàn cầu.',
    en: '{name} works in basic resources, centred on steel and metal products. Integrated production from raw materials to finished goods lets it control costs and quality while serving construction, engineering and export markets. Results follow the property cycle, iron ore and coking coal prices and global steel demand.',
  },
  '2300': {
    vi: '{name} sản xuất và kinh doanh vật liệu xây dựng, phục vụ các công trình dân dụng, hạ tầng và thị trường xuất khẩu. Doanh nghiệp sở hữu hệ thống nhà máy, thương hiệu lâu năm và mạng lưới đại lý rộng khắp. Kết quả kinh doanh gắn với tiến độ đầu tư công, thị trường bất động sản và giá nguyên vật liệu đầu vào.',
    en: '{name} makes and sells building materials for housing, infrastructure and export markets. It owns a network of plants, an established brand and a wide dealer network. Results track public investment, the property market and the cost of raw materials.',
  },
  '2700': {
    vi: '{name} cung cấp hàng hóa và dịch vụ công nghiệp, từ khai thác hạ tầng, cơ điện đến dịch vụ kỹ thuật cho khách hàng doanh nghiệp. Nguồn thu chủ yếu đến từ các hợp đồng dài hạn và tài sản hạ tầng tạo dòng tiền ổn định. Doanh nghiệp tiếp tục đầu tư mở rộng công suất và nâng cấp công nghệ để đáp ứng nhu cầu tăng trưởng của nền kinh tế.',
    en: '{name} provides industrial goods and services, from operating infrastructure and mechanical and electrical work to engineering services for business customers. Most revenue comes from long-term contracts and infrastructure assets with steady cash flow. It keeps investing in capacity and technology to meet the growing economy’s needs.',
  },
  '3300': {
    vi: '{name} sản xuất và phân phối động cơ, máy nông nghiệp, ô tô và phụ tùng, đồng thời góp vốn vào các liên doanh sản xuất ô tô và xe máy. Phần lớn lợi nhuận đến từ cổ tức và lợi nhuận được chia từ các công ty liên doanh, liên kết. Doanh nghiệp đang tái cấu trúc các nhà máy thành viên và nâng cao tỷ lệ nội địa hóa sản phẩm.',
    en: '{name} makes and distributes engines, farm machinery, vehicles and parts, and holds stakes in car and motorcycle joint ventures. Most of its profit comes from dividends and its share of the joint ventures’ and associates’ earnings. It is restructuring its member plants and raising the local content of its products.',
  },
  '3500': {
    vi: '{name} sản xuất và kinh doanh thực phẩm, đồ uống với danh mục thương hiệu quen thuộc với người tiêu dùng Việt Nam. Hệ thống nhà máy đạt chuẩn, vùng nguyên liệu và mạng lưới phân phối phủ khắp các kênh bán lẻ hiện đại lẫn truyền thống là nền tảng tăng trưởng. Doanh nghiệp chú trọng đổi mới sản phẩm, cao cấp hóa danh mục và mở rộng xuất khẩu.',
    en: '{name} makes and sells food and beverages under brands familiar to Vietnamese consumers. Certified plants, raw-material sources and distribution through both modern and traditional retail channels are the base of its growth. It focuses on new products, premium ranges and more exports.',
  },
  '3700': {
    vi: '{name} kinh doanh hàng tiêu dùng cá nhân và gia dụng qua chuỗi cửa hàng bán lẻ, kênh bán buôn và thương mại điện tử. Thương hiệu uy tín, thiết kế sản phẩm riêng và hệ thống quản trị hàng tồn kho chặt chẽ giúp doanh nghiệp duy trì biên lợi nhuận. Sức mua của tầng lớp trung lưu là động lực tăng trưởng chính trong dài hạn.',
    en: '{name} sells personal and household goods through its own retail chain, wholesale channels and e-commerce. A trusted brand, in-house product design and tight inventory control help it keep its margins. Middle-class spending is its main long-term growth driver.',
  },
  '5300': {
    vi: '{name} vận hành chuỗi bán lẻ đa ngành hàng trên toàn quốc, kết hợp cửa hàng truyền thống với nền tảng bán hàng trực tuyến. Quy mô mạng lưới, năng lực logistics và dữ liệu khách hàng là lợi thế cạnh tranh cốt lõi. Doanh nghiệp ưu tiên tối ưu hiệu quả từng cửa hàng, mở rộng ngành hàng thiết yếu và nâng cao trải nghiệm mua sắm đa kênh.',
    en: '{name} runs a nationwide multi-category retail chain that combines stores with an online sales platform. The size of its network, its logistics and its customer data are its core strengths. It concentrates on the productivity of each store, more everyday-needs categories and a better omnichannel shopping experience.',
  },
  '5700': {
    vi: '{name} hoạt động trong lĩnh vực du lịch và vận tải hành khách, cung cấp dịch vụ bay nội địa và quốc tế cùng các dịch vụ phụ trợ. Đội bay hiện đại, mạng đường bay rộng và chi phí vận hành cạnh tranh là nền tảng kinh doanh. Kết quả kinh doanh chịu tác động của giá nhiên liệu, tỷ giá và nhu cầu du lịch trong khu vực.',
    en: '{name} works in travel and passenger transport, flying domestic and international routes and selling ancillary services. A modern fleet, a wide route network and competitive operating costs are the base of the business. Results are exposed to fuel prices, exchange rates and regional travel demand.',
  },
  '6500': {
    vi: '{name} cung cấp dịch vụ viễn thông, internet băng rộng và truyền hình, phục vụ khách hàng cá nhân và doanh nghiệp. Hạ tầng mạng cáp quang và trung tâm dữ liệu là tài sản cốt lõi, tạo nguồn thu thuê bao ổn định. Doanh nghiệp đẩy mạnh các dịch vụ số, điện toán đám mây và mở rộng thị trường mới.',
    en: '{name} provides telecommunications, broadband internet and television services to households and businesses. Its fibre network and data centres are its core assets and bring steady subscription revenue. It is growing digital and cloud services and expanding into new markets.',
  },
  '7500': {
    vi: '{name} hoạt động trong lĩnh vực tiện ích: thu gom, xử lý, vận chuyển và phân phối khí, điện và nước tới khách hàng công nghiệp và dân dụng. Hệ thống hạ tầng đường ống, nhà máy và kho chứa mang lại vị thế cạnh tranh bền vững. Kết quả kinh doanh phụ thuộc vào sản lượng tiêu thụ và cơ chế giá của nhà nước.',
    en: '{name} is a utility: it gathers, processes, transports and distributes gas, power and water to industrial and household customers. Its pipelines, plants and storage give it a lasting competitive position. Results depend on volumes sold and state pricing mechanisms.',
  },
  '8300': {
    vi: '{name} là ngân hàng thương mại cổ phần cung cấp đầy đủ dịch vụ cho khách hàng cá nhân, doanh nghiệp vừa và nhỏ và doanh nghiệp lớn: huy động vốn, cho vay, thanh toán, thẻ, ngân hàng số và kinh doanh ngoại hối. Mạng lưới chi nhánh, phòng giao dịch cùng các kênh số giúp ngân hàng mở rộng nền khách hàng và tiền gửi không kỳ hạn. Ngân hàng chú trọng quản trị rủi ro theo chuẩn Basel, kiểm soát chất lượng tài sản và đa dạng hóa nguồn thu ngoài lãi.',
    en: '{name} is a joint-stock commercial bank serving individuals, small and medium businesses and large corporates: deposits, lending, payments, cards, digital banking and foreign exchange. Its branches and transaction offices, together with its digital channels, widen its customer base and current-account deposits. The bank puts weight on Basel-standard risk management, asset quality and more fee income.',
  },
  '8500': {
    vi: '{name} kinh doanh bảo hiểm và đầu tư tài chính, cung cấp các sản phẩm bảo hiểm tài sản, kỹ thuật, sức khỏe, xe cơ giới và nhân thọ qua mạng lưới công ty thành viên, đại lý và ngân hàng đối tác. Danh mục đầu tư từ phí bảo hiểm, gồm tiền gửi, trái phiếu và cổ phiếu, đóng góp đáng kể vào lợi nhuận. Doanh nghiệp tập trung nâng cao hiệu quả khai thác, kiểm soát tỷ lệ bồi thường và chuyển đổi số quy trình.',
    en: '{name} runs insurance and financial investment, selling property, engineering, health, motor and life cover through member companies, agents and partner banks. The portfolio built from premiums, made up of deposits, bonds and shares, contributes a large part of its profit. It concentrates on underwriting efficiency, keeping claims in check and digitising its processes.',
  },
  '8600': {
    vi: '{name} đầu tư, phát triển và khai thác bất động sản: khu đô thị, nhà ở, trung tâm thương mại và khu công nghiệp. Quỹ đất lớn tại các địa bàn có hạ tầng phát triển là lợi thế cạnh tranh, bên cạnh năng lực triển khai dự án quy mô lớn. Kết quả kinh doanh phụ thuộc vào tiến độ pháp lý, bàn giao dự án và điều kiện tín dụng của thị trường.',
    en: '{name} invests in, develops and operates real estate: townships, housing, shopping centres and industrial parks. A large land bank in areas with good infrastructure is its competitive edge, together with its ability to deliver large projects. Results depend on permits, handover schedules and credit conditions in the market.',
  },
  '8700': {
    vi: '{name} là công ty chứng khoán cung cấp dịch vụ môi giới, cho vay ký quỹ, tư vấn đầu tư, ngân hàng đầu tư và tự doanh. Nền tảng giao dịch trực tuyến và đội ngũ tư vấn giúp công ty phục vụ nhà đầu tư cá nhân lẫn tổ chức trong và ngoài nước. Lợi nhuận biến động theo thanh khoản thị trường, dư nợ ký quỹ và hiệu quả danh mục tự doanh.',
    en: '{name} is a securities firm offering brokerage, margin lending, investment advice, investment banking and proprietary trading. Its online trading platform and advisers serve retail and institutional investors at home and abroad. Profit moves with market turnover, margin lending and the performance of its own portfolio.',
  },
  '9500': {
    vi: '{name} hoạt động trong lĩnh vực công nghệ thông tin: dịch vụ phần mềm, chuyển đổi số, tích hợp hệ thống cho khách hàng trong nước và quốc tế, cùng các mảng viễn thông và giáo dục. Đội ngũ kỹ sư đông đảo và quan hệ đối tác lâu năm với khách hàng ở Nhật Bản, Mỹ, châu Âu và châu Á – Thái Bình Dương là nền tảng tăng trưởng. Doanh nghiệp đầu tư mạnh vào trí tuệ nhân tạo, điện toán đám mây và bán dẫn.',
    en: '{name} works in information technology: software services, digital transformation and systems integration for clients at home and abroad, alongside telecoms and education. A large engineering workforce and long-standing relationships with clients in Japan, the US, Europe and Asia-Pacific are the base of its growth. It invests heavily in artificial intelligence, cloud computing and semiconductors.',
  },
};

/** What subsidiaries and associates of a sector do: `{name}` is the parent's short name. */
export const SECTOR_UNITS: Record<Sector, Bilingual[]> = {
  '0500': [
    { vi: 'Vận tải {name}', en: '{name} Transport' },
    { vi: 'Dịch vụ Kỹ thuật {name}', en: '{name} Technical Services' },
    { vi: 'Thương mại {name}', en: '{name} Trading' },
    { vi: 'Kho cảng {name}', en: '{name} Terminals' },
  ],
  '1300': [
    { vi: 'Hóa chất {name} Miền Nam', en: '{name} Southern Chemicals' },
    { vi: 'Khoáng sản {name}', en: '{name} Minerals' },
    { vi: 'Phân bón {name}', en: '{name} Fertiliser' },
    { vi: 'Cao su {name}', en: '{name} Rubber' },
  ],
  '1700': [
    { vi: 'Thép {name}', en: '{name} Steel' },
    { vi: 'Khoáng sản {name}', en: '{name} Mining' },
    { vi: 'Ống thép {name}', en: '{name} Steel Pipe' },
    { vi: 'Thương mại {name}', en: '{name} Trading' },
  ],
  '2300': [
    { vi: 'Vật liệu {name}', en: '{name} Materials' },
    { vi: 'Nhựa {name} Miền Trung', en: '{name} Central Plastics' },
    { vi: 'Khoáng sản {name}', en: '{name} Minerals' },
    { vi: 'Bất động sản {name}', en: '{name} Property' },
  ],
  '2700': [
    { vi: 'Dịch vụ Kỹ thuật {name}', en: '{name} Engineering Services' },
    { vi: 'Năng lượng {name}', en: '{name} Energy' },
    { vi: 'Hạ tầng {name}', en: '{name} Infrastructure' },
    { vi: 'Logistics {name}', en: '{name} Logistics' },
  ],
  '3300': [
    { vi: 'Cơ khí {name}', en: '{name} Engineering' },
    { vi: 'Máy Nông nghiệp {name}', en: '{name} Farm Machinery' },
    { vi: 'Phụ tùng {name}', en: '{name} Parts' },
    { vi: 'Ô tô {name}', en: '{name} Motors' },
  ],
  '3500': [
    { vi: 'Thực phẩm {name}', en: '{name} Foods' },
    { vi: 'Đồ uống {name}', en: '{name} Beverages' },
    { vi: 'Chăn nuôi {name}', en: '{name} Farming' },
    { vi: 'Bao bì {name}', en: '{name} Packaging' },
  ],
  '3700': [
    { vi: 'Trang sức {name}', en: '{name} Jewellery' },
    { vi: 'Thời trang {name}', en: '{name} Fashion' },
    { vi: 'Thương mại {name}', en: '{name} Trading' },
  ],
  '5300': [
    { vi: 'Bán lẻ {name}', en: '{name} Retail' },
    { vi: 'Logistics {name}', en: '{name} Logistics' },
    { vi: 'Thương mại điện tử {name}', en: '{name} E-commerce' },
    { vi: 'Dược phẩm {name}', en: '{name} Pharmacy' },
  ],
  '5700': [
    { vi: 'Dịch vụ Mặt đất {name}', en: '{name} Ground Services' },
    { vi: 'Kỹ thuật Hàng không {name}', en: '{name} Aircraft Engineering' },
    { vi: 'Du lịch {name}', en: '{name} Travel' },
  ],
  '6500': [
    { vi: 'Viễn thông {name}', en: '{name} Telecom' },
    { vi: 'Dữ liệu {name}', en: '{name} Data Centre' },
    { vi: 'Truyền hình {name}', en: '{name} Television' },
    { vi: 'Công nghệ Số {name}', en: '{name} Digital' },
  ],
  '7500': [
    { vi: 'Khí {name} Miền Nam', en: '{name} Southern Gas' },
    { vi: 'Điện {name}', en: '{name} Power' },
    { vi: 'Vận chuyển Khí {name}', en: '{name} Gas Transport' },
    { vi: 'Nước sạch {name}', en: '{name} Water' },
  ],
  '8300': [
    { vi: 'Quản lý Nợ và Khai thác Tài sản {name}', en: '{name} Asset Management' },
    { vi: 'Cho thuê Tài chính {name}', en: '{name} Leasing' },
    { vi: 'Chứng khoán {name}', en: '{name} Securities' },
    { vi: 'Quản lý Quỹ {name}', en: '{name} Fund Management' },
    { vi: 'Bảo hiểm {name}', en: '{name} Insurance' },
  ],
  '8500': [
    { vi: 'Bảo hiểm Nhân thọ {name}', en: '{name} Life' },
    { vi: 'Quản lý Quỹ {name}', en: '{name} Fund Management' },
    { vi: 'Tái bảo hiểm {name}', en: '{name} Re' },
    { vi: 'Đầu tư {name}', en: '{name} Investment' },
  ],
  '8600': [
    { vi: 'Phát triển Đô thị {name}', en: '{name} Urban Development' },
    { vi: 'Khu Công nghiệp {name}', en: '{name} Industrial Parks' },
    { vi: 'Quản lý Bất động sản {name}', en: '{name} Property Management' },
    { vi: 'Xây dựng {name}', en: '{name} Construction' },
  ],
  '8700': [
    { vi: 'Quản lý Quỹ {name}', en: '{name} Fund Management' },
    { vi: 'Đầu tư {name}', en: '{name} Investment' },
    { vi: 'Chứng khoán {name} Quốc tế', en: '{name} International Securities' },
  ],
  '9500': [
    { vi: 'Phần mềm {name}', en: '{name} Software' },
    { vi: 'Hệ thống Thông tin {name}', en: '{name} Information Systems' },
    { vi: 'Giáo dục {name}', en: '{name} Education' },
    { vi: 'Bán dẫn {name}', en: '{name} Semiconductor' },
  ],
};

/** Big Four first: the large companies' choice. */
export const BIG_FOUR: Bilingual[] = [
  { vi: 'Công ty TNHH KPMG', en: 'KPMG Limited' },
  { vi: 'Công ty TNHH Ernst & Young Việt Nam', en: 'Ernst & Young Vietnam Limited' },
  { vi: 'Công ty TNHH Deloitte Việt Nam', en: 'Deloitte Vietnam Company Limited' },
  { vi: 'Công ty TNHH PwC (Việt Nam)', en: 'PwC (Vietnam) Limited' },
];
export const LOCAL_AUDITORS: Bilingual[] = [
  { vi: 'Công ty TNHH Hãng Kiểm toán AASC', en: 'AASC Auditing Firm Company Limited' },
  { vi: 'Công ty TNHH Kiểm toán và Tư vấn A&C', en: 'A&C Auditing and Consulting Company Limited' },
  { vi: 'Công ty TNHH Kiểm toán VACO', en: 'VACO Auditing Company Limited' },
  { vi: 'Công ty TNHH Kiểm toán An Việt', en: 'An Viet Auditing Company Limited' },
];

export interface City {
  vi: string;
  en: string;
  /** The phone area code and the first two digits of the city's tax codes. */
  area: string;
  taxPrefix: string;
  /** Streets and the ward each runs through (the wards of the 2025 reorganisation). */
  streets: [street: string, ward: string][];
}

export const CITIES: Record<'hn' | 'hcm' | 'dn' | 'hp' | 'bd', City> = {
  hn: {
    vi: 'Hà Nội',
    en: 'Hanoi',
    area: '024',
    taxPrefix: '01',
    streets: [
      ['Láng Hạ', 'Giảng Võ'],
      ['Trần Hưng Đạo', 'Cửa Nam'],
      ['Lý Thường Kiệt', 'Hoàn Kiếm'],
      ['Bà Triệu', 'Hai Bà Trưng'],
      ['Duy Tân', 'Cầu Giấy'],
      ['Phạm Hùng', 'Từ Liêm'],
      ['Nguyễn Chí Thanh', 'Láng'],
      ['Thái Hà', 'Đống Đa'],
      ['Xuân Thủy', 'Cầu Giấy'],
      ['Trần Duy Hưng', 'Yên Hòa'],
    ],
  },
  hcm: {
    vi: 'TP. Hồ Chí Minh',
    en: 'Ho Chi Minh City',
    area: '028',
    taxPrefix: '03',
    streets: [
      ['Nguyễn Huệ', 'Sài Gòn'],
      ['Lê Lợi', 'Bến Thành'],
      ['Hai Bà Trưng', 'Tân Định'],
      ['Nam Kỳ Khởi Nghĩa', 'Xuân Hòa'],
      ['Nguyễn Đình Chiểu', 'Bàn Cờ'],
      ['Phan Xích Long', 'Phú Nhuận'],
      ['Nguyễn Văn Linh', 'Tân Mỹ'],
      ['Cộng Hòa', 'Tân Bình'],
      ['Võ Văn Kiệt', 'Chợ Quán'],
    ],
  },
  dn: {
    vi: 'Đà Nẵng',
    en: 'Da Nang',
    area: '0236',
    taxPrefix: '04',
    streets: [
      ['Bạch Đằng', 'Hải Châu'],
      ['Nguyễn Văn Linh', 'Thanh Khê'],
    ],
  },
  hp: {
    vi: 'Hải Phòng',
    en: 'Hai Phong',
    area: '0225',
    taxPrefix: '02',
    streets: [
      ['Lạch Tray', 'Gia Viên'],
      ['Trần Phú', 'Ngô Quyền'],
    ],
  },
  bd: {
    vi: 'TP. Hồ Chí Minh',
    en: 'Ho Chi Minh City',
    area: '0274',
    taxPrefix: '37',
    streets: [
      ['Đại lộ Bình Dương', 'Thủ Dầu Một'],
      ['Hùng Vương', 'Phú Lợi'],
    ],
  },
};

/** Where each demo company has its head office (the rest are in Hà Nội). */
export const HEAD_OFFICE_CITY: Record<string, keyof typeof CITIES> = {
  ACB: 'hcm',
  BCM: 'bd',
  HDB: 'hcm',
  MWG: 'hcm',
  SAB: 'hcm',
  SSB: 'hn',
  SSI: 'hcm',
  STB: 'hcm',
  VNM: 'hcm',
  VND: 'hn',
  HCM: 'hcm',
  BMI: 'hcm',
  REE: 'hcm',
  PNJ: 'hcm',
  PVS: 'hcm',
  ACV: 'hcm',
  MCH: 'hcm',
  QNS: 'dn',
  NTP: 'hp',
  GAS: 'hcm',
  IDC: 'hn',
};

export const SURNAMES = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
  'Trịnh',
  'Đinh',
] as const;
export const MIDDLE_NAMES = {
  male: ['Văn', 'Đức', 'Minh', 'Quốc', 'Hữu', 'Thành', 'Xuân', 'Anh', 'Đình', 'Công'],
  female: ['Thị', 'Ngọc', 'Thu', 'Thanh', 'Minh', 'Thúy', 'Hồng', 'Kim', 'Phương'],
} as const;
export const GIVEN_NAMES = {
  male: [
    'Anh',
    'Bình',
    'Cường',
    'Dũng',
    'Hải',
    'Hùng',
    'Khánh',
    'Long',
    'Minh',
    'Nam',
    'Phong',
    'Quang',
    'Sơn',
    'Thắng',
    'Tuấn',
    'Việt',
    'Hiếu',
    'Trung',
  ],
  female: [
    'Anh',
    'Chi',
    'Dung',
    'Hà',
    'Hạnh',
    'Hương',
    'Lan',
    'Linh',
    'Mai',
    'Ngân',
    'Nhung',
    'Phương',
    'Quyên',
    'Thảo',
    'Trang',
    'Vân',
    'Yến',
  ],
} as const;

/** Institutional holders (made-up names). */
export const FOREIGN_FUNDS: Bilingual[] = [
  { vi: 'Mekong Horizon Fund', en: 'Mekong Horizon Fund' },
  { vi: 'Lotus Asia Opportunities Fund', en: 'Lotus Asia Opportunities Fund' },
  { vi: 'Saigon Frontier Equity Ltd.', en: 'Saigon Frontier Equity Ltd.' },
  { vi: 'Red River Capital Partners', en: 'Red River Capital Partners' },
  { vi: 'Indochina Growth Holdings Pte. Ltd.', en: 'Indochina Growth Holdings Pte. Ltd.' },
  { vi: 'Pacific Dragon Investment Co., Ltd.', en: 'Pacific Dragon Investment Co., Ltd.' },
  { vi: 'Emerald Bay Emerging Markets Fund', en: 'Emerald Bay Emerging Markets Fund' },
  { vi: 'Northstar Vietnam Value Fund', en: 'Northstar Vietnam Value Fund' },
];
export const DOMESTIC_INSTITUTIONS: Bilingual[] = [
  { vi: 'Công ty TNHH Đầu tư Sao Phương Nam', en: 'Sao Phuong Nam Investment Company Limited' },
  { vi: 'Công ty Cổ phần Đầu tư Trường Sơn', en: 'Truong Son Investment Joint Stock Company' },
  { vi: 'Quỹ Đầu tư Cổ phiếu Hưng Thịnh', en: 'Hung Thinh Equity Fund' },
  {
    vi: 'Công ty Cổ phần Tập đoàn Đông Dương Xanh',
    en: 'Dong Duong Xanh Group Joint Stock Company',
  },
  { vi: 'Công ty TNHH Quản lý Quỹ Bình Minh', en: 'Binh Minh Fund Management Company Limited' },
  { vi: 'Công ty Cổ phần Đầu tư Hạ Long Xanh', en: 'Ha Long Xanh Investment Joint Stock Company' },
];
export const STATE_HOLDER: Bilingual = {
  vi: 'Đại diện chủ sở hữu phần vốn Nhà nước',
  en: 'State capital owner’s representative',
};

/** Vietnamese without its diacritics (đ → d): names and addresses as English text writes them. */
export function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}

/** `{name}` filled in. */
export const fill = (template: string, name: string) => template.replaceAll('{name}', name);
