// BLS: Basic Life Support (sample catalogue content).
import { mcq } from './helpers';
import { SAMPLE_NOTICE, type SeedCourse } from './types';

export const blsCourse: SeedCourse = {
  id: 'bls',
  courseType: 'BLS',
  title: 'Basic Life Support',
  subtitle: 'BLS for healthcare providers: adult, child and infant',
  shortDescription:
    'Master high-quality CPR, AED use, ventilation and choking relief for adults, children and infants, alone or as part of a team.',
  description: [
    '<p>Basic Life Support is the foundation of every resuscitation. Whatever advanced care follows, survival from cardiac arrest depends first on prompt recognition, early high-quality chest compressions and rapid defibrillation.</p>',
    '<p>This course covers the chain of survival, one- and two-rescuer CPR for adults, children and infants, automated external defibrillators, rescue breathing with barrier devices and bag-mask ventilation, opioid-associated emergencies and relief of choking. Team-based scenarios show how several rescuers can share tasks to keep compressions nearly continuous.</p>',
    '<p>The course is suitable for initial certification and for renewal. Learners who pass the final exam receive a certificate of completion and continuing education credit.</p>',
  ].join(''),
  targetAudience:
    'Nurses, physicians, dentists, paramedics and EMTs, medical and nursing students, allied health professionals and anyone required to hold a healthcare-provider BLS credential.',
  learningObjectives: [
    'Describe the chain of survival and recognize cardiac arrest quickly, including agonal breathing.',
    'Perform high-quality CPR for adults, children and infants with correct rate, depth, recoil and ratios.',
    'Use an AED safely and with minimal interruption to compressions.',
    'Provide effective ventilation with a pocket mask or bag-mask device and give rescue breathing to a patient with a pulse.',
    'Relieve foreign-body airway obstruction in responsive and unresponsive adults, children and infants.',
  ],
  creditHours: 4,
  color: '#0B6E4F',
  categories: [
    { name: 'Certifications', position: 1, coursePosition: 3 },
    { name: 'Renewals', position: 2, coursePosition: 3 },
  ],
  authors: [
    {
      id: 'marcus-bell',
      name: 'Marcus Bell',
      postNominal: 'NRP, FP-C',
      affiliation: 'Tri-County Emergency Medical Services (fictional)',
    },
    {
      id: 'angela-reyes',
      name: 'Angela Reyes',
      postNominal: 'MSN, RN, CCRN',
      affiliation: 'St. Brigid Community Hospital (fictional)',
    },
  ],
  approvalEntities: [
    { id: 'nceb', name: 'Nursing Continuing Education Board (sample)' },
    { id: 'emsec', name: 'Emergency Medical Services Education Commission (sample)' },
  ],
  disclosures:
    'The authors and reviewers of this course report no relevant financial relationships with ineligible companies within the past 24 months. The content was developed and reviewed independently, without commercial support, and is free of promotional material. References to device types are generic and do not endorse any manufacturer.',
  products: {
    certification: {
      id: 'bls-cert',
      name: 'BLS Certification',
      price: 7900,
      originalPrice: 9900,
      cartSubtitle: 'Healthcare-provider BLS with 2-year card',
      cartCta: 'Start BLS certification',
      cartDescription:
        'Six BLS modules, unlimited exam attempts, 4 credit hours and a digital provider card valid for two years.',
      kind: 'certification',
    },
    recertification: {
      id: 'bls-recert',
      name: 'BLS Recertification',
      price: 5900,
      originalPrice: 7900,
      cartSubtitle: 'Renew your current BLS card',
      cartCta: 'Renew BLS',
      cartDescription:
        'A refresher of all BLS modules with the recertification exam, credit hours and a renewed two-year provider card.',
      kind: 'recertification',
    },
  },
  sections: [
    {
      id: 'bls-s1',
      title: 'The Chain of Survival and Recognizing Cardiac Arrest',
      about: 'Why every link in the chain matters and how to recognize cardiac arrest within seconds.',
      duration: 30,
      content: `${SAMPLE_NOTICE}
<h2>The Chain of Survival and Recognizing Cardiac Arrest</h2>
<p>Cardiac arrest is the sudden loss of effective heart function. Within seconds the person loses consciousness, and without help, brain injury begins within minutes. Survival depends on a series of actions, each linked to the next, known as the chain of survival. A weak link anywhere in the chain reduces the chance of a good outcome.</p>
<h3>The links in the chain</h3>
<table>
<caption>Chain of survival</caption>
<thead><tr><th scope="col">Out of hospital</th><th scope="col">In hospital</th></tr></thead>
<tbody>
<tr><td>Activation of the emergency response system</td><td>Early recognition of deterioration and prevention of arrest</td></tr>
<tr><td>High-quality CPR</td><td>Activation of the emergency response</td></tr>
<tr><td>Defibrillation</td><td>High-quality CPR</td></tr>
<tr><td>Advanced resuscitation by EMS</td><td>Defibrillation</td></tr>
<tr><td>Post-cardiac arrest care</td><td>Post-cardiac arrest care</td></tr>
<tr><td>Recovery</td><td>Recovery</td></tr>
</tbody>
</table>
<p>In hospital, many arrests are preceded by hours of warning signs such as rising breathing rate, falling blood pressure or confusion. Rapid response teams and clear escalation criteria aim to act on these signs before arrest occurs.</p>
<h3>Scene safety first</h3>
<p>Before approaching, check that the scene is safe for you and the patient. Look for traffic, electrical hazards, fire, violence or toxic exposure. A rescuer who becomes a second casualty cannot help anyone.</p>
<h3>Recognizing cardiac arrest</h3>
<ol>
<li><strong>Check responsiveness.</strong> Tap the person's shoulder and shout, "Are you OK?"</li>
<li><strong>Shout for help.</strong> If someone responds, send them to activate the emergency response system and bring an AED. If you are alone with a mobile phone, call on speaker while you continue your assessment.</li>
<li><strong>Check breathing and pulse at the same time</strong> for at least 5 but no more than 10 seconds. Scan the chest for rise and fall while feeling for the carotid pulse in an adult.</li>
<li><strong>Act on what you find.</strong> If there is no normal breathing and no definite pulse, begin CPR starting with chest compressions.</li>
</ol>
<aside class="callout"><h3>Gasping is not breathing</h3><p>Agonal gasps are slow, irregular, noisy breaths that often occur in the first minutes after cardiac arrest. They can look like breathing to an untrained eye. A person who is unresponsive and only gasping is in cardiac arrest and needs CPR.</p></aside>
<h3>If there is a pulse</h3>
<p>If the person has a definite pulse but is not breathing normally, provide rescue breathing and recheck the pulse about every 2 minutes. If the person is breathing normally and has a pulse, monitor them until help arrives, and place them in a recovery position if there is no suspected injury.</p>
<h3>Why speed matters</h3>
<p>For every minute without CPR and defibrillation, the chance of survival from a witnessed arrest caused by ventricular fibrillation falls substantially. Bystander CPR slows this decline by maintaining some blood flow to the brain and heart until a defibrillator arrives. Healthcare providers should therefore aim to start compressions within 10 seconds of recognizing arrest.</p>`,
    },
    {
      id: 'bls-s2',
      title: 'High-Quality CPR for Adults',
      about: 'Hand position, rate, depth, recoil and ratios for one- and two-rescuer adult CPR.',
      duration: 40,
      content: `${SAMPLE_NOTICE}
<h2>High-Quality CPR for Adults</h2>
<p>Chest compressions create blood flow by raising pressure inside the chest and directly squeezing the heart. Their effectiveness depends on five measurable features, all of which rescuers can learn to control.</p>
<h3>The five features of high-quality CPR</h3>
<ul>
<li><strong>Rate</strong>: 100 to 120 compressions per minute.</li>
<li><strong>Depth</strong>: at least 2 inches (5 cm) but not more than 2.4 inches (6 cm) in an average adult.</li>
<li><strong>Recoil</strong>: let the chest return fully between compressions; do not lean on it.</li>
<li><strong>Minimal interruptions</strong>: keep pauses under 10 seconds.</li>
<li><strong>No excessive ventilation</strong>: give breaths over about 1 second, just enough to make the chest rise.</li>
</ul>
<h3>Technique</h3>
<ol>
<li>Place the patient on their back on a firm, flat surface.</li>
<li>Kneel or stand at the patient's side.</li>
<li>Put the heel of one hand on the center of the chest, on the lower half of the breastbone, with the other hand on top.</li>
<li>Position your shoulders directly over your hands and keep your arms straight.</li>
<li>Push hard and fast, counting aloud, and allow full recoil after each compression.</li>
</ol>
<h3>One rescuer and two rescuers</h3>
<table>
<caption>Adult compression-to-ventilation ratios</caption>
<thead><tr><th scope="col">Situation</th><th scope="col">Ratio or rate</th></tr></thead>
<tbody>
<tr><td>One rescuer, no advanced airway</td><td>30 compressions : 2 breaths</td></tr>
<tr><td>Two rescuers, no advanced airway</td><td>30 compressions : 2 breaths</td></tr>
<tr><td>Advanced airway in place</td><td>Continuous compressions; 1 breath every 6 seconds</td></tr>
</tbody>
</table>
<p>With two rescuers, one compresses while the other maintains the airway and gives breaths with a bag-mask device. The compressor counts aloud so the ventilator can prepare for each pair of breaths. Rescuers switch roles about every 2 minutes, or every 5 cycles of 30:2, and aim to complete the switch in less than 5 seconds.</p>
<aside class="callout"><h3>Common errors</h3><p>The most frequent mistakes are compressing too slowly or too fast, too shallowly, leaning on the chest between compressions, and taking long pauses for breaths or pulse checks. Feedback devices and a teammate watching your technique can correct these in real time.</p></aside>
<h3>Chest compression fraction</h3>
<p>Chest compression fraction is the proportion of total resuscitation time during which compressions are being performed. Teams should aim for at least 60%, and well-organized teams regularly exceed 80%. Every activity that requires a pause, such as rhythm analysis or airway placement, should be planned so that the pause is as short as possible.</p>
<h3>Compression-only CPR</h3>
<p>Untrained bystanders and those unwilling or unable to give breaths should perform compression-only CPR for adults, which is much better than no CPR. Healthcare providers should give both compressions and breaths when they have the skills and equipment to do so, because oxygen stores run low after the first few minutes and breaths are particularly important for arrests caused by lack of oxygen.</p>
<h3>Complications</h3>
<p>Rib or sternal fractures may occur even with correct technique. They should not cause rescuers to compress less deeply; the risk of death from inadequate CPR is far greater than the risk of injury.</p>`,
    },
    {
      id: 'bls-s3',
      title: 'Using an Automated External Defibrillator',
      about: 'Operating an AED safely and quickly, with attention to special situations and minimal pauses.',
      duration: 35,
      content: `${SAMPLE_NOTICE}
<h2>Using an Automated External Defibrillator</h2>
<p>An automated external defibrillator (AED) analyzes the heart rhythm and, if it detects a shockable rhythm such as ventricular fibrillation, delivers an electrical shock that can allow the heart's normal rhythm to resume. AEDs are designed for use by anyone and give voice prompts at every step. Early defibrillation is one of the strongest predictors of survival from sudden cardiac arrest.</p>
<h3>Universal AED steps</h3>
<ol>
<li><strong>Turn the AED on</strong> as soon as it arrives. Some devices turn on when the lid is opened.</li>
<li><strong>Attach the pads</strong> to the bare chest as shown on the pad diagrams. Continue compressions while the second rescuer places the pads.</li>
<li><strong>Clear the patient for analysis.</strong> Make sure no one is touching the patient while the AED analyzes the rhythm.</li>
<li><strong>If a shock is advised</strong>, make sure everyone is clear, say so loudly, and press the shock button.</li>
<li><strong>Resume CPR immediately</strong>, starting with compressions, for about 2 minutes until the AED prompts another analysis.</li>
<li><strong>If no shock is advised</strong>, resume CPR immediately and follow the prompts.</li>
</ol>
<h3>Pad placement</h3>
<p>The usual position is anterolateral: one pad just below the right collarbone and the other on the left side of the chest, below and to the left of the nipple. An anteroposterior position, with one pad on the front of the chest and one on the back, is also acceptable and is often used in children.</p>
<h3>Special situations</h3>
<table>
<caption>Adapting AED use</caption>
<thead><tr><th scope="col">Situation</th><th scope="col">What to do</th></tr></thead>
<tbody>
<tr><td>Hairy chest</td><td>Press pads firmly; if they do not stick, remove them to take hair with them, or shave the area, and apply new pads</td></tr>
<tr><td>Water on the chest</td><td>Quickly wipe the chest dry before attaching pads; moving the patient out of standing water is advisable</td></tr>
<tr><td>Implanted pacemaker or defibrillator</td><td>Avoid placing a pad directly over the device; place it to one side or use a front-and-back position</td></tr>
<tr><td>Medication patch</td><td>Remove the patch and wipe the skin with a gloved hand before placing the pad</td></tr>
<tr><td>Child under about 8 years</td><td>Use pediatric pads or a dose attenuator if available; if not, use adult pads without letting them touch</td></tr>
</tbody>
</table>
<aside class="callout"><h3>Do not delay for a pulse check</h3><p>After a shock, the heart rarely produces an effective pulse straight away. Resume compressions immediately and let the AED prompt the next rhythm check about 2 minutes later.</p></aside>
<h3>Safety</h3>
<p>AEDs are very safe when used correctly. The main risk is shocking a rescuer who is touching the patient, so the operator must always look from head to toe and announce clearly before pressing the shock button. Remove supplemental oxygen sources from the immediate area of the chest during shock delivery. Metal surfaces and snow are not a significant hazard as long as no one touches the patient.</p>
<h3>Minimizing pauses</h3>
<p>Compressions should continue while pads are being applied and while the AED charges, if the device allows it. Experienced teams keep the pause before a shock to a few seconds by preparing everyone in advance: "After this cycle we will analyze; be ready to stand clear."</p>`,
    },
    {
      id: 'bls-s4',
      title: 'CPR for Children and Infants',
      about: 'How CPR for children and infants differs from adult CPR in technique, depth and ratios.',
      duration: 40,
      content: `${SAMPLE_NOTICE}
<h2>CPR for Children and Infants</h2>
<p>For BLS, an <strong>infant</strong> is younger than 1 year, excluding newborns at birth, and a <strong>child</strong> is from 1 year of age until puberty. Signs of puberty, such as breast development in girls or underarm hair in boys, indicate adult CPR. Because most cardiac arrests in children are caused by breathing problems rather than heart problems, ventilation is especially important.</p>
<h3>Key differences from adult CPR</h3>
<table>
<caption>Child and infant BLS</caption>
<thead><tr><th scope="col">Component</th><th scope="col">Child</th><th scope="col">Infant</th></tr></thead>
<tbody>
<tr><td>Pulse check</td><td>Carotid or femoral</td><td>Brachial</td></tr>
<tr><td>Compression technique</td><td>One or two hands on the lower half of the breastbone</td><td>Two thumbs encircling the chest, or the heel of one hand, just below the nipple line</td></tr>
<tr><td>Compression depth</td><td>At least one third of chest depth, about 2 inches (5 cm)</td><td>At least one third of chest depth, about 1.5 inches (4 cm)</td></tr>
<tr><td>Ratio, one rescuer</td><td>30:2</td><td>30:2</td></tr>
<tr><td>Ratio, two rescuers</td><td>15:2</td><td>15:2</td></tr>
<tr><td>Rescue breathing with a pulse</td><td>1 breath every 2 to 3 seconds</td><td>1 breath every 2 to 3 seconds</td></tr>
</tbody>
</table>
<h3>When to call for help</h3>
<p>If you are alone and the arrest was <strong>witnessed and sudden</strong>, a heart rhythm problem is more likely: leave to activate the emergency response system and get an AED, then return. If the arrest was <strong>not witnessed</strong>, give about 2 minutes of CPR first, then activate the emergency response system and get an AED. With a mobile phone, you can call on speaker without leaving the child.</p>
<h3>Starting CPR for a slow heart rate</h3>
<p>If a child or infant has a pulse but the heart rate is below 60 per minute with signs of poor perfusion, such as pale, mottled or blue skin, despite effective breaths, start CPR. Waiting for the heart to stop completely wastes valuable time.</p>
<h3>Infant compression techniques</h3>
<ul>
<li><strong>Two thumb&ndash;encircling hands</strong>: wrap your hands around the chest and press with both thumbs side by side on the lower half of the breastbone. This technique produces better depth and is preferred when two rescuers are present.</li>
<li><strong>Heel of one hand</strong>: useful for a lone rescuer or when the rescuer's hands cannot encircle the chest.</li>
<li>Some programs still teach a <strong>two-finger technique</strong> for lone rescuers; it tends to produce shallower compressions, so follow the approach taught in your current program.</li>
</ul>
<aside class="callout"><h3>Gentle breaths</h3><p>Infants and small children need only small breaths. Use a mask that fits over the mouth and nose, and give just enough air to see the chest begin to rise. A slight head tilt, keeping the head in a neutral sniffing position, usually opens the infant airway best; tilting too far can close it.</p></aside>
<h3>AED use in children and infants</h3>
<p>Use pediatric pads or a dose attenuator for children under about 8 years, if available. If not, use adult pads, placing them front and back if they would otherwise touch. For infants, a manual defibrillator is preferred; if one is not available, use an AED with a dose attenuator, and if that is not available either, a standard AED may be used.</p>`,
    },
    {
      id: 'bls-s5',
      title: 'Ventilation, Rescue Breathing and Opioid Emergencies',
      about:
        'Effective breaths with barrier devices and bag-mask ventilation, and how to respond to suspected opioid overdose.',
      duration: 35,
      content: `${SAMPLE_NOTICE}
<h2>Ventilation, Rescue Breathing and Opioid Emergencies</h2>
<p>Breaths during CPR supply oxygen and remove carbon dioxide. Given correctly, they are brief and gentle. Given badly, they waste time and cause harm by inflating the stomach and reducing blood return to the heart.</p>
<h3>Opening the airway</h3>
<ul>
<li><strong>Head tilt&ndash;chin lift</strong>: place one hand on the forehead and tilt the head back while lifting the bony part of the chin with the fingers of the other hand.</li>
<li><strong>Jaw thrust</strong>: used by trained rescuers when a neck injury is suspected. Lift the angles of the jaw forward with both hands. If the jaw thrust does not open the airway, use a head tilt&ndash;chin lift.</li>
</ul>
<h3>Pocket mask</h3>
<p>A pocket mask with a one-way valve protects the rescuer. Position yourself at the patient's side, seal the mask with the thumb and index finger along its edges while lifting the jaw with the other fingers, and blow over about 1 second until the chest rises.</p>
<h3>Bag-mask device</h3>
<p>Bag-mask ventilation is best performed by two rescuers during CPR. One rescuer uses the <strong>E-C clamp</strong> technique: the thumb and index finger form a C to press the mask onto the face, while the remaining three fingers form an E along the jaw to lift it into the mask. The second rescuer squeezes the bag just enough to make the chest rise. Connect oxygen as soon as it is available.</p>
<table>
<caption>Breaths during BLS</caption>
<thead><tr><th scope="col">Situation</th><th scope="col">Adult</th><th scope="col">Child or infant</th></tr></thead>
<tbody>
<tr><td>Rescue breathing (pulse present)</td><td>1 breath every 6 seconds</td><td>1 breath every 2 to 3 seconds</td></tr>
<tr><td>CPR without advanced airway</td><td>2 breaths after every 30 compressions</td><td>2 breaths after every 30 compressions (one rescuer) or 15 (two rescuers)</td></tr>
<tr><td>CPR with advanced airway</td><td>1 breath every 6 seconds</td><td>1 breath every 2 to 3 seconds</td></tr>
</tbody>
</table>
<p>If the chest does not rise with the first breath, reposition the head and try again. Do not make repeated attempts that delay compressions.</p>
<h3>Opioid-associated emergencies</h3>
<p>Opioids can stop breathing by depressing the brain's respiratory drive. The heart may continue to beat for a while, so a patient can have a pulse but no normal breathing. Clues include pinpoint pupils, drug paraphernalia and a known history of opioid use.</p>
<ol>
<li>Check responsiveness, shout for help and activate the emergency response system.</li>
<li>Check breathing and pulse together.</li>
<li>If there is a pulse but no normal breathing, give rescue breaths or bag-mask ventilation, and give <strong>naloxone</strong> if available, by the intranasal, intramuscular or intravenous route according to your training and protocols.</li>
<li>If there is no pulse, start CPR and use an AED. Naloxone may be given but must not delay or interrupt CPR.</li>
<li>Continue to monitor after naloxone; its effect can wear off before the opioid's effect does, and breathing may stop again.</li>
</ol>
<aside class="callout"><h3>Airway first</h3><p>Naloxone does not restart a heart that has stopped. In a patient with respiratory arrest, effective ventilation is the most important treatment while waiting for naloxone to work.</p></aside>`,
    },
    {
      id: 'bls-s6',
      title: 'Choking, Special Situations and Team CPR',
      about:
        'Relieving airway obstruction, adapting CPR for drowning and pregnancy, and working as a coordinated team.',
      duration: 40,
      content: `${SAMPLE_NOTICE}
<h2>Choking, Special Situations and Team CPR</h2>
<h3>Foreign-body airway obstruction</h3>
<p>Choking is recognized by the universal sign, hands clutching the throat, together with an inability to speak, cough effectively or breathe. A person with a mild obstruction who can cough forcefully and speak should be encouraged to keep coughing, and monitored.</p>
<table>
<caption>Relieving severe choking in a responsive person</caption>
<thead><tr><th scope="col">Patient</th><th scope="col">Technique</th></tr></thead>
<tbody>
<tr><td>Adult or child</td><td>Abdominal thrusts: stand behind the person, place a fist just above the navel and well below the breastbone, and give quick inward and upward thrusts until the object comes out or the person becomes unresponsive</td></tr>
<tr><td>Pregnant or very large adult</td><td>Chest thrusts on the lower half of the breastbone instead of abdominal thrusts</td></tr>
<tr><td>Infant</td><td>Up to 5 back slaps between the shoulder blades with the infant face down along your forearm, head lower than the chest, then up to 5 chest thrusts with the infant face up; repeat</td></tr>
</tbody>
</table>
<p>Abdominal thrusts are not used for infants because of the risk of injury to the liver and other organs.</p>
<h3>If the person becomes unresponsive</h3>
<ol>
<li>Lower the person carefully to the ground and shout for help; activate the emergency response system.</li>
<li>Begin CPR, starting with compressions. Do not check for a pulse first.</li>
<li>Each time you open the airway to give breaths, look in the mouth. Remove an object only if you can see it and it is easy to remove. Do not perform blind finger sweeps.</li>
<li>Continue CPR until the object is removed and breaths go in, or advanced help takes over.</li>
</ol>
<h3>Drowning</h3>
<p>Cardiac arrest after drowning is caused by lack of oxygen. Once the person is safely out of the water, rescue breaths are particularly important: open the airway and give breaths early, then continue CPR with compressions and breaths. Do not attempt to drain water from the lungs.</p>
<h3>Pregnancy</h3>
<p>In late pregnancy, the uterus can compress the major blood vessels when the patient lies on her back, reducing blood return to the heart. During CPR, a dedicated rescuer should push the uterus to the patient's left (manual left uterine displacement) while compressions continue with normal hand position. Activate maternal and neonatal emergency teams early.</p>
<aside class="callout"><h3>Team CPR: the first minutes</h3><p>When several rescuers arrive, the first starts compressions, the second brings and operates the AED and then manages ventilation with a bag-mask device, and others activate the emergency response, prepare equipment and record times. A single team leader coordinates roles, prompts compressor changes about every 2 minutes and keeps pauses under 10 seconds.</p></aside>
<h3>Communicating as a team</h3>
<ul>
<li>Use closed-loop communication: a clear instruction to a named person, a read-back, and confirmation when the task is done.</li>
<li>Speak up about problems, such as compressions that look too shallow, in a respectful and direct way.</li>
<li>Announce planned pauses in advance so that everyone is ready.</li>
<li>After the event, take a few minutes to debrief: what went well and what could be improved.</li>
</ul>`,
    },
  ],
  exam: { questionBankId: 'bls-bank', questionBankName: 'BLS Question Bank', questionsPerExam: 10, passingScore: 80 },
  questions: [
    mcq('bls-q1', 'What is the first thing a rescuer should do on finding a collapsed person?', 2, [
      'Check the pulse',
      'Give two rescue breaths',
      'Make sure the scene is safe',
      'Begin chest compressions',
    ]),
    mcq('bls-q2', 'How long should a healthcare provider spend checking breathing and pulse together?', 0, [
      'At least 5 but no more than 10 seconds',
      'At least 30 seconds',
      '1 minute',
      '2 to 3 seconds',
    ]),
    mcq('bls-q3', 'An unresponsive adult has occasional slow, noisy gasps and no pulse. What should you do?', 3, [
      'Place them in the recovery position',
      'Give rescue breathing only',
      'Wait to see if breathing improves',
      'Begin CPR, starting with compressions',
    ]),
    mcq(
      'bls-q4',
      'An unresponsive adult has a definite pulse but is not breathing. How often should rescue breaths be given?',
      1,
      ['1 breath every 2 seconds', '1 breath every 6 seconds', '1 breath every 15 seconds', '2 breaths every minute'],
    ),
    mcq('bls-q5', 'Where should hands be placed for adult chest compressions?', 2, [
      'On the upper third of the breastbone',
      'Over the left side of the chest',
      'On the lower half of the breastbone in the center of the chest',
      'On the upper abdomen',
    ]),
    mcq('bls-q6', 'What is the correct compression rate for adult CPR?', 1, [
      '80 to 100 per minute',
      '100 to 120 per minute',
      '120 to 140 per minute',
      'As fast as possible',
    ]),
    mcq('bls-q7', 'What is the correct compression depth for an adult?', 0, [
      'At least 2 inches (5 cm), but not more than 2.4 inches (6 cm)',
      'About 1 inch (2.5 cm)',
      'At least 3 inches (7.5 cm)',
      'About 1.5 inches (4 cm)',
    ]),
    mcq('bls-q8', 'Why is it important to allow full chest recoil between compressions?', 3, [
      'It lets the rescuer rest',
      'It helps the AED analyze the rhythm',
      'It reduces the risk of rib fractures to zero',
      'It allows the heart to refill with blood before the next compression',
    ]),
    mcq(
      'bls-q9',
      'What is the compression-to-ventilation ratio for two-rescuer adult CPR without an advanced airway?',
      2,
      ['15:2', '5:1', '30:2', '3:1'],
    ),
    mcq('bls-q10', 'How often should rescuers switch the compressor role during CPR?', 1, [
      'Every 30 seconds',
      'About every 2 minutes, or every 5 cycles of 30:2',
      'Every 10 minutes',
      'Only when the compressor is exhausted',
    ]),
    mcq('bls-q11', 'What is the goal for chest compression fraction during CPR?', 0, [
      'At least 60%, ideally more than 80%',
      'At least 20%',
      'Exactly 50%',
      'It does not matter',
    ]),
    mcq('bls-q12', 'What is the first step when an AED arrives?', 3, [
      'Attach the pads',
      'Press the shock button',
      'Check the pulse',
      'Turn the AED on',
    ]),
    mcq('bls-q13', 'The AED has delivered a shock. What should the rescuers do next?', 2, [
      'Check for a pulse for 10 seconds',
      'Reanalyze the rhythm immediately',
      'Resume CPR immediately, starting with compressions',
      'Give two breaths and wait',
    ]),
    mcq(
      'bls-q14',
      'A patient in cardiac arrest has a medication patch where an AED pad should go. What should you do?',
      1,
      [
        'Place the pad on top of the patch',
        'Remove the patch, wipe the skin and apply the pad',
        'Do not use the AED',
        'Place the pad on the abdomen',
      ],
    ),
    mcq(
      'bls-q15',
      'A patient has an implanted pacemaker under the right collarbone. How should the AED pad be placed?',
      0,
      [
        'To one side of the device, or use a front-and-back position',
        'Directly over the device',
        'AED use is contraindicated',
        "On the patient's back only, near the spine",
      ],
    ),
    mcq(
      'bls-q16',
      'A patient in cardiac arrest is lying in a puddle of water with a wet chest. What should you do before attaching AED pads?',
      3,
      [
        'Nothing; water does not matter',
        'Cover the chest with a towel and place pads over it',
        "Apply the pads to the patient's arms",
        'Move the patient out of the water if possible and quickly wipe the chest dry',
      ],
    ),
    mcq('bls-q17', 'For BLS purposes, what age range defines a child?', 2, [
      'Birth to 1 month',
      '1 month to 1 year',
      '1 year of age until puberty',
      '8 to 18 years',
    ]),
    mcq('bls-q18', 'What is the compression-to-ventilation ratio for two-rescuer infant CPR?', 1, [
      '30:2',
      '15:2',
      '5:1',
      '3:1',
    ]),
    mcq('bls-q19', 'Where should you check for a pulse in an infant?', 0, [
      'Brachial artery on the inside of the upper arm',
      'Carotid artery',
      'Radial artery',
      'Temporal artery',
    ]),
    mcq('bls-q20', 'What is the recommended compression depth for an infant?', 3, [
      'About 0.5 inch (1 cm)',
      'About 3 inches (7.5 cm)',
      'About 2.4 inches (6 cm)',
      'At least one third of the chest depth, about 1.5 inches (4 cm)',
    ]),
    mcq(
      'bls-q21',
      'You are alone and witness a child suddenly collapse. You do not have a phone. What should you do first?',
      2,
      [
        'Give 5 minutes of CPR before getting help',
        'Give rescue breaths for 2 minutes',
        'Leave to activate the emergency response system and get an AED, then return to start CPR',
        'Wait for someone to pass by',
      ],
    ),
    mcq(
      'bls-q22',
      'An infant has a pulse of 50 per minute and pale, mottled skin despite effective rescue breaths. What should you do?',
      1,
      [
        'Continue rescue breaths only',
        'Begin CPR',
        'Place the infant in the recovery position',
        'Check the pulse again in 5 minutes',
      ],
    ),
    mcq('bls-q23', 'Which infant compression technique is preferred when two rescuers are present?', 0, [
      'Two thumb-encircling hands',
      'Two fingers',
      'Two hands, one on top of the other',
      'The fist',
    ]),
    mcq('bls-q24', 'When using a bag-mask device, what is the purpose of the E-C clamp technique?', 3, [
      'To squeeze the bag with more force',
      'To check the pulse while ventilating',
      'To measure the tidal volume',
      'To hold the mask sealed against the face while lifting the jaw',
    ]),
    mcq('bls-q25', 'How long should each rescue breath take to deliver?', 2, [
      'About 3 seconds',
      'As quickly as possible',
      'About 1 second',
      'About 5 seconds',
    ]),
    mcq(
      'bls-q26',
      'A patient with suspected opioid overdose has a pulse but is not breathing normally. What is the priority?',
      1,
      [
        'Start chest compressions',
        'Provide ventilation and give naloxone if available',
        'Place the patient in the recovery position and leave',
        'Wait for naloxone before doing anything else',
      ],
    ),
    mcq('bls-q27', 'A patient given naloxone starts breathing. Why should monitoring continue?', 0, [
      'Naloxone can wear off before the opioid does, so breathing may stop again',
      'Naloxone causes cardiac arrest',
      'Naloxone must be given every minute',
      'Monitoring is not needed after naloxone',
    ]),
    mcq('bls-q28', 'A responsive adult is choking and cannot speak, cough or breathe. What should you do?', 3, [
      'Give back slaps only',
      'Give rescue breaths',
      'Perform a blind finger sweep',
      'Give abdominal thrusts',
    ]),
    mcq('bls-q29', 'How should you relieve severe choking in a responsive infant?', 2, [
      'Abdominal thrusts',
      'Blind finger sweeps',
      'Up to 5 back slaps followed by up to 5 chest thrusts, repeated',
      'Turning the infant upside down and shaking',
    ]),
    mcq('bls-q30', 'A choking adult becomes unresponsive. What should you do after calling for help?', 1, [
      'Check the pulse for 30 seconds',
      'Begin CPR; look in the mouth before giving breaths and remove an object only if seen',
      'Continue abdominal thrusts while the person is lying down',
      'Perform blind finger sweeps until the object is found',
    ]),
    mcq('bls-q31', 'During CPR on a woman in late pregnancy, what additional action should be taken?', 0, [
      'Manual left uterine displacement during compressions',
      'Compress higher on the chest',
      'Give fewer compressions',
      'Avoid using an AED',
    ]),
    mcq('bls-q32', 'Why are rescue breaths especially important after drowning?', 3, [
      'Because drowning victims cannot be defibrillated',
      'Because water must be pumped from the lungs',
      'Because compressions are harmful after drowning',
      'Because the arrest is caused by lack of oxygen',
    ]),
  ],
};
