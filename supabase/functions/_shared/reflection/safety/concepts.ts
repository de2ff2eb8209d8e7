// What the check looks for, by meaning: each concept is written once per language it reads (English, Spanish,
// Portuguese, French, German), in folded spelling (lower case, no accents, no punctuation; see normalize.ts).
// Word forms are stems with their endings (cut|cuts|cutting), so inflections need no list of their own.
// The frames (frames.ts) combine concepts; on its own, almost no concept is enough.

export type Concept =
  | 'ideation'
  | 'death'
  | 'wish'
  | 'passiveEvent'
  | 'accept'
  | 'decided'
  | 'when'
  | 'absence'
  | 'goodbye'
  | 'farewell'
  | 'leaving'
  | 'means'
  | 'meansHeld'
  | 'selfHarm'
  | 'weapon'
  | 'threat'
  | 'intrusive'
  | 'negated'
  | 'media'
  | 'recovered'
  | 'relapse'
  | 'finality'
  | 'pastTime'
  | 'benign';

type Lexicon = Partial<Record<Concept, string>>;

const EN: Lexicon = {
  // Words about one's own death or ending that need no second concept.
  ideation: String.raw`kill(?:ing)? myself|end(?:ing)? (?:it all|my life|it tonight)|suicid(?:e|al)(?! (?:prevention|awareness|hotline|line|risk|assessments?|crisis line|helpline|watch))|off myself|take my (?:own )?life|want(?:s|ed)? to die|wanting to die|going to die by|(?:do not|no longer) want to (?:be alive|live|be here|exist|wake up)|tired of (?:existing|being alive|living|pretending i want)|(?:better|easier) (?:off |for (?:all of )?them |for everyone )?(?:without me|if i (?:just )?(?:was not|were not|did not|drove|died|disappeared|was gone))|without me in it|sleep and never wake up|never wake up|not wake up|(?:not|never) waking up|disappear (?:forever|and never be found)|stop existing|not (?:be|being) here any ?more|thinking about (?:how i would do it|ending)|how to make it stop for good|painless way to (?:go|die)|(?:easiest|quickest|best) way to (?:die|go)|better (?:off |of )?without me|(?:ask|asking|beg|begging|pray\w*) (?:god|the universe) to take me|take me in my sleep|please let (?:a|the) \w+ (?:hit|take|crush) (?:me|my)|not the sleep kind|tired of being tired|if tomorrow never comes?|ready to give it back|kill myself|whether to just end it|and not come back`,
  death: String.raw`(?:to|i|just|wanna|and) die|dying|be dead|being dead|been dead|was dead|were dead|death|be gone|grave|disappear\w*|the long one|the sleep|take me|sleep forever|be done now|not be here|not exist`,
  wish: String.raw`settle for|wish\w*|hop(?:e|es|ed|ing)|pray\w*|want(?:s|ed|ing)?|would like|id like|ready|longing|cannot wait`,
  passiveEvent: String.raw`car|bus|lorry|truck|train|plane|meteor|tumou?r|cancer|accident|ice|heart attack|crash\w*|hit by|drift\w* into|go(?:es)? down|comes? back`,
  accept: String.raw`let (?:a|the) \w+ hit (?:me|my)|hit (?:me|my house)|would not mind|not mind|relieved|grateful|would not swerve|let it happen|wanted it to give|not (?:be )?(?:so|that) bad|disappointed (?:when|that)|not stop|does not stop|would not stop|take me|just take me|be done`,
  decided: String.raw`decided (?:it|on the|that it|i am doing it|to do it|to end it|to go through with it)|^decided$|made my decision|(?:picked|chose|chosen|set) the \d{1,2}(?:st|nd|rd|th)?|(?:picked|chose|chosen) (?:the|a|my) (?:day|date|spot|time|place)|picked it|i know the (?:day|time|date)|know the day|i know (?:where|when) (?:i will|i am going to) do it|it will be (?:on )?(?:the \d|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow)|(?:doing|do) it on (?:my|the)|going to do it (?:on|after|before|tonight|this)|going to end it|i intend to|(?:thats|that is) the plan|planning it|planned it (?:out|all)|it all out in order|promised myself i (?:would not|will not) see`,
  when: String.raw`tonight|tomorrow|today|this weekend|next weekend|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|(?:the )?\d{1,2}(?:st|nd|rd|th)\b|end of (?:the )?(?:month|term|week)|after (?:the |my |her |his )?(?:wedding|prom|graduation|party|exams?|christmas|holidays|service|birthday|defen[cs]e|deadline|payday|shift)|before (?:my|the) \w+|on the anniversary|new years? eve|midnight|in \d+ (?:days|weeks)|\d+ more days|birthday|soon|day off|next week`,
  absence: String.raw`not (?:be|being) around|will not be around|won t be around|and not come home|not coming home again|and not come back|then it stops|last thing i am doing|gone for good|logging off for good|cap and gown then gone|join (?:her|him) (?:on the day|soon|there)|no me$|not renewing anything|stop all of it|go home finish`,
  leaving: String.raw`(?:wrote|finished|writing) (?:the )?letters (?:for|to) (?:mum|mom|dad|the boys|my|everyone)|letters (?:for|to) (?:mum|mom|dad|my|everyone)|letters? (?:is|are) in|where they will (?:look|find)|(?:the )?note is (?:on|in|under)|left (?:a|the) note|(?:a|the) note for|eulogy|tying up loose ends|affairs in order|the will is|passwords (?:are|is) in|last memory|last thing you got|who gets my|(?:is|hes|shes) getting my|letters are written|look after my \w+ after|please (?:someone )?look after my|thank you to whoever reads|if you are reading this|if (?:anyone|someone|somebody) (?:finds|reads) this|(?:was|is) not your fault|not (?:anyones|your) fault|sorry for everything|love (?:you|u) all|not writing anything (?:else|more)|set up (?:the )?automatic payments|nothing left on the list`,
  goodbye: String.raw`(?:my )?last entry|letters? (?:to|for) \w+|wrote (?:the )?letters|note (?:is|for|on)|gave (?:away|my \w+(?: \w+)? to)|giving away|given away|handed over|(?:sold|donated) my|who gets my|is getting my|deleted my \w+|deleted all|closed my \w+|cancell?ed (?:the|my) \w+|paid back|tying up loose ends|loose ends|set up (?:the )?automatic payments|passwords|the will is|affairs in order|everything in order|put everything in order|nothing left on the list|(?:my )?last (?:video|post|message|entry|memory|thing you got)|left the \w+ with|look after \w+ after|sorry for everything|love (?:you|u) all|(?:you|it) (?:was not|were not|is not) (?:your|anyones) fault|not your fault|thank you to whoever reads|if you are reading this|if i do not post|if anything (?:ever )?happens|(?:someone|somebody|pls|please) (?:feed|look after|take care of|walk) my \w+|ty for being|set the channel to private|read this at mine|goodbye (?:journal|everyone|world)|telling everyone i love them|told (?:everyone|them all) i love`,
  farewell: String.raw`bye|goodbye|farewell|sorry|love (?:you|u)|thank you|forgive me`,
  means: String.raw`pills?|tablets?|meds|medication|vials?|paracetamol|tylenol|sleeping pills|painkillers|anxiolytics?|gun|glock|rifle|sidearm|pistol|shotgun|blade|razor|knife|belt|rope|noose|bridge|roof|ledge|edge|quarry|tracks|cliff|the lake|the river`,
  meansHeld: String.raw`been saving|saving (?:my|them|up|the)|saved (?:up|since|them)|i have saved|collect\w*|stockpil\w*|hoard\w*|keep(?:ing)? (?:them|it)|kept|hid(?:den|e|ing)?|lined up|counted|enough|in my (?:bag|drawer|room|wardrobe|pencil case|handbag|desk|car|pocket|hand)|on (?:the|my) (?:table|desk|bed)|out on|bought|found where|staring at|looking at|thinking about (?:it|why)|sat with it|left the safe open|(?:key|keys|code|combination) (?:to|for) (?:the|dad s|my dad s|his|my) (?:gun|safe|cabinet)|standing on|sitting on|on the (?:roof|ledge|bridge|edge)|at the edge|from the edge|back out|with me|still in the|are still|taking all|all of them|every single pill|a whole box|aside instead|instead of taking|rest now`,
  selfHarm: String.raw`self harm\w*|cut (?:again|tonight|myself|after|deeper)|cutting again|cuts? (?:on|across) my|(?:new|fresh) (?:ones|cuts)|(?:cut|cutting|burn\w*|hurt\w*|hit\w*|punish\w*|scratch\w*|starv\w*) myself|burn(?:ed|t)? my (?:arm|wrist|leg|hand|forearm|skin)|(?:lighter|cigarette) (?:on|to) my|took the razor|razor to my|blade back out|scratched my \w+ raw|until it bled|digging at|pulled (?:a whole patch|my (?:hair|eyelashes))|eyelashes out|hair out|smashed my (?:hand|head|fist)|hit myself|with the belt|do not deserve food|(?:no|not) (?:eating|dinner|food) (?:tonight|tomorrow|as|until|til)|not eating it is (?:not a diet|punishment)|thats the rule|all i am allowed|do not eat til|urges?\b|relaps\w*|clean streak broke|streak broke|clean streak (?:is )?(?:reset|back|down)? ?(?:to |at )?(?:0|zero)|day 0|i do it to feel|barcode`,
  weapon: String.raw`gun|glock|rifle|pistol|knife|blade|machetes?|parang|bat|tyre iron|tire iron|crowbar|petrol|gasoline|something so (?:he|she|they)|bring something`,
  threat: String.raw`(?:he|she|they|him|her|them) (?:will|is going to|are going to) (?:regret|pay|learn|understand|get (?:his|hers|theirs))|will (?:all )?see|get theirs|regret (?:it|humiliating)|so (?:he|she) learns|pay (?:him|her|them) a visit|going round|waiting outside|wait (?:for|till) (?:him|her|them|thursday|friday)|gonna wait|wait till|both dead|(?:he|she) is dead if|shanked|stab|run (?:him|her|them) (?:down|over)|wreck (?:him|her)|burn (?:their|there|his|her) house|(?:hurt|kill) (?:him|her|them) so bad|wish (?:he|she) was dead|i know where (?:she|he|they) lives?|know where all|i know what (?:car|time)|got (?:her|his) address|at me for the last time|asked for it|see you at|not joking this time|i am not even joking|whether (?:she|he) wants to or not|names and everything|everyone who (?:has )?wronged me`,
  intrusive: String.raw`(?:picture|pictures|flash\w*|thought|thoughts|images?|keep seeing myself|seeing myself|picture myself|picturing)\b.{0,60}\b(?:drop\w*|push\w*|pillow over|knife going into|holding (?:her|him) under|letting go of (?:her|him)|swerv\w*|stab\w*|hurt\w*|smother\w*)|pillow over (?:her|his) face|holding (?:her|him) under|letting go of (?:her|him) in the bath|scared of what my hands might do`,
  negated: String.raw`(?:not|never|do not|would never|no) (?:want|wish|going to (?!lie)|plan|thinking)|(?:would|will|could) never|never would|not suicidal|not (?:in )?danger|i am safe`,
  media: String.raw`game|games|boss|raid|ranked|character|episode|movie|film|novel|podcast|documentary|series|anime|kdrama|script|soliloquy|chapter|campaign|fiction|song|ballad|album`,
  recovered: String.raw`(?:self )?harm free|(?:clean|free) (?:from|of)|(?:zero|no) relaps\w*|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|several) (?:(?:yrs?|years?) (?:clean|sober|free|no|without|since|out|after|ago|in recovery)|months? (?:clean|sober|free))|in recovery|got sober|years ago|when i was (?:a teen|a teenager|younger|\d+)|a long time ago|used to|recovered|made it through|proof i made|no relapses|therapist discharged|haven t|have not (?:cut|done it)|stopped \w+ years ago|over a decade`,
  relapse: String.raw`lately|reminds me|back out|after (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten) (?:days|weeks|months|years)|again|streak broke|tonight|this week|last (?:night|week)|three more times|since then`,
  pastTime: String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|many) (?:days|weeks|months|years) ago|used to|when i was|back then|last year|in high school`,
  finality: String.raw`soon enough|for the first time in years|nothing left|feels tidy|weirdly (?:calm|peaceful)|calm feeling|peaceful today|it is (?:okay|ok) now|i am done|done with it all|just done|everyone will be (?:okay|ok|fine)|that is all i can do|he does not know why|she does not know why|(?:he|she) thinks i am just|kept asking why|nobody (?:knows|noticed|checks)|no one knows|way longer than me|the end of that chapter|and of the book|not going on a trip|before\b$|first in a long time|for the last time|last (?:time|night)|after\b$|too tired to do anything about it`,
  benign: String.raw`recipe|onions?|chopping|dicing|chicken|lobster|garlic|bread|curry|cake|oven|stove|patients?|ward|shift|clinic|prescri\w*|dosing|vet|range day|the range|deer|hunting|season|club|fishing|camping|hike|hiking|climbing|tent|boat|class|lesson|tournament|cook\w*|batch|pumpkin|halloween|safe|match|gym|fencing|archery`,
};

const ES: Lexicon = {
  ideation: String.raw`suicidio|suicidarme|suicida|matarme|quitarme la vida|me quiero morir|quiero morir\w*|quisiera morir\w*|no quiero (?:seguir|vivir)|ya no quiero seguir|acabar con todo|terminar con todo|mejor si ya no estuviera|sin mi estarian mejor|dormir y no (?:volver|despertar)|no despertar|cansad[oa] de (?:existir|vivir)|desaparecer para siempre|dejar de existir`,
  death: String.raw`morir\w*|muert[oa]s?|muerte|desaparecer|acabar|no volver`,
  wish: String.raw`ojala|quiero|quisiera|deseo|espero|rezo|ganas de`,
  passiveEvent: String.raw`carro|coche|auto|camion|bus|avion|accidente`,
  accept: String.raw`no frene|ya fue|no me importaria|me daria igual|seria un alivio`,
  decided: String.raw`esta decidido|ya elegi|he decidido|lo tengo (?:mas )?claro|ya se (?:donde|cuando)|sera el|la fecha`,
  when: String.raw`hoy|manana|esta noche|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|el \d{1,2}|fin de semana|despues de \w+`,
  absence: String.raw`ya no estare|no estare|me despido de todos|cuando me encontreis|cuando me encuentren|para cuando me|ultimo recuerdo|no volvere`,
  leaving: String.raw`cuando me encontreis|cuando me encuentren|no es culpa de nadie|no ha sido por nada|diganle a mi mama|contrasenas del banco|ya escribi las cartas`,
  goodbye: String.raw`que se la quede|que se lo quede|cuiden a|cuida a|dejo (?:a|mi)|las cartas|una carta para|ya escribi las cartas|contrasenas|gracias por todo|no es culpa de nadie|no ha sido por nada|diganle a mi mama|lo siento mucho|os quiero|perdonenme|perdoname`,
  farewell: String.raw`adios|perdon|lo siento|te quiero|os quiero|los quiero`,
  means: String.raw`pastillas|pildoras|medicamentos|cajas|puente|azotea|cuerda|pistola|arma|cuchillo|navaja|vias del tren`,
  meansHeld: String.raw`guardando|guardadas?|juntando|tengo (?:todo lo que necesito|las)|faltan|en el (?:armario|closet|cajon)|debajo de la cama|por si acaso|mirando|compre`,
  selfHarm: String.raw`autolesion\w*|hacerme dano|me (?:he vuelto a )?(?:corte|cortado|quemar|queme|quemado)|vuelto a (?:quemar|cortar)|me di golpes|cortarme|quemarme|me corto|me hago dano`,
  weapon: String.raw`pistola|arma|cuchillo|navaja|machete|bate`,
  threat: String.raw`me las va a pagar|la mato|lo mato|los mato|te lo juro|ya se a que hora|se donde (?:vive|labura|trabaja)|a que hora sale|no voy a dejar|que despues nadie diga|se va a arrepentir|me las pagara`,
  intrusive: String.raw`(?:imagen|imagenes|pensamientos?|me imagino)\b.{0,60}\b(?:empujar\w*|ahogar\w*|tirar\w*|hacerle dano)`,
  negated: String.raw`no quiero (?:morir|hacerme)|nunca (?:lo haria|me haria)`,
  media: String.raw`pelicula|serie|libro|novela|juego|partida|cancion|capitulo`,
  recovered: String.raw`hace (?:\d+|muchos|varios|unos) anos|cuando era (?:joven|adolescente|nin[oa])|ya no lo hago|en recuperacion`,
  relapse: String.raw`otra vez|de nuevo|volvi\w*|vuelto|esta noche`,
  finality: String.raw`ya no|nadie (?:cacha|sabe)|no es culpa de nadie|para que no|no tiene que hacerse cargo`,
  benign: String.raw`receta|cocina|cebolla|pollo|pacientes?|turno|guardia|hospital|partido|clase`,
};

const PT: Lexicon = {
  ideation: String.raw`suicidio|me suicidar|suicida|me matar|tirar a (?:minha )?vida|quero morrer|queria morrer|nao quero (?:mais )?viver|acabar com tudo|dormir e nao acordar|nao (?:queria )?(?:ter de )?acordar|cansad[oa] de (?:viver|existir)|deixar de existir|sumir para sempre|melhor sem mim`,
  death: String.raw`morrer|morto|morta|morte|sumir|acabar`,
  wish: String.raw`queria|quero|gostaria|tomara|espero|rezo|vontade de`,
  passiveEvent: String.raw`carro|onibus|autocarro|caminhao|aviao|acidente`,
  accept: String.raw`nao me importaria|tanto faz|seria um alivio|nao freasse`,
  decided: String.raw`marquei para|ja sei (?:onde|o dia|quando)|decidi|esta decidido|escolhi`,
  when: String.raw`hoje|amanha|esta noite|hoje a noite|dia \d{1,2}|fim de semana|segunda|terca|quarta|quinta|sexta|sabado|domingo`,
  absence: String.raw`nao vou estar|quando eu nao estiver|ninguem ter trabalho depois|ja nao estarei`,
  leaving: String.raw`nada disso e culpa|se alguem achar esse|fala pra minha \w+ que eu amo`,
  goodbye: String.raw`fica com (?:a|o)|cuida (?:d[ao]|dele|dela)|cuidar d[oa]|dei meu|dei a minha|dei o meu|dei as|cancelei|apaguei|deletei|cartas? para|deixar o carro|devolver os livros|tratar de tudo|organizando tudo|nada disso e culpa|nao e culpa|desculpa por tudo|fala pra minha|se alguem achar`,
  farewell: String.raw`adeus|desculpa|perdao|amo (?:voces|vcs|ela|ele)|te amo`,
  means: String.raw`comprimidos|remedios|pilulas|caixas|corda|arma|faca|viaduto|ponte|predio|telhado`,
  meansHeld: String.raw`guardad[oa]s|guardando|juntando|comprei|no porta malas|no armario|ainda la estao|escondid[oa]s?`,
  selfHarm: String.raw`automutila\w*|me cortei|me cortar|me corto|arranhar me|me arranhei|me queimei|me machuc\w*|voltei a (?:me )?(?:cortar|arranhar|queimar)|ate fazer sangue`,
  weapon: String.raw`arma|faca|bagulho|revolver|pistola`,
  threat: String.raw`(?:eu )?juro que ele|nao volta pra casa|vai ver o que acontece|vou esperar (?:ele|ela)|deixar o bagulho pronto|vai pagar|vai se arrepender|sei onde (?:ele|ela) (?:mora|trabalha)`,
  intrusive: String.raw`(?:imagem|imagens|pensamentos?|me imagino)\b.{0,60}\b(?:empurr\w*|afog\w*|machuc\w*)`,
  negated: String.raw`nunca faria isso`,
  media: String.raw`filme|serie|livro|romance|jogo|partida|musica|capitulo`,
  recovered: String.raw`(?:ha|faz) (?:\d+|muitos|varios) anos|quando eu era|em recuperacao|anos limpo`,
  relapse: String.raw`de novo|outra vez|voltei`,
  finality: String.raw`ninguem (?:ter trabalho|sabe)|depois|com calma`,
  benign: String.raw`receita|cozinha|cebola|frango|pacientes?|plantao|hospital|aula`,
};

const FR: Lexicon = {
  ideation: String.raw`(?:au|du|le) suicide(?! prevention)|suicidaire|me suicider|me tuer|en finir|mettre fin a (?:mes jours|ma vie)|je veux mourir|ne plus jamais me reveiller|jveux mourir|veux crever|envie de mourir|ne jamais me reveiller|ne plus me reveiller|ne plus etre la|fatigue[e]? d exister|disparaitre pour toujours|je le ferai|que ca s arrete`,
  death: String.raw`mourir|mort|morte|crever|disparaitre|en finir`,
  wish: String.raw`j aimerais|je voudrais|je veux|envie de|j espere|je prie`,
  passiveEvent: String.raw`voiture|bus|camion|train|avion|accident`,
  accept: String.raw`ca m irait|ce serait un soulagement|ca me derangerait pas`,
  decided: String.raw`c est decide|j ai tout prevu|je sais (?:que c est la|ou|quand)|j ai choisi|j ai decide`,
  when: String.raw`ce soir|demain|aujourd hui|samedi|dimanche|lundi|mardi|mercredi|jeudi|vendredi|le week end|le \d{1,2}|soir`,
  absence: String.raw`si vous lisez ca c est que je suis parti|je ne serai plus la|je suis parti|plus rien a regler`,
  leaving: String.raw`si vous lisez ca|c est pas votre faute|ce n est pas votre faute|une lettre pour chacun`,
  goodbye: String.raw`donnez \w+ a|occupez vous d|une lettre pour|ecrit une lettre|les lettres|j ai resilie|resilie|ferme mon compte|supprime mon compte|c est pas votre faute|ce n est pas votre faute|je vous aime fort|pardon`,
  farewell: String.raw`adieu|pardon|je vous aime|je t aime`,
  means: String.raw`medicaments|cachets|anxiolytiques|comprimes|pont|corde|arme|fusil|couteau|ce qu il fallait`,
  meansHeld: String.raw`mets de cote|mis de cote|garde|cache|sous le lit|dans le coffre|dans une boite|j ai achete|au cas ou|qu ils sont la`,
  selfHarm: String.raw`scarifi\w*|me suis (?:encore )?(?:coupe|brule|frappe)\w*|me couper|me bruler|me faire du mal|automutil\w*|jusqu a avoir des bleus|jusqu au sang`,
  weapon: String.raw`couteau|arme|fusil|pistolet|batte`,
  threat: String.raw`je le tue|je la tue|je les tue|il va payer|elle va payer|il va comprendre|il va voir|personne ne me retiendra|je sais a quelle heure|je sais ou il|je rigole pas`,
  intrusive: String.raw`(?:image|images|pensees?|je me vois)\b.{0,60}\b(?:pousser|pousse|noyer|faire du mal|etouffer)`,
  negated: String.raw`je ne veux pas mourir`,
  media: String.raw`film|serie|livre|roman|jeu|partie|chanson|chapitre|hamlet|partiel`,
  recovered: String.raw`il y a (?:\d+|des|plusieurs) ans|quand j etais|en retablissement`,
  relapse: String.raw`encore|de nouveau|ce soir|comme avant`,
  finality: String.raw`personne se doute|plus rien a regler|dans l ordre`,
  benign: String.raw`recette|cuisine|oignon|poulet|patients?|garde|hopital|match|cours`,
};

const DE: Lexicon = {
  ideation: String.raw`suizid\w*|selbstmord\w*|mich umbringen|mich toten|will nicht mehr leben|nicht mehr leben|will sterben|mochte sterben|nicht mehr aufwachen|ohne mich besser dran|es leid zu existieren|mude vom leben|nicht mehr da sein|bin ich nicht mehr da|einfach aufhoren|ein ende machen|schluss machen`,
  death: String.raw`sterben|tot|vorbei|weg sein|aufhoren`,
  wish: String.raw`ich will|will nicht mehr|mochte|wunsche|hoffe|wurde gern`,
  passiveEvent: String.raw`auto|lkw|laster|zug|bus|flugzeug|unfall`,
  accept: String.raw`wars halt vorbei|nicht so schlimm|fand ichs nich|ware mir egal|ware eine erleichterung`,
  decided: String.raw`tag ausgesucht|ich weiss jetzt wo|ich weiss wo|ich weiss wann|beschlossen|entschieden|steht fest`,
  when: String.raw`heute|morgen|heute nacht|am wochenende|wochenende|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|den \d{1,2}`,
  absence: String.raw`bin ich nicht mehr da|nicht mehr da bin|wenn du das liest|damit sich keiner|keiner um irgendwas kummern`,
  leaving: String.raw`wenn du das liest|nicht deine schuld|nicht eure schuld`,
  goodbye: String.raw`kummer dich um|kummert euch um|briefe|einen brief|accounts geloscht|alle accounts|geschenkt|gekundigt|kundige|nicht deine schuld|nicht eure schuld|hab dich lieb|habe dich lieb|allen gesagt dass ich sie lieb|ist besser so|sachen aussortiert`,
  farewell: String.raw`tschuss|lebewohl|verzeih|es tut mir leid|hab euch lieb|hab dich lieb`,
  means: String.raw`tabletten|pillen|medikamente|jagdflinte|flinte|gewehr|waffe|messer|brucke|seil|strick|was (?:im|i am) baumarkt`,
  meansHeld: String.raw`in der hand|gesammelt|sammle|versteckt|(?:im|i am) kasten|(?:im|i am) keller|gekauft|liegt jetzt|hinter den kisten|schlussel hangt`,
  selfHarm: String.raw`ritz\w*|mich (?:am \w+ )?verbrannt|mich geschnitten|selbstverletz\w*|mir wehtun|mir weh tun|gegen die wand geschlagen|bis die knochel`,
  weapon: String.raw`messer|waffe|pistole|gewehr|baseballschlager`,
  threat: String.raw`ist er tot|ist sie tot|bring ihn um|bring sie um|der wird sehen|wird bezahlen|ich weiss wo er wohnt|messer eingesteckt`,
  intrusive: String.raw`(?:bild|bilder|gedanken?|ich sehe mich)\b.{0,60}\b(?:runterstoss\w*|stoss\w*|ertrank\w*|erstick\w*|weh tun)`,
  negated: String.raw`will nicht sterben`,
  media: String.raw`film|serie|buch|roman|spiel|lied|kapitel|tatort`,
  recovered: String.raw`vor (?:\d+|vielen|ein paar) jahren|(?:\d+|zwei|drei|vier|funf) (?:jahre|monate) (?:ohne|clean)|als ich (?:jung|teenager|kind) war|seit jahren clean`,
  relapse: String.raw`wieder|ruckfall`,
  finality: String.raw`keiner ahnt|ist besser so|irgendwie okay|i am done|damit sich keiner`,
  benign: String.raw`rezept|kochen|zwiebel|hahnchen|patienten|schicht|klinik|jagd|jagen|verein|training`,
};

// Other languages: only the plainest words of each kind. An entry in these languages is still "language not
// checked" (held, with a gentle resource line); these words can only raise it to a crisis, never clear it.
const OTHER: Lexicon = {
  ideation: String.raw`(?:uccidermi|suicidarmi|farla finita|non svegliarmi piu|stanca? di esistere|voglio morire)|(?:zelfmoord|mezelf (?:van kant maken|doden)|ik wil dood|niet meer wakker worden|niet meer leven)|(?:zabic sie|samoboj\w*|chce umrzec|nie chce zyc)|(?:sa ma sinucid|vreau sa mor|nu mai vreau sa traiesc)|(?:ta livet av mig|vill do|vill inte leva)|(?:intihar\w*|olmek istiyorum|yasamak istemiyorum|hic uyanmasaydim|uyanmasam)|(?:bunuh diri|ingin mati|tidak mau hidup)`,
  decided: String.raw`(?:ho deciso|ik heb besloten|postanowilam|postanowilem|am decis|jag har bestamt|karar verdim)`,
  leaving: String.raw`(?:sara tutto finito|mi dispiace per tutto|lettera per mia|ho regalato)|(?:alles is geregeld)`,
  selfHarm: String.raw`(?:tagliat[ao] di nuovo|mi sono tagliat[ao] (?:ancora|di nuovo)|autolesion\w*)|(?:me weer gesneden|snijden)|(?:pocielam sie|samookalecz\w*)|(?:m am taiat|ma tai)|(?:skar mig|skadar mig)|(?:kendime zarar|kendimi kestim)|(?:menyakiti diri|melukai diri)`,
  threat: String.raw`(?:lo ammazzo|la ammazzo)|(?:ik maak hem dood|ik vermoord)|(?:zabije go|zabije ja)|(?:il omor)|(?:dodar jag honom|dodar jag henne|jag vet var han bor)|(?:onu oldurecegim)|(?:akan kubunuh)`,
};

const LEXICONS = [EN, ES, PT, FR, DE, OTHER];

const CONCEPTS: Concept[] = [
  'ideation',
  'death',
  'wish',
  'passiveEvent',
  'accept',
  'decided',
  'when',
  'absence',
  'goodbye',
  'farewell',
  'leaving',
  'means',
  'meansHeld',
  'selfHarm',
  'weapon',
  'threat',
  'intrusive',
  'negated',
  'media',
  'recovered',
  'relapse',
  'finality',
  'pastTime',
  'benign',
];

/** One pattern per concept, every language's words in it: code-switched entries need no special case. */
export const PATTERNS: Record<Concept, RegExp> = Object.fromEntries(
  CONCEPTS.map((c) => {
    const alternatives = LEXICONS.map((l) => l[c]).filter(Boolean);
    return [c, new RegExp(String.raw`\b(?:${alternatives.join('|')})\b`, 'g')];
  }),
) as Record<Concept, RegExp>;
