// A small English lexicon written by hand for the tagger-free term extractor:
// which words end a noun phrase (function words, verbs), which are too generic
// to be a key term on their own, and which belong to everyday vocabulary. It
// stands in for the background corpus that TF-IDF would otherwise need.

const words = (list: string) => new Set(list.trim().split(/\s+/));

/** The 50 most frequent English function words, most frequent first. */
export const topFunctionWords = words(`the of and to a in is that for it as was with be by on not he i this are or his
from at which but have an had they you were their one all we can her has there been if more when will would who so no`);

/** Words that never belong to a noun phrase: determiners, pronouns, prepositions, conjunctions, auxiliaries, adverbs. */
export const functionWords = words(`${[...topFunctionWords].join(' ')}
about above across after afterwards again against ago albeit almost alone along already also although always am
among amongst another any anybody anyhow anyone anything anyway anywhere are around aside away became because become
becomes becoming before beforehand behind being below beneath beside besides between beyond both could did do does
doing done down during each e.g eg either else elsewhere enough especially etc even ever every everybody everyone
everything everywhere except few formerly further furthermore hence here hereby herein hers herself him himself how
however ie i.e indeed inside instead into its itself just least less lest let many may maybe me meanwhile might mine
moreover most mostly much must my myself namely neither never nevertheless next nobody none noone nor nothing now
nowhere off often once ones only onto other others otherwise ought our ours ourselves out outside over own per
perhaps please quite rather really same shall she should since some somebody somehow someone something sometime
sometimes somewhat somewhere soon still such than then thence thereafter thereby therefore therein thereupon these
those though through throughout thru thus together too toward towards under underneath unless unlike until unto up
upon us very via viz vs versus what whatever whence whenever where whereas whereby wherein whereupon wherever whether
whichever while whilst whither whoever whole whom whomever whose why within without yet your yours yourself
yourselves yes ok okay cf etc al also just quite almost merely simply rather fairly pretty truly mainly largely
nearly hardly barely certainly probably possibly usually generally typically normally actually really clearly
obviously simply finally initially previously currently recently directly immediately easily quickly slowly
only also instead thus hence therefore moreover furthermore meanwhile otherwise accordingly consequently likewise
nonetheless anyway somehow elsewhere again too very so such even ever never always sometimes often seldom rarely
don't doesn't didn't isn't aren't wasn't weren't hasn't haven't hadn't can't cannot couldn't won't wouldn't
shouldn't mustn't including according regarding concerning it's that's there's here's what's who's let's i'm you're we're they're i've you've we've they've
i'd you'd he'd she'd we'd they'd i'll you'll he'll she'll we'll they'll oh ah one two three four five
six seven eight nine ten eleven twelve twenty hundred thousand million billion`);

/** Verbs (base forms) that are rarely nouns; their inflected forms are found by `isVerbForm`. */
const verbs = words(`accept achieve acquire add adjust admit adopt advise affect agree aim allow alter analyse analyze
announce anticipate apologise appear appreciate argue arise arrange arrive ask assemble assign assist associate assume
attach attend attract avoid awake become begin behave believe belong borrow bother bring build buy calculate
carry catch cease choose clarify collect combine come compare compile complain complete comply compose
comprise compute concentrate concern conclude configure confirm connect consider consist constitute construct consult
contain continue contribute convert convince correspond create cry deal decide declare decrease define delete
deliver demonstrate denote deny depend derive describe deserve destroy detect determine develop die differ disable
disappear discover discuss distinguish distribute divide do download drive eat edit eliminate emerge emphasise
emphasize employ enable encourage enjoy ensure enter establish estimate evaluate examine exceed exclude execute exist
expand expect explain explore expose express extend extract fail feel fetch fill find finish follow
forbid forget forgive gain gather generate get give go grow handle happen hate have hear hide hold hurry
identify ignore illustrate imagine implement imply improve include increase indicate inform insert insist install
intend interpret introduce invent investigate invite invoke involve join keep kill know launch lay lead learn
leave lend let lie like listen live locate look lose maintain make manage marry mean meet mention merge modify
move notice obey observe obtain occur operate owe pass pay perform permit persuade pick possess prefer
prepare preserve pretend prevent proceed produce pronounce propose protect prove provide publish pull
purchase pursue push put raise reach read realise realize receive recognise recognize recommend reduce refer reflect
refuse regard reject relate rely remain remember remind remove render repeat replace reply represent require reset
resolve respond restore restrict retain retrieve reveal rise say see seek seem select sell send serve shake shall
shine shoot show shut sing sink sit sleep solve speak specify spend spread stand stay steal stick stop strike
submit succeed suffer suggest suppose survive swim take talk teach tell tend thank think throw
translate treat try understand undertake urge utilise utilize vary wait wake want warn wash
watch wear weep win wonder worry write `);

const irregularVerbForms = words(`am is are was were been being has had having does did done doing goes went gone got
gotten gave given took taken made came saw seen knew known thought found told said became began begun brought built
bought chose chosen dealt drew drawn drove driven ate eaten fell fallen felt forgot forgotten grew grown heard hid
hidden held kept laid led left lent lay lain lost meant met paid ran sought sold sent shown sang sung sat slept
spoke spoken spent stood struck taught threw thrown understood wore worn won wrote written arose arisen rose risen
shook shot shut stuck stole stolen swam woke woken using used called calling returned returning needed
changed started based named`);

/** Words too generic to be a key term by themselves (they may still be part of a longer term). */
export const genericWords = words(`example examples way ways thing things lot lots kind kinds sort sorts type types case
cases part parts number numbers time times fact facts point points use uses result results problem problems question
questions answer answers reason reasons place places area areas level levels idea ideas detail details end ends side
sides need needs item items option options information data system systems user users people person persons man men
woman women value values name names set sets term terms word words line lines text texts file files program programs
function functions command commands string strings default defaults support document documents manual manuals
section sections chapter chapters page pages figure figures table tables paper papers note notes form forms order
orders method methods approach approaches process processes version versions change changes addition additions work
works start beginning today year years day days amount amounts group groups member members state states step steps
rule rules task tasks issue issues matter matters purpose purposes effect effects feature features aspect aspects
element elements manner means instance instances situation situations condition conditions course sense view views
position positions role roles basis range ranges series variety hand hands top bottom middle couple piece pieces bit
bits total rest lack sort kind input output inputs outputs source sources content contents context argument arguments
object objects entry entries field fields key keys character characters letter letters way level stuff something
anything everything nothing someone thanks words sentence sentences paragraph paragraphs topic topics subject
subjects summary introduction conclusion conclusions overview preface appendix appendices index contents reference
references bibliography abstract acknowledgements acknowledgments exercise exercises notes foreword glossary
today tomorrow yesterday week weeks month months hour hours minute minutes second seconds moment moments while
others thing everybody somebody anybody nobody other another http https www ftp url`);

/** Adjectives and ordinals that qualify rather than name: dropped from the start of a term ("various options"). */
export const genericModifiers = words(`other many such several various same different first second third fourth fifth
last next new old following certain particular main given more most each every all some any few own whole entire
additional further previous single specific general common simple basic good bad better best large small big little
great important possible necessary available usual typical real actual current recent former latter similar special
full high low long short easy hard useful standard proper appropriate relevant respective corresponding related
above below certain numerous multiple extra separate whole overall initial final major minor usual original
suitable above-mentioned aforementioned latest earlier later individual particular possible likely unlikely true
easier harder simpler faster slower larger smaller longer shorter higher lower greater fewer bigger wider closer
newer older cheaper safer
false right wrong correct incorrect obvious clear simple difficult interesting important significant specific
respective optional required`);

/**
 * Everyday English vocabulary: a single-word term from this list is demoted,
 * since it says little about what a material is about (it may still be part
 * of a longer term such as "package management").
 */
const everydayWords = words(`able about accept access account act action active activity actually add address admit
adult affair afraid age agency agent agree agreement ahead air allow almost alone along already although among
amount analysis animal another answer anyone appear apply approach area argue arm army around arrive art article
artist attack attention audience author authority available avoid away baby back bad bag ball bank bar base beat
beautiful because bed before begin behavior behaviour behind believe benefit best better beyond big bill bird
black blood blue board boat body book born both box boy break bring brother budget build building business buy
call camera campaign cancer candidate capital car card care career carry case catch cause cell center centre
central century certain chair challenge chance change character charge check child choice choose church citizen
city civil claim class clear clearly close coach cold collection college color colour come commercial common
community company compare computer concern condition conference consider consumer contain continue control cost
could country couple course court cover create crime cultural culture cup current customer cut dark daughter dead
deal death debate decade decide decision deep defense degree democrat describe design despite detail determine
develop development die difference different difficult dinner direction director discover discuss discussion
disease doctor dog door down draw dream drive drop drug during early east easy eat economic economy edge education
effect effort eight either election else employee end energy enjoy enough enter entire environment especially
establish even evening event ever every evidence exactly example executive exist expect experience expert explain
eye face fact factor fail fall family far fast father fear federal feel feeling few field fight figure fill film
final finally financial find fine finger finish fire firm first fish five floor fly focus follow food foot force
foreign forget form former forward four free friend from front full fund future game garden gas general
generation get girl give glass goal good government great green ground group grow growth guess gun guy hair half
hand hang happen happy hard have head health hear heart heat heavy help here herself high himself history hit
hold home hope hospital hot hotel hour house however huge human hundred husband idea identify image imagine
impact important improve include including increase indeed indicate individual industry information inside
instead institution interest interesting international interview investment involve issue item itself job join
just keep kid kill kind kitchen know knowledge land language large last late later laugh law lawyer lay lead
leader learn least leave left leg legal less letter level lie life light like likely line list listen little
live local long look lose loss lot love low machine magazine main maintain major majority make manage management
manager many market marriage material matter may maybe mean measure media medical meet meeting member memory
mention message method middle might military million mind minute miss mission model modern moment money month
more morning most mother mouth move movement movie much music must myself name nation national natural nature near
nearly necessary need network never news newspaper next nice night none north note nothing notice number occur
offer office officer official often oil old once only open operation opportunity option order organization
organisation other others outside over own owner page pain painting paper parent part participant particular
particularly partner party pass past patient pattern pay peace people per perform performance perhaps period
person personal phone physical pick picture piece place plan plant play player point police policy political
politics poor popular population position positive possible power practice prepare present president pressure
pretty prevent price private probably problem process produce product production professional professor program
project property protect prove provide public pull purpose push put quality question quickly quite race radio
raise range rate rather reach read ready real reality realize really reason receive recent recently recognize
record red reduce reflect region relate relationship religious remain remember remove report represent require
research resource respond response responsibility rest result return reveal rich right rise risk road rock role
room rule run safe same save say scene school science score sea season seat second section security see seek seem
sell send senior sense series serious serve service set seven several shake share she shoot short shot should
shoulder show side sign significant similar simple simply since sing single sister sit site situation six size
skill skin small smile social society soldier some somebody someone something sometimes son song soon sort sound
source south southern space speak special specific speech spend sport spring staff stage stand standard star
start state statement station stay step still stock stop store story strategy street strong structure student
study stuff style subject success successful such suddenly suffer suggest summer support sure surface table take
talk task tax teach teacher team technology television tell ten tend term test than thank that the their them
themselves then theory there these they thing think third this those though thought thousand threat three through
throughout throw thus time today together tonight too top total tough toward town trade traditional training
travel treat treatment tree trial trip trouble true truth try turn type under understand unit until upon use
usually value various very victim view violence visit voice vote wait walk wall want war watch water way weapon
wear week weight well west western what whatever when where whether which while white who whole whom whose why
wide wife will win wind window wish with within without woman wonder word work worker world worry would write
writer wrong yard yeah year yes yet young yourself answer letter friend visit evening walk party ball dinner
feeling spirit heart mind hope fear joy pleasure happiness comfort trouble doubt surprise wish manner temper
character conduct opinion subject idea notion kindness attention respect regard affection sort quarter hour
moment morning afternoon week day night home house room door window garden road village town country family
father mother sister brother daughter son wife husband child children friend lady gentleman girl boy man woman
people person master servant neighbour neighbor visitor stranger party company university college institute department faculty press journal
edition volume series publisher editor society association foundation center centre board committee council staff`);

/**
 * The commonest function words of other Latin-script languages (French,
 * German, Spanish, Italian, Portuguese, Dutch), so that frequency-based terms
 * of a non-English material are not "pour", "avec" and "dass".
 */
export const foreignFunctionWords = words(`
alors aussi autre avec avoir bien cette comme dans depuis donc elle elles être fait leur leurs mais même nous notre
peut plus pour quand quel quelle sans sera sont sous tous tout toute toutes très votre vous était avait entre ainsi
aber alle als auch auf aus bei bist dann dass dem den der des die dies diese dieser durch eine einem einen einer
eines für haben hat hier ich ist jede kann mehr mit nach nicht noch oder sein sich sind über und uns unter vom von
vor war wenn werden wie wird wir zum zur zwischen
algo como con cuando desde donde esta este esto estos hay más muy nos para pero por porque que sobre también todo
todos una unos usted ella ellos entre sus
anche come con della delle degli dello nella nelle questo questa sono tutto tutti però perché quando molto sempre
ancora essere stato
ainda apenas com como das dos essa esse isso mais muito nas nos para pelo pela por quando sobre também uma você
aan als ben bij dat deze die dit door een heb het hoe ook maar met naar niet omdat over van voor wat wel wordt zijn
zich`);

/** A word's lower-case form is in the everyday vocabulary (plural forms included). */
export function isEverydayWord(lower: string): boolean {
  return (
    everydayWords.has(lower) ||
    genericWords.has(lower) ||
    (lower.endsWith('s') && everydayWords.has(lower.slice(0, -1)))
  );
}

/** Does this lower-case word look like an inflected (or base) form of a verb in the list? */
export function isVerbForm(lower: string): boolean {
  if (verbs.has(lower) || irregularVerbForms.has(lower)) return true;
  for (const base of verbBases(lower)) if (verbs.has(base)) return true;
  return false;
}

/** Candidate base forms of an inflected word: -s/-es/-ies, -ed/-d/-ied, -ing, with doubled consonants undone. */
function verbBases(w: string): string[] {
  const out: string[] = [];
  const undouble = (stem: string) => (/([b-df-hj-np-tv-z])\1$/.test(stem) ? [stem, stem.slice(0, -1)] : [stem]);
  if (w.endsWith('ies')) out.push(`${w.slice(0, -3)}y`);
  else if (w.endsWith('es')) out.push(w.slice(0, -2), w.slice(0, -1));
  else if (w.endsWith('s')) out.push(w.slice(0, -1));
  if (w.endsWith('ied')) out.push(`${w.slice(0, -3)}y`);
  else if (w.endsWith('ed')) out.push(...undouble(w.slice(0, -2)), w.slice(0, -1));
  if (w.endsWith('ying') && w.length > 5) out.push(`${w.slice(0, -4)}ie`);
  if (w.endsWith('ing') && w.length > 5) out.push(...undouble(w.slice(0, -3)), `${w.slice(0, -3)}e`);
  return out;
}
