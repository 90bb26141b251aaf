/*
 * The demo screening list a new installation starts with, copied into DATA_DIR on first use and
 * replaced by an admin's upload (Settings → Screening list). Every person and business in it is
 * invented; the lists are not real sanctions or PEP lists. Names come in several scripts and
 * spellings so the matcher's transliteration shows. A string constant (not a .csv file beside
 * it) so the bundled server carries it without a file lookup.
 *
 * CDS-006 is the entry the end-to-end journey screens: a recipient typed "Lindqvist Bjorn Akeson"
 * is a hit.
 */
export const SEED_SCREENING_LIST_CSV = `id,name,aliases,date_of_birth,country,list_name
CDS-001,Zoltán Kovács-Nagy,Zoltan Kovacs Nagy;Kovács Zoltán,1968-02-11,HU,Corridor Demo Sanctions
CDS-002,Ivan Petrovich Sidorov,Иван Петрович Сидоров;Ivan Sidorov,1959-07-23,RU,Corridor Demo Sanctions
CDS-003,Muhammad al-Rashid,Mohammed Al Rashid;Mohamed Alrashid;محمد الرشيد,1974-05-30,AE,Corridor Demo Sanctions
CDS-004,Dragomir Vuković,Драгомир Вуковић;Dragomir Vukovic,1962-12-01,RS,Corridor Demo Sanctions
CDS-005,Chen Wei,陈伟;Wei Chen,1980-03-08,CN,Corridor Demo Sanctions
CDS-006,Björn Åkesson-Lindqvist,Bjorn Akesson Lindqvist,1971-03-14,SE,Corridor Demo Sanctions
CDS-007,Oceanic Freight Holdings Ltd,Oceanic Freight Holdings Limited;OFH Maritime,,PA,Corridor Demo Sanctions
CDS-008,Konstantinos Papadimitriou,Κωνσταντίνος Παπαδημητρίου;Kostas Papadimitriou,1966-10-19,GR,Corridor Demo PEP
CDS-009,Günther Weißmüller,Guenther Weissmueller;Gunther Weissmuller,1955-01-27,DE,Corridor Demo PEP
CDS-010,Søren Ødegård,Soren Odegard;Soeren Oedegaard,1970-06-06,NO,Corridor Demo PEP
CDS-011,Amara Okonkwo-Bello,,1983-09-15,NG,Corridor Demo PEP
CDS-012,Nikolai Andreyevich Volkov,Николай Андреевич Волков;Nikolay Volkov,1964-04-04,BY,Corridor Demo Sanctions
CDS-013,Red Dune Trading FZE,Red Dune General Trading,,AE,Corridor Demo Sanctions
CDS-014,Kim Soo-yeon,김수연;Gim Suyeon,1977-11-02,KP,Corridor Demo Sanctions
CDS-015,María José Fernández de la Cruz,Maria Jose Fernandez;Majo Fernandez,1979-08-21,VE,Corridor Demo PEP
CDS-016,Ahmet Yılmaz Demirtaş,Ahmet Yilmaz Demirtas,1960-02-29,TR,Corridor Demo PEP
CDS-017,Tranquil Bay Shipping S.A.,Tranquil Bay Shipping SA;Bahia Tranquila Naviera,,PA,Corridor Demo Sanctions
CDS-018,Olumide Adeyemi-Carter,,1986,GB,Corridor Demo PEP
CDS-019,Jean-Baptiste Moreau-Lefèvre,J.B. Moreau Lefevre,1958-03-03,FR,Corridor Demo PEP
CDS-020,Aleksandra Wiśniewska-Kowalczyk,Aleksandra Wisniewska,1975-12-12,PL,Corridor Demo PEP
CDS-021,Nguyễn Văn Thắng,Nguyen Van Thang,1969-07-07,VN,Corridor Demo Sanctions
CDS-022,Black Lotus Mining Corporation,Black Lotus Mining Corp;Lotus Noir Minerals,,CD,Corridor Demo Sanctions
CDS-023,Ilse Margarethe Strauß,Ilse Strauss,1948-05-05,AT,Corridor Demo PEP
CDS-024,Northwind Atlas Logistics LLC,"Northwind Atlas Logistic, LLC",,US,Corridor Demo Sanctions
CDS-025,Eleftherios Vasilakis,Ελευθέριος Βασιλάκης,1981-01-30,CY,Corridor Demo PEP
CDS-026,Rustam Karimovich Nazarov,Рустам Каримович Назаров;Rustam Nazarov,1973-09-09,TJ,Corridor Demo Sanctions
`;
