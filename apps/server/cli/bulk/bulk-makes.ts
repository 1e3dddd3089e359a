/**
 * Makes and their models: `Model first-last: engine, engine…`. Each engine is offered over a window of the
 * model's years that moves forward with its place in the list, so early engines leave and later ones come.
 */
export const MAKES: Record<string, string[]> = {
  Toyota: [
    "Hilux 1998-2024: 2.4 D, 2.5 D, 2.7 i, 3.0 D, 2.8 D, 4.0 V6",
    "Corolla 1998-2024: 1.6 i, 1.8 i, 2.0 D, 2.0 i, 1.8 Hybrid",
    "Land Cruiser 1998-2024: 4.2 D, 4.7 V8, 4.5 V8 D, 4.6 V8, 3.3 V6 D",
    "Fortuner 2005-2024: 2.7 i, 3.0 D, 2.8 D, 4.0 V6",
    "Camry 2000-2024: 2.4 i, 3.0 V6, 2.5 i, 3.5 V6, 2.5 Hybrid",
    "RAV4 2000-2024: 2.0 i, 2.2 D, 2.5 i, 2.5 Hybrid",
    "HiAce 2000-2024: 2.7 i, 2.5 D, 3.0 D, 2.8 D",
    "Yaris 2005-2024: 1.0 i, 1.3 i, 1.5 i, 1.5 Hybrid",
  ],
  Ford: [
    "Ranger 2000-2024: 2.5 D, 3.0 D, 2.2 D, 3.2 D, 2.0 D, 3.0 V6 D",
    "F-150 2000-2024: 4.6 V8, 5.4 V8, 3.5 V6, 5.0 V8, 2.7 V6",
    "Mustang 2000-2024: 3.8 V6, 4.6 V8, 3.7 V6, 5.0 V8, 2.3 T",
    "Focus 2000-2020: 1.6 i, 1.8 D, 2.0 i, 1.5 T",
    "Transit 2000-2024: 2.4 D, 2.2 D, 2.0 D",
    "Everest 2003-2024: 2.5 D, 3.0 D, 3.2 D, 2.0 D",
    "Fiesta 2002-2020: 1.25 i, 1.4 i, 1.6 i, 1.0 T",
  ],
  Nissan: [
    "Navara 1998-2024: 2.5 D, 3.0 D, 4.0 V6, 2.3 D",
    "Patrol 1998-2024: 4.2 D, 3.0 D, 4.8 i, 5.6 V8",
    "Sunny 2000-2020: 1.5 i, 1.6 i, 1.8 i",
    "X-Trail 2001-2024: 2.0 i, 2.2 D, 2.5 i, 1.6 D",
    "Qashqai 2007-2024: 1.6 i, 1.5 D, 2.0 i, 1.3 T",
    "Urvan 2000-2022: 2.7 D, 3.0 D, 2.5 D",
  ],
  Mitsubishi: [
    "L200 1998-2024: 2.5 D, 3.0 V6, 3.2 D, 2.4 D",
    "Pajero 1998-2021: 2.8 D, 3.5 V6, 3.2 D, 3.8 V6",
    "Outlander 2003-2024: 2.4 i, 2.0 i, 2.2 D, 2.4 PHEV",
    "Lancer 1998-2017: 1.6 i, 2.0 i, 2.0 T",
    "ASX 2010-2024: 1.6 i, 2.0 i, 1.8 D",
  ],
  Isuzu: [
    "D-Max 2002-2024: 2.5 D, 3.0 D, 1.9 D",
    "MU-X 2013-2024: 3.0 D, 1.9 D",
    "N-Series 2000-2024: 3.0 D, 4.8 D, 5.2 D",
  ],
  Mazda: [
    "BT-50 2006-2024: 2.5 D, 3.0 D, 2.2 D, 3.2 D",
    "Mazda3 2003-2024: 1.6 i, 2.0 i, 2.5 i, 2.2 D",
    "CX-5 2012-2024: 2.0 i, 2.2 D, 2.5 i, 2.5 T",
    "Mazda6 2002-2022: 2.0 i, 2.3 i, 2.5 i, 2.2 D",
  ],
  Volkswagen: [
    "Amarok 2010-2024: 2.0 TDI, 3.0 V6 TDI",
    "Golf 1998-2024: 1.6 i, 1.9 TDI, 1.4 TSI, 2.0 TDI, 1.5 TSI",
    "Polo 2000-2024: 1.4 i, 1.2 TSI, 1.6 TDI, 1.0 TSI",
    "Transporter 1998-2024: 2.5 TDI, 1.9 TDI, 2.0 TDI",
    "Passat 1998-2022: 1.8 T, 2.0 TDI, 1.8 TSI, 2.0 TSI",
    "Tiguan 2008-2024: 1.4 TSI, 2.0 TDI, 2.0 TSI",
  ],
  Hyundai: [
    "Elantra 2000-2024: 1.6 i, 1.8 i, 2.0 i",
    "Tucson 2004-2024: 2.0 i, 2.0 D, 2.4 i, 1.6 T",
    "H-1 1998-2021: 2.5 D, 2.4 i",
    "Santa Fe 2001-2024: 2.4 i, 2.7 V6, 2.2 D, 3.5 V6",
    "Accent 2000-2022: 1.4 i, 1.5 D, 1.6 i",
  ],
  Kia: [
    "Sportage 2000-2024: 2.0 i, 2.0 D, 2.4 i, 1.6 T",
    "Sorento 2002-2024: 2.5 D, 3.5 V6, 2.2 D, 2.4 i",
    "Rio 2000-2023: 1.4 i, 1.5 D, 1.6 i, 1.0 T",
    "Carnival 1999-2024: 2.5 V6, 2.9 D, 3.3 V6, 2.2 D",
  ],
  Honda: [
    "Civic 1998-2024: 1.6 i, 1.8 i, 2.0 i, 1.5 T",
    "Accord 1998-2022: 2.0 i, 2.4 i, 3.5 V6, 1.5 T",
    "CR-V 1998-2024: 2.0 i, 2.4 i, 2.2 D, 1.5 T",
    "Jazz 2002-2024: 1.3 i, 1.5 i, 1.5 Hybrid",
  ],
  Chevrolet: [
    "Silverado 1999-2024: 4.8 V8, 5.3 V8, 6.0 V8, 6.2 V8, 2.7 T",
    "Colorado 2004-2024: 2.8 D, 3.6 V6, 2.5 i, 2.7 T",
    "Cruze 2009-2019: 1.6 i, 1.8 i, 2.0 D, 1.4 T",
    "Tahoe 2000-2024: 5.3 V8, 6.2 V8, 3.0 D",
  ],
  Subaru: [
    "Forester 1998-2024: 2.0 i, 2.5 i, 2.0 D, 2.5 T",
    "Outback 2000-2024: 2.5 i, 3.0 H6, 2.0 D, 3.6 H6",
    "Impreza 1998-2024: 1.6 i, 2.0 i, 2.5 T",
  ],
  Suzuki: [
    "Jimny 1998-2024: 1.3 i, 1.5 i",
    "Vitara 1998-2024: 1.6 i, 2.0 i, 1.9 D, 1.4 T",
    "Swift 2000-2024: 1.3 i, 1.5 i, 1.2 i",
  ],
  "Mercedes-Benz": [
    "Sprinter 2000-2024: 2.2 CDI, 2.7 CDI, 3.0 V6 CDI, 2.1 CDI",
    "C-Class 2000-2024: 1.8 T, 2.2 CDI, 3.0 V6, 2.0 T",
    "E-Class 2000-2024: 2.2 CDI, 3.2 V6, 3.0 V6 CDI, 2.0 T",
    "Vito 2000-2024: 2.2 CDI, 3.0 V6 CDI, 2.1 CDI",
  ],
  BMW: [
    "3 Series 1998-2024: 2.0 i, 2.5 i, 2.0 D, 3.0 i, 2.0 T",
    "5 Series 2000-2024: 2.5 i, 3.0 D, 3.0 T, 2.0 T",
    "X5 2000-2024: 3.0 i, 4.4 V8, 3.0 D, 3.0 T",
  ],
  Audi: [
    "A4 1998-2024: 1.8 T, 2.0 TDI, 2.0 TFSI, 3.0 TDI",
    "A6 1998-2024: 2.4 V6, 2.7 TDI, 3.0 TDI, 2.0 TFSI",
    "Q5 2008-2024: 2.0 TDI, 2.0 TFSI, 3.0 TDI",
  ],
  Jeep: [
    "Wrangler 1998-2024: 4.0 i, 3.8 V6, 2.8 D, 3.6 V6, 2.0 T",
    "Grand Cherokee 1999-2024: 4.7 V8, 3.0 D, 5.7 V8, 3.6 V6",
    "Cherokee 2001-2023: 3.7 V6, 2.8 D, 2.4 i, 3.2 V6",
  ],
  Ram: ["1500 2009-2024: 4.7 V8, 5.7 V8, 3.6 V6, 3.0 D", "2500 2009-2024: 5.7 V8, 6.7 D, 6.4 V8"],
  "Land Rover": [
    "Defender 1998-2024: 2.5 D, 2.4 D, 2.2 D, 3.0 D",
    "Discovery 1999-2024: 2.5 D, 4.0 V8, 2.7 V6 D, 3.0 V6 D",
    "Range Rover 1998-2024: 4.6 V8, 4.4 V8, 3.6 V8 D, 3.0 V6 D",
  ],
  Renault: [
    "Master 1998-2024: 2.5 D, 2.8 D, 2.3 D",
    "Duster 2010-2024: 1.6 i, 1.5 D, 1.3 T",
    "Clio 1998-2024: 1.2 i, 1.4 i, 1.5 D, 0.9 T",
  ],
  Peugeot: [
    "Partner 1998-2024: 1.6 D, 1.9 D, 1.6 i, 1.5 D",
    "308 2007-2024: 1.6 i, 1.6 D, 1.2 T, 1.5 D",
    "Boxer 1998-2024: 2.2 D, 2.8 D, 3.0 D",
  ],
  Volvo: [
    "XC90 2002-2024: 2.5 T, 2.4 D, 3.2 i, 2.0 D",
    "V70 2000-2016: 2.4 i, 2.4 D, 2.5 T",
    "FH 2000-2024: 12.8 D, 13.0 D, 16.0 D",
  ],
};
