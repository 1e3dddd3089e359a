/**
 * The demo catalogue's part numbers (issue 25), by product name: the maker's SKU, the brand, the manufacturer's
 * own number where it differs, and OEM or interchange numbers a workshop may come with. Written for this
 * project (no downloaded data); the formats are the ones parts buyers meet (dashes, dots, slashes, spaces), so
 * search has to see past them.
 */
export interface DemoPartNumbers {
  sku: string;
  brand: string;
  mpn?: string;
  crossReferences?: string[];
}

export const demoPartNumbers: Record<string, DemoPartNumbers> = {
  "XparT Pipe Wrench": { sku: "XP-PW-14", brand: "X-Part", crossReferences: ["PW 350-14", "31.020"] },
  "Measuring Tape Pro 5 m": { sku: "XP-MT-05", brand: "X-Part", crossReferences: ["TM5-25M"] },
  "AHOOGA Antique 110 dB Air Horn": { sku: "XP-HN-110", brand: "AHOOGA", mpn: "AH-6V/12V-C" },
  "VEVOR 150 dB 4-Trumpet Air Horn": { sku: "XP-HN-150", brand: "VEVOR", mpn: "VV-4T150" },
  "ISA Ignition Coil Pack and Motorcraft Spark Plug Set of 8 (F150, Mustang)": {
    sku: "XP-IG-0508",
    brand: "ISA",
    mpn: "UF-537K8",
    crossReferences: ["DG-511", "3L3Z-12029-BA", "SP-515"],
  },
  "Disc Brake Pad Set": {
    sku: "07-1102",
    brand: "X-Part",
    mpn: "XPB 1102",
    crossReferences: ["D1102-8216", "45022-T2A-A01", "0 986 494 1102"],
  },
  "EverStart Maxx 2200 Lumen Spotlight": { sku: "XP-LT-2200", brand: "EverStart", mpn: "ES-SL2200" },
  "Pyle PLCM7200 Mirror Monitor with Backup Camera": { sku: "XP-CM-7200", brand: "Pyle", mpn: "PLCM7200" },
  "Trimax TCL65 Wheel Chock Lock": { sku: "XP-WL-65", brand: "Trimax", mpn: "TCL65" },
  "Uniroyal Tiger Paw A/S 235/50R17": { sku: "XP-TY-2355017", brand: "Uniroyal", mpn: "UR-TPAS-235/50R17" },
  "Uniroyal Tiger Paw AS DT 235/55R19": { sku: "XP-TY-2355519", brand: "Uniroyal", mpn: "UR-TPDT-235/55R19" },
  "Adjustable Wrench": { sku: "XP-AW-10", brand: "X-Part", crossReferences: ["AW.250"] },
  "Measuring Tape Pro 8 m": { sku: "XP-MT-08", brand: "X-Part", crossReferences: ["TM8-25M"] },
  "Pipe Wrench 18 in": { sku: "XP-PW-18", brand: "X-Part", crossReferences: ["PW 350-18", "31.025"] },
  "XparT Rubber Hammer": { sku: "XP-RH-450", brand: "X-Part" },
  "Schumacher 10A/2A Battery Charger": { sku: "XP-BC-10", brand: "Schumacher", mpn: "SC1281" },
  "Niche 0.75A Battery Maintainer": { sku: "XP-BM-075", brand: "Niche", mpn: "NBM-0.75A" },
  "GOOLOO 2A Smart Battery Charger": { sku: "XP-BC-02", brand: "GOOLOO", mpn: "GP-2A" },
  "2-Piece 300 dB Train Horn": { sku: "XP-HN-300", brand: "X-Part", crossReferences: ["TH-300/2"] },
  "XparT 115 mm 40T Carbide Wood Cutting Disk": {
    sku: "XP-CD-11540",
    brand: "X-Part",
    crossReferences: ["115x22.2-40T"],
  },
  "XparT 125 mm 60T Fine-Cut Wood Cutting Disk": {
    sku: "XP-CD-12560",
    brand: "X-Part",
    crossReferences: ["125x22.2-60T"],
  },
  "XparT CS-185 1400 W Circular Saw": { sku: "XP-CS-185", brand: "X-Part", mpn: "CS-185" },
  "XparT CS-235 2000 W Heavy-Duty Circular Saw": { sku: "XP-CS-235", brand: "X-Part", mpn: "CS-235" },
  "XparT EP-82 750 W Electric Planer": { sku: "XP-EP-82", brand: "X-Part", mpn: "EP-82" },
  "XparT EP-82R 900 W Rebating Planer": { sku: "XP-EP-82R", brand: "X-Part", mpn: "EP-82R" },
  "XparT ARC-160 Inverter Stick Welder": { sku: "XP-WD-160", brand: "X-Part", mpn: "ARC-160" },
  "XparT ARC-250 Dual-Voltage Arc Welder": { sku: "XP-WD-250", brand: "X-Part", mpn: "ARC-250" },
  "XparT MIG-200 Gas/Gasless Welding Machine": { sku: "XP-MG-200", brand: "X-Part", mpn: "MIG-200" },
  "XparT MIG-250 Synergic 3-in-1 Welding Machine": { sku: "XP-MG-250", brand: "X-Part", mpn: "MIG-250" },
  "XparT HB-600 Electric Hand Blower": { sku: "XP-HB-600", brand: "X-Part", mpn: "HB-600" },
  "XparT HB-1000 Workshop Dust Blower": { sku: "XP-HB-1000", brand: "X-Part", mpn: "HB-1000" },
};
