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

// German, folded (ä→a, ö→o, ü→u, ß→ss); "ae/oe/ue" typed for umlauts are listed beside them. normalize.ts turns
// "hab" into "habe" and "nich"/"nix" into "nicht" first. Swiss and Austrian forms (nimmer, nümme, wott, i wü) too.
const DE: Lexicon = {
  // Idioms kept out: "meine Mutter wird mich umbringen", "ich könnt mich erschießen" (lookbehinds), "Suizidprävention".
  ideation: String.raw`suizid(?!prav|forsch|statist|hilfe|hotline|rate)\w*|selbstmord(?!attentat|anschlag)\w*|freitod|lebensmuede?|todessehnsucht|todeswunsch|(?<!(?:wird|werden|wurde|wurden|konnte|koennte|konnt|wollen|will (?:er|sie)) )mich (?:selbst |selber )?(?:umbringen|umzubringen|umgebracht|toten|toeten|zu toten|zu toeten|erhangen|erhaengen|aufhangen|aufhaengen|aufzuhangen|erschiessen|zu erschiessen|vergiften|zu vergiften|ertranken|zu ertranken)|(?:ich|dann) bringe? mich um|bringe? ich mich um|mir (?:selbst )?das leben (?:zu )?nehmen|nehme? mir das leben|mein leben (?:zu )?beenden|beende mein leben|(?:meinem leben|allem|mir) ein ende (?:zu )?(?:machen|setzen|bereiten)|mit (?:allem|dem leben|meinem leben) schluss (?:zu )?machen|(?:will|mochte|moechte|wurde am liebsten) (?:einfach )?alles beenden|pulsadern|todliche dosis|letale dosis|wie viele \w*tabletten (?:man |es )?(?:braucht|brauche|reichen|notig)|(?:gedanke|gedanken|vorstellung) an (?:den|meinen) tod (?:\w+ ){0,2}(?:beruhigt|trostet|tut gut|hilft)|sehne mich nach dem tod|(?:der )?tod ware (?:eine )?(?:erlosung|erleichterung)|(?:will|mochte|moechte|wollte) (?:einfach |nur |nur noch |einfach nur |endlich )?(?:sterben|tot sein|nicht mehr sein|nicht mehr existieren)|(?:nicht mehr|nimmer|nimma|numme|num) (?:leben|weiterleben|labe|lebe|existieren|aufwachen|aufwache)|nicht (?:mehr )?weiterleben|nie (?:wieder|mehr) aufwach\w*|wache? (?:\w+ ){0,4}nicht mehr auf|einschlafen und nicht mehr|aufhoren zu (?:leben|existieren|atmen)|einfach aufhoren(?! (?:zu|mit)\b)|keine lust mehr (?:zu leben|auf (?:das |mein )?leben)|kein(?:en)? bock mehr (?:zu leben|auf (?:das |mein )?leben)|keinen grund mehr zu leben|kein grund mehr zu leben|(?:es|des lebens) (?:so )?(?:leid|satt|mude|muede) zu (?:leben|existieren)|des lebens (?:so )?(?:mude|muede|uberdrussig)|mude vom leben|ohne mich (?:\w+ ){0,3}(?:besser dran|besser|leichter|glucklicher)|(?:besser dran|leichter|glucklicher) ohne mich|lieber tot (?:sein|ware|waere)|ware (?:ich )?lieber tot|waere (?:ich )?lieber tot|nicht mehr da sein|bin ich nicht mehr da|vor (?:den|einen|die) (?:zug|bahn|u bahn|s bahn|lkw|laster) (?:zu )?(?:werfen|springen|schmeissen|legen)|(?:von der|von einer|vom) (?:brucke|bruecke|dach|hochhaus|balkon|klippe) (?:zu )?(?:springen|sturzen|stuerzen)|(?:wott|wet|mog|mocht|i wu|i wui) (?:\w+ ){0,3}sterbe`,
  death: String.raw`sterben|verrecken|abkratzen|krepieren|draufgehen|den loffel abgeben|ins gras beissen|tot sein|tot ware|ware (?:ich )?(?:einfach )?tot|waere (?:ich )?tot|endlich tot|nicht mehr (?:da|hier|am leben) (?:zu )?(?:sein|ware|waere|bin)|wache? (?:\w+ ){0,4}nicht (?:mehr )?auf|nie geboren|(?:wenn )?es mich nicht (?:mehr )?(?:gabe|gaebe|gibt)|gabe es mich nicht|nicht (?:mehr )?zu existieren|nicht mehr existieren|nicht (?:mehr )?aufwach\w*|(?:fur immer|einfach|spurlos) verschwinden|fur immer (?:weg|einschlafen|schlafen)|einschlafen und nie|erlost werden|aus dem leben (?:gehen|scheiden)|nicht mehr leben|einfach aufhoren(?! (?:zu|mit)\b)|mit mir (?:ist es )?vorbei|mein leben (?:ist )?vorbei`,
  wish: String.raw`ich will|will ich|ich wollte|wollte ich|will nicht mehr|mochte|moechte|mocht|wunsche|wunschte|wuensche|wuenschte|wunsch mir|hoffe|hoffentlich|wurde gern|wurde gerne|wuerde gern|hatte gern|am liebsten|ware (?:so |echt |doch |einfach )?(?:schon|schoen|leichter|einfacher|besser)|sehne mich|sehnsucht|bete|i wu|i wui|i mog|wott`,
  passiveEvent: String.raw`auto|lkw|laster|lastwagen|zug|bus|strassenbahn|flugzeug|unfall|autounfall|krebs|tumor|herzinfarkt|schlaganfall|blitz|meteor`,
  accept: String.raw`wars halt vorbei|fand ichs nich|fande ichs? (?:nicht|nich) (?:so )?schlimm|ware (?:mir )?(?:auch |doch |ehrlich gesagt )?(?:egal|recht|okay|ok|in ordnung|nicht (?:so )?schlimm|eine erlosung|eine erleichterung|erlosung)|waere (?:mir )?(?:auch |doch )?(?:egal|recht|okay|ok|nicht schlimm)|hatte nichts dagegen|haette nichts dagegen|wurde (?:mir )?nichts ausmachen|wurde nicht (?:ausweichen|bremsen)|nicht ausweichen|mich (?:\w+ ){0,3}uberfahrt|mich (?:\w+ ){0,3}uberfahren (?:wurde|wurd)`,
  decided: String.raw`tag ausgesucht|(?:mich|es|ich) (?:jetzt |endlich |nun )?(?:entschieden|beschlossen)(?! (?:fur|gegen|dass wir|wir|zu|mit|ob)\b)|(?:den|einen|meinen|das) (?:tag|ort|zeitpunkt|platz|datum) (?:schon |jetzt )?(?:ausgesucht|ausgewahlt|festgelegt)|ich weiss jetzt wo|ich weiss (?:jetzt )?(?:wie|wo|wann) ich es (?:tue|tun werde|mache|machen werde)|(?:beschlossen|entschieden),? (?:es|dass ich es|dass es) (?:zu tun|tun werde|tue|zu beenden|beende|durchzuziehen|durchziehe)|ziehe? (?:es|das) (?:jetzt )?durch|es (?:ist|steht) (?:jetzt )?(?:beschlossen|entschieden)|meine entscheidung (?:steht|ist (?:gefallen|endgultig))|mein (?:plan|entschluss) steht|(?:alles|der plan|der tag|das datum) steht (?:jetzt )?fest|es (?:genau |schon )?(?:durch)?geplant`,
  when: String.raw`heute|morgen|ubermorgen|heute nacht|heute abend|am wochenende|wochenende|nachste woche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|den \d{1,2}|am \d{1,2}|silvester|ende des monats|monatsende`,
  absence: String.raw`bin ich nicht mehr da|nicht mehr da bin|wenn (?:du|ihr) das (?:hier )?(?:liest|lest)|wenn das (?:hier )?jemand liest|damit sich keiner|keiner um irgendwas kummern|nicht mehr unter (?:euch|uns)|bald nicht mehr (?:da|hier) (?:sein|bin)`,
  leaving: String.raw`wenn (?:du|ihr) das (?:hier )?(?:liest|lest)|nicht deine schuld|nicht eure schuld|niemandes schuld|abschiedsbrief\w*|(?:passworter|passwoerter|zugangsdaten|pins?) (?:\w+ )?(?:liegen|sind|stehen) (?:in|im|auf|unter)|sagt (?:meiner|meinem|meinen) \w+,? dass ich (?:sie|ihn|euch) (?:liebe|lieb habe)`,
  goodbye: String.raw`kummer dich um|kummert euch um|kuemmert euch um|briefe|einen brief|abschiedsbrief\w*|accounts geloscht|alle accounts|(?:account|konto|konten|profil|insta|instagram|tiktok|facebook|snapchat|discord|handyvertrag|vertrag|vertrage|abo|abos|mitgliedschaft) (?:\w+ )?(?:geloscht|gekundigt|aufgelost|deaktiviert)|geschenkt|(?:meine|meinen|mein) (?:sachen|lieblings\w*|schmuck|gitarre|konsole|playstation|bucher) (?:\w+ ){0,3}(?:verschenkt|weggegeben|abgegeben)|gekundigt|kundige|nicht deine schuld|nicht eure schuld|niemandes schuld|habe (?:dich|euch) (?:\w+ )?lieb|ich liebe euch|allen (?:\w+ ){0,3}gesagt,? (?:wie sehr |dass )?ich (?:sie|euch) (?:\w+ )?(?:lieb|liebe)|bei allen bedankt|vererbe|seid (?:bitte )?nicht (?:traurig|sauer|wutend|bose)|bitte nicht traurig sein|soll (?:\w+ ){0,2}zu (?:meiner|meinem|meinen) \w+ (?:kommen|ziehen)|ist besser so|sachen aussortiert|alles (?:geregelt|geordnet)|angelegenheiten (?:geregelt|geordnet|in ordnung)|in ordnung gebracht|schulden (?:\w+ )?(?:zuruckgezahlt|beglichen)|testament|letzter eintrag|letzten eintrag|letzte nachricht|ein letztes mal|wer (?:\w+ )?(?:mein|meine|meinen) \w+ (?:bekommt|kriegt|haben soll)|(?:soll|sollen) (?:\w+ )?(?:mein|meine|meinen) \w+ (?:bekommen|kriegen|haben)|wenn ich nicht mehr (?:da|hier) bin|von allen verabschiedet|mich verabschiedet|danke fur alles`,
  farewell: String.raw`tschuss|tschau|lebewohl|leb wohl|lebt wohl|machts gut|adieu|verzeih|verzeiht|vergebt mir|vergib mir|es tut mir leid|tut mir so leid|habe (?:euch|dich) (?:\w+ )?lieb|ich liebe (?:euch|dich)|pass auf dich auf|passt auf euch auf|danke fur alles|pfiat|werde (?:euch|dich) (?:so )?vermissen|ihr wart (?:das beste|immer)`,
  means: String.raw`\w*tabletten|pillen|medikamente|insulin|jagdflinte|flinte|gewehr|waffe|dienstwaffe|pistole|revolver|knarre|messer|klinge|rasierklinge\w*|cuttermesser|teppichmesser|skalpell|brucke|bruecke|hochhaus|dach|gleise|bahngleise|seil|strick|schlinge|gurtel|rattengift|uberdosis|waffenschrank|was (?:im|i am) baumarkt`,
  meansHeld: String.raw`in der hand|gesammelt|sammle|sammeln|versteckt|verstecke|gehortet|gehamstert|gebunkert|aufgehoben|aufgespart|beiseite gelegt|zur seite gelegt|auf die seite gelegt|zuruckgelegt|statt sie zu nehmen|anstatt sie zu nehmen|vorrat|genug (?:zusammen|beisammen|gesammelt|fur)|genugend|griffbereit|liegen bereit|liegt bereit|bereitgelegt|(?:im|i am) kasten|(?:im|i am) keller|im (?:nachttisch|schrank|kleiderschrank|handschuhfach|rucksack|schreibtisch|kofferraum|spind)|in (?:der|meiner) (?:schublade|tasche|jackentasche|handtasche)|unter (?:dem|meinem) bett|unterm bett|gekauft|besorgt|zugang zu|liegt jetzt|hinter den kisten|schlussel (?:hangt|liegt)|weiss wo der schlussel|(?:am|ans|uber das|uberm) gelander|an der kante|(?:runter|hinunter|nach unten) ?(?:geschaut|geguckt|gesehen|gestarrt)|(?:starre|schaue?) (?:sie|es|ihn|die) (?:\w+ )?an|angestarrt|(?:ganze|ganzen|mehrere|alle) (?:packung|packungen|schachtel|schachteln|blister)|aufbewahrt|nicht abgeschlossen|unverschlossen|zahlenschloss|(?:stand|stehe|sass|sitze) (?:\w+ )?(?:auf|an) (?:der|dem) (?:brucke|dach|gelander|kante|gleisen)|wie (?:hoch|tief)`,
  // "Ritzen" alone are gaps in the floorboards: the verb is read with its person or its noun form.
  selfHarm: String.raw`geritzt|ritze mich|ritz mich|ritzen (?:mich|mir)|mich (?:\w+ ){0,3}(?:ritzen|ritze|zu ritzen)|(?:das|vom|zum|mit dem|beim) ritzen|ritzdruck|ritzwunde\w*|svv|selbstverletz\w*|selbst (?:zu )?verletzen|mich (?:selbst |selber )?(?:\w+ )?verletzt (?:habe|hab)? ?(?:absichtlich|mit absicht)|(?:absichtlich|mit absicht|extra|bewusst) (?:\w+ ){0,2}(?:geschnitten|verbrannt|geschlagen|verletzt|gekratzt)|mich (?:am \w+ )?verbrannt|mich (?:wieder |schon wieder |erneut )?geschnitten|(?:schneide|schnitt) mich|mich (?:zu )?schneiden|(?:feuerzeug|zigarette) (?:an|auf) (?:meine|meinen|meinem|meiner|die|den) (?:haut|arm|arme|handgelenk|bein|hand)|mir wehtun|mir weh tun|mir (?:selbst )?weh (?:zu tun|getan)|mir wehgetan|tue? mir (?:selbst |wieder )?weh(?! \w*\s?(?:wegen|das|dass))|gegen die wand geschlagen|(?:kopf|faust|fauste|hand) (?:\w+ )?gegen die wand (?:geschlagen|schlagen|gehauen|hauen|geknallt|knallen|schlage|haue)|bis die knochel|blutig gekratzt|kratze mich blutig|bis (?:es|die haut|ich) (?:\w+ )?(?:blutet|blutete|geblutet|blute)|mich selbst (?:zu )?bestrafen|bestrafe mich selbst|mich selbst geschlagen|schlage mich selbst|verdiene (?:es )?(?:kein|nicht zu) essen|(?:wieder|erneut) (?:mit dem )?(?:ritzen|schneiden) angefangen|frische (?:schnitte|wunden)|neue schnitte|cutte mich|mich (?:\w+ )?gecuttet|mich (?:zu )?cutten|(?:haare|wimpern) (?:\w+ )?ausgerissen|reisse? mir (?:die )?(?:haare|wimpern) aus|(?:zur|als) strafe (?:\w+ ){0,4}(?:nichts gegessen|hungern|geschnitten|geritzt|verbrannt|geschlagen)`,
  weapon: String.raw`messer|springmesser|klappmesser|waffe|pistole|revolver|knarre|gewehr|baseballschlager|schlagring`,
  // "bring sie um 8 zur Schule" is an errand, not a threat.
  threat: String.raw`ist er tot|ist sie tot|bringe? (?:ihn|sie|den|die|das schwein) um(?! (?:\d|halb|viertel|punkt|ca|circa|eins|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|elf|zwolf|mitternacht|mittag))|(?<!konnte |koennte |konnt |wurde )(?:ihn|sie) (?:\w+ )?(?:umbringen|abstechen|abknallen|kaltmachen|totschlagen)|der wird sehen|(?:wird|werden|soll|sollen) dafur bezahlen|(?:wird|werden) (?:es|das) (?:noch )?bereuen|heimzahlen|zahle? (?:ich )?(?:es )?(?:ihm|ihr|ihnen|euch) heim|ich weiss wo er wohnt|weiss (?:genau )?(?:wo|wann) (?:er|sie|der|die) (?:\w+ )?(?:wohnt|feierabend hat|alleine ist)|auflauern|lauere? (?:ihm|ihr) auf|messer eingesteckt|(?:will|werde|mochte) (?:ihm|ihr|ihnen) (?:\w+ )?(?:weh ?tun|was antun|etwas antun)|schlag (?:ihn|sie) tot|krankenhausreif|stech(?:e)? (?:ihn|sie) (?:\w+ )?ab|knall(?:e)? (?:ihn|sie|den|die) (?:\w+ )?ab|zunde? (?:sein|ihr|ihre|seine) (?:haus|auto|wohnung|bude|laden) an|sollen (?:alle )?verrecken|(?:die|sie) werden (?:alle )?(?:dafur bezahlen|es bereuen)|(?:messer|waffe|pistole|knarre) (?:\w+ ){0,2}(?:mitnehmen|mitgenommen|mitbringen|einstecken|dabei haben|dabeihaben)|(?:ihn|sie|den|die) (?:\w+ )?(?:zusammenschlagen|verprugeln)`,
  intrusive: String.raw`(?:bild|bilder|gedanke|gedanken|zwangsgedanke\w*|kopfkino|stelle? mir vor|ich sehe mich|sehe vor mir|angst,? dass ich|angst davor,? dass ich)\b.{0,60}\b(?:runterstoss\w*|stoss\w*|schubs\w*|ertrank\w*|erstick\w*|weh tun|wehtue|weh tue|fallen lasse|fallenlasse|fallen lassen|unter wasser|unters wasser|schutteln|erwurg\w*|kissen (?:auf|uber)|antue|anzutun|etwas antun|was antun|fallen zu lassen|zudruck\w*|die treppe (?:runter|hinunter))`,
  negated: String.raw`(?:will|mochte|moechte|wollte) (?:\w+ )?nicht (?:\w+ ){0,3}(?:sterben|verrecken|tot sein)|nicht suizidal|keine (?:suizidgedanken|suizidabsichten)|(?:wurde|werde) mir (?:nie|niemals|nichts) (?:etwas |was )?antun|habe? nicht vor,? mir|bin in sicherheit`,
  media: String.raw`film|serie|staffel|netflix|buch|roman|krimi|thriller|spiel|videospiel|zocken|gezockt|lied|songtext|kapitel|tatort|manga|horbuch|theaterstuck`,
  recovered: String.raw`vor (?:\d+|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|zwolf|vielen|ein paar|einigen|mehreren|etlichen) jahren|(?:\d+|ein|einem|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn) (?:jahre?|monate?|jahren|monaten) (?:ohne|clean|frei|ritzfrei|symptomfrei)|seit (?:\d+|zwei|drei|vier|funf|vielen|einigen|ein paar|uber \w+) (?:jahren|monaten) (?:clean|frei|ritzfrei|nicht mehr|ohne)|als ich (?:jung|junger|teenager|kind|jugendlich|jugendliche|jugendlicher|in der schule|\d+) war|seit jahren clean|ritzfrei|clean seit|in meiner jugend|in der schulzeit|therapie (?:abgeschlossen|beendet)`,
  // "wieder" alone ("es geht mir wieder gut") is no relapse: the act or the time has to come with it.
  relapse: String.raw`schon wieder|wieder (?:geritzt|angefangen|geschnitten|verbrannt|getan|passiert|ritzen|schneiden|da|zuruck|hoch)|ruckfall\w*|rueckfall\w*|erneut|seit (?:gestern|kurzem|ein paar (?:tagen|wochen))|letzte (?:nacht|woche)|gestern (?:nacht|abend)|heute nacht|diese woche|in letzter zeit|neuerdings|streak (?:ist )?(?:weg|kaputt|gebrochen|vorbei)`,
  pastTime: String.raw`vor (?:\d+|einem|einer|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|ein paar|einigen|vielen|mehreren) (?:monaten|monat|jahren|jahr)|letztes jahr|damals|fruher|als ich (?:\w+ )?(?:jung|junger|kind|teenager|jugendlich|jugendliche|jugendlicher|\d+) war|in meiner jugend|in der schulzeit`,
  finality: String.raw`keiner ahnt|niemand ahnt|ist besser so|irgendwie okay|i am done|damit sich keiner|zum letzten mal|ein letztes mal|ganz ruhig|endlich ruhig|alles ist geregelt|bald ist es vorbei|bald vorbei|es wird bald aufhoren`,
  benign: String.raw`rezept|kochen|gekocht|koche|kuchen|salat|suppe|tomate\w*|karotte\w*|kartoffel\w*|knoblauch|gurke\w*|brot|abendessen|mittagessen|backen|gebacken|herd|ofen|backofen|pfanne|topf|grill|grillen|zwiebel\w*|gemuse|schneidebrett|hahnchen|fleisch|bugeleisen|werkstatt|schnitzen|basteln|gartenarbeit|patienten|schicht|nachtdienst|station|klinik|pflegeheim|notaufnahme|rettungsdienst|jagd|jagen|jagdschein|schiessstand|schutzenverein|verein|training|fussball|handball|eishockey|kampfsport|angeln`,
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
