// Given names of the languages Hearth reads that compromise's English lexicon does not know: the common first names
// (and their everyday short forms) of German, Dutch, Scandinavian, French, Spanish, Portuguese, Italian, Polish,
// Turkish, Indonesian, Indian, Arabic and West and Southern African families. Written from the countries' usual
// lists of frequent names, not from any entry. Names that are also a common word in one of those languages ("Rosa",
// "Luz", "Deniz", "Marine", "Kai", "Fleur", "Vale") are left out on purpose: they need the cues people.ts reads.
// Folded (lower case, no accents), separated by spaces; see words.ts's isGivenName.
export const GIVEN_NAMES = [
  // German, Austrian, Swiss.
  'jonas lukas leon finn felix maximilian moritz niklas nils tobias jannik jannis timo tim tom ben paul elias noah ' +
    'luca julian fabian florian sebastian philipp matthias stefan steffen christian andreas markus michael thomas ' +
    'daniel dominik patrick marcel dennis sven jens lars dirk thorsten torsten carsten kerstin birgit sabine petra ' +
    'andrea ute heike susanne claudia monika gabi gabriele renate ingrid gerda helga ursula uschi dieter jurgen ' +
    'uwe klaus gunter gunther horst wolfgang manfred rainer bernd heinz karl fritz franz sepp hannes henrik malte ' +
    'jakob johannes konstantin valentin vincent anton emil oskar theo ole jonte lasse hauke jorn arne knut ' +
    'lena leonie hannah hanna emma sophie sophia marie laura julia anna lisa sarah katharina johanna jana ' +
    'miriam mareike maike meike wiebke frauke silke anke imke insa svenja jule luisa louisa klara ' +
    'charlotte lotta paula mila ella emilia greta frieda lina amelie annika corinna daniela doris ' +
    'elke gisela hildegard irmgard jutta karin katrin kathrin manuela martina melanie nadine nicole ramona ' +
    'sandra simone sonja stefanie steffi tanja ulrike verena yvonne urs jurg ruedi marlies ' +
    'lorenz ferdinand basti chrissi steffen jorg ralf rolf detlef gerd gerhard ' +
    'helmut herbert kurt walter werner gunnar hendrik kai-uwe hans-peter',
  // Dutch, Flemish, Scandinavian.
  'daan sem bram thijs jeroen joost sander ruben niels koen wouter pieter jasper stijn tijn teun luuk ' +
    'gijs sjoerd maarten bart joris dirk-jan lieke femke anouk noor tess lotte sanne marloes esther ilse inge ' +
    'mirjam maaike annemieke lisanne fenna jip isa evi yara lynn nienke merel ' +
    'erik anders johan oskar bjorn sven linnea elin moa ebba maja frida astrid ingrid sanna malin axel ' +
    'emil hugo vilgot ludvig elsa alva wilma agnes freja mette mads rasmus frederik kasper soren',
  // French.
  'elodie camille manon chloe ines sarah julie pauline mathilde clemence oceane lucie emilie celine ' +
    'nathalie sandrine isabelle sophie aurelie margaux anais laetitia coralie maelle lou zoe juliette louise ' +
    'alice jeanne agathe apolline capucine romane eloise axelle justine morgane gaelle solene enora ' +
    'theo hugo lucas louis gabriel arthur jules nathan enzo mathis antoine thomas nicolas julien maxime ' +
    'baptiste romain quentin guillaume clement alexandre kevin jeremy mathieu matthieu francois yann loic gael ' +
    'erwan benoit sebastien cedric vincent thierry didier patrick philippe dominique michel gerard jacques ' +
    'martine brigitte sylvie veronique mireille monique chantal francoise josiane ghislaine yannick gwen ' +
    'timothee remi aurelien florent damien fabien ludovic mickael sylvain stephane frederic jean-pierre ' +
    'jean-luc jean-marc marie-claire anne-sophie pierre-yves',
  // Spanish and Latin American.
  'javi javier rafa rafael pablo sergio alejandro alex dani daniel carlos juan jose manu manuel nacho ignacio ' +
    'pepe paco mauricio diego andres nico nicolas benjamin matias joaquin felipe martin mateo ' +
    'santiago santi gonzalo rodrigo fernando lucia sofia valentina camila cami martina catalina ' +
    'julieta paula carla laura marta cristina elena isabel carmen nuria ines ana andrea claudia irene sara ' +
    'belen maite gabi coni jime jimena agus agustin federico facu facundo lautaro emilio ' +
    'alvaro adrian hector ruben raul oscar ivan jorge luis miguel antonio francisco pedro alberto ricardo ' +
    'enrique jaime guillermo vicente victor hugo iker unai aitor mikel ainhoa leire ' +
    'naiara itziar amaia maria-jose marijose mariana fernanda ximena renata lupe ' +
    'xiomara yesenia yuliana daniela gabriela natalia paola karla valeria silvia rocio pili merche conchi ' +
    'maripaz manolo chema quique kike fran alejandra javiera micaela ' +
    'brenda lorena mayra anahi',
  // Portuguese and Brazilian.
  'caio thais thiago tiago joao lucas gabriel matheus gustavo bruno guilherme vinicius leonardo eduardo dudu ' +
    'duda julia beatriz bia larissa leticia mariana fernanda amanda bruna juliana aline patricia carol isa ' +
    'luana raquel rui nuno joana tania diogo andre marcio marcelo fabio sergio paulo rodrigo rafaela ' +
    'thalita thaissa jessica priscila vanessa tatiane daiane gisele kelly leandro anderson wellington ' +
    'washington cleber edson everton helio joaquim jorginho juninho mauricio otavio renan rogerio ' +
    'sandro tulio wagner yasmin kaua enzo heitor davi arthur bernardo pietro murilo miguel valentina ' +
    'manuela alice helena lorena cecilia livia heloisa antonella sofia isadora giovanna',
  // Italian.
  'luca marco giulia francesca alessandro matteo lorenzo davide simone federico giorgio gianni ' +
    'paolo giuseppe peppe francesco antonio salvatore vincenzo enzo stefano roberto giovanni riccardo edoardo ' +
    'tommaso filippo gabriele emanuele nicola alessia elisa federica silvia elena giorgia beatrice ' +
    'camilla noemi ilaria marta martina sara valentina alessandra arianna cristina eleonora ' +
    'gaia greta irene ludovica michela monica paola roberta sabrina pietro gianluca gianmarco ' +
    'andrea maurizio fabrizio claudio sergio alberto mattia cristian manuel samuele diego michele ' +
    'raffaele ciro gennaro pasquale rocco saverio tonino toni carla gina lucia',
  // Polish.
  'piotr piotrek marek kasia ania tomek bartek michal pawel krzysiek agnieszka magda gosia basia zosia monika ' +
    'karolina wojtek lukasz maciek kamil jakub mateusz dawid szymon natalia zuzia ewa marta justyna dorota ' +
    'beata iwona grazyna jacek andrzej krzysztof marcin rafal grzesiek janusz zbyszek staszek jurek wiktoria ' +
    'weronika aleksandra olek malgorzata katarzyna joanna magdalena anna-maria halina jadwiga ' +
    'bozena danuta krystyna wieslaw zbigniew tadeusz kazimierz stanislaw wladyslaw mirek darek sebastian ' +
    'adrian patryk kacper filip oliwia julka hania maja lena',
  // Turkish.
  'emre serkan burak mehmet ahmet mustafa elif zeynep ayse fatma emine huseyin hasan ibrahim ece selin merve ' +
    'busra kubra esra gizem tugba onur emir kerem yusuf omer berk cem kaan oguz serdar volkan tolga hakan gokhan ' +
    'sinan murat ozan cansu irem buse damla dilara ebru gamze melis nazli pinar seda sibel ' +
    'tugce yagmur zehra erdem eren furkan halil ismail kadir kemal levent mert oktay recep selim ' +
    'sercan tarik ugur yasin yigit',
  // Indonesian and Malay.
  'budi agus andi rina dewi sinta shinta wati yuni rudi joko eko bambang hendra rizky dimas dian ' +
    'siti rani tika nisa adit raka rafi reza arif arief wahyu yudi iwan irwan slamet sutrisno ' +
    'nining ningsih rahayu wulan yanti novi novita ratna retno dinda nadia ' +
    'tiara aulia nabila galih angga heri herman',
  // Indian and Pakistani.
  'priya rohit ankit rahul amit sumit vikram arjun aditya ravi rajesh suresh ramesh mahesh anil sunil deepak ' +
    'neha pooja anjali kavya divya shreya sneha riya aarav ananya ishaan karan kunal nikhil varun vivek sanjay ' +
    'vijay ajay abhishek manish pankaj sachin gaurav saurabh shubham akash meera lakshmi aishwarya ' +
    'deepika priyanka prakash ashok dinesh ganesh naveen praveen rakesh mukesh rupesh yogesh nitin tushar ' +
    'siddharth sid tanvi tanya ishita simran harpreet gurpreet manpreet jaspreet navjot ' +
    'imran irfan faisal bilal usman zain zainab ayesha hira mahnoor',
  // Arabic, and West and Southern African.
  'omar ahmed mohammed mohamed mohammad muhammad youssef yousef yasmin yasmine leila layla karim rachid ' +
    'samir nadia amira hassan khalid tariq walid hamza mehdi nour noura salma hiba rania dina ' +
    'femi bisi ngozi chidi tunde emeka kemi chioma chinedu ifeoma adaeze amaka dayo funmi ' +
    'kunle segun seun tobi yemi zainab abena kofi kwame kwabena akosua efua thabo sipho ' +
    'thandiwe thandi lerato palesa nomsa zanele bongani themba lwazi kagiso tshepo naledi',
  // English and American names the lexicon lacks.
  'jaylen jalen jayden jaden kayden brayden aiden caden nevaeh kenzie mackenzie brantley kinsley paisley ' +
    'oaklyn everleigh ryleigh kaylee kayleigh ashleigh shaniqua tyrone deshawn dashawn jamal ' +
    'malik tamika latoya keisha aaliyah zariah imani jaxon jaxson braxton ryder colton',
].join(' ');
