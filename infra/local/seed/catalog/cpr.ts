// CPR & First Aid (sample catalogue content).
import { mcq } from './helpers';
import { SAMPLE_NOTICE, type SeedCourse } from './types';

export const cprCourse: SeedCourse = {
  id: 'cpr',
  courseType: 'CPR',
  title: 'CPR & First Aid',
  subtitle: 'Adult, child and infant CPR, AED use and essential first aid',
  shortDescription:
    'Learn to act confidently in an emergency: recognize cardiac arrest, perform CPR, use an AED and give first aid for common illnesses and injuries.',
  description: [
    '<p>Most emergencies happen at home, at work or in public places, long before professional help arrives. The actions of the first person on the scene can make the difference between life and death. This course gives you the knowledge to recognize an emergency, call for help and provide effective care until responders take over.</p>',
    '<p>You will learn CPR for adults, children and infants, how to use an automated external defibrillator (AED), how to help someone who is choking, and first aid for medical emergencies such as heart attack, stroke, severe allergic reaction and seizures. The course also covers controlling severe bleeding, burns, bone and joint injuries, and environmental emergencies.</p>',
    '<p>The course is designed for workplaces, schools, childcare settings and the general public, and meets the needs of many employers who require a CPR and first aid credential.</p>',
  ].join(''),
  targetAudience:
    'Teachers, childcare providers, coaches, workplace safety responders, fitness professionals, caregivers, parents and anyone who wants to be prepared to help in an emergency.',
  learningObjectives: [
    'Check the scene, recognize an emergency and activate emergency medical services.',
    'Perform CPR on adults, children and infants and use an AED.',
    'Relieve choking in adults, children and infants.',
    'Give first aid for heart attack, stroke, breathing difficulty, severe allergic reaction, low blood sugar and seizures.',
    'Control life-threatening bleeding and provide first aid for burns, bone and joint injuries and environmental emergencies.',
  ],
  creditHours: 4,
  color: '#9A3412',
  categories: [{ name: 'Certifications', position: 1, coursePosition: 5 }],
  authors: [
    {
      id: 'jordan-pike',
      name: 'Jordan Pike',
      postNominal: 'BS, NRP',
      affiliation: 'Cedar Valley Community First Aid Program (fictional)',
    },
  ],
  approvalEntities: [
    { id: 'wsec', name: 'Workplace Safety Education Council (sample)' },
    { id: 'emsec', name: 'Emergency Medical Services Education Commission (sample)' },
  ],
  disclosures:
    'The author and reviewers of this course have no relevant financial relationships with ineligible companies to disclose within the past 24 months. The course was developed without commercial support, and no products are promoted. First aid recommendations reflect widely taught practice and do not replace the instructions of emergency dispatchers or local protocols.',
  products: {
    certification: {
      id: 'cpr-cert',
      name: 'CPR & First Aid Certification',
      price: 4900,
      originalPrice: 6900,
      cartSubtitle: 'CPR, AED and first aid with 2-year card',
      cartCta: 'Start CPR & First Aid',
      cartDescription:
        'Six CPR and first aid modules, unlimited exam attempts and a digital completion card valid for two years.',
      kind: 'certification',
    },
    recertification: {
      id: 'cpr-recert',
      name: 'CPR & First Aid Recertification',
      price: 3900,
      originalPrice: 4900,
      cartSubtitle: 'Renew your current CPR & First Aid card',
      cartCta: 'Renew CPR & First Aid',
      cartDescription:
        'A refresher of all modules with the recertification exam and a renewed two-year completion card.',
      kind: 'recertification',
    },
  },
  sections: [
    {
      id: 'cpr-s1',
      title: 'Being a First Aider',
      about:
        'Checking the scene, getting help, protecting yourself and knowing how to approach an ill or injured person.',
      duration: 30,
      content: `${SAMPLE_NOTICE}
<h2>Being a First Aider</h2>
<p>First aid is the immediate care given to someone who is ill or injured until professional help arrives or the person recovers. You do not need special equipment or a medical background to make a difference. What matters most is that you stay calm, keep yourself safe, get help quickly and do the simple things well.</p>
<h3>Three steps in every emergency</h3>
<ol>
<li><strong>Check the scene.</strong> Before approaching, look for danger such as traffic, fire, electricity, deep water, unstable structures, aggressive animals or people, and chemicals. If the scene is not safe, stay back and call for help. Also notice how many people are hurt and what may have happened.</li>
<li><strong>Call for help.</strong> Phone the emergency number, or send a specific person to do it: "You in the blue jacket, call the emergency number and come back to tell me." Ask someone to bring the first aid kit and an AED. Put your phone on speaker so the dispatcher can guide you.</li>
<li><strong>Care for the person.</strong> Give the first aid you have been trained to give, and stay with them until help arrives.</li>
</ol>
<h3>Consent</h3>
<p>Before helping a responsive adult, introduce yourself, say you are trained in first aid and ask if you can help. Respect a refusal, but stay nearby and call for help if needed. For a child, ask a parent or guardian if one is present. If a person is unresponsive, or a child's caregiver is not present in a life-threatening situation, consent is implied and you may act.</p>
<h3>Protecting yourself</h3>
<ul>
<li>Wear disposable gloves when you might touch blood or other body fluids.</li>
<li>Use a CPR face shield or pocket mask for rescue breaths if you have one.</li>
<li>Wash your hands with soap and water after giving care, even if you wore gloves.</li>
<li>Dispose of used gloves and dressings safely, following your workplace rules.</li>
</ul>
<h3>Checking an ill or injured person</h3>
<p>If the person is awake, ask what happened, where it hurts and whether they have any medical conditions, allergies or medications. Look for medical alert jewelry. If the person appears unresponsive, tap their shoulders and shout. If they do not respond, shout for help, call the emergency number and check whether they are breathing normally.</p>
<table>
<caption>What to do after the first check</caption>
<thead><tr><th scope="col">Finding</th><th scope="col">Action</th></tr></thead>
<tbody>
<tr><td>Unresponsive and not breathing normally, or only gasping</td><td>Start CPR and use an AED as soon as one is available</td></tr>
<tr><td>Unresponsive but breathing normally, no suspected injury</td><td>Place in the recovery position and monitor breathing</td></tr>
<tr><td>Responsive</td><td>Ask questions, look for problems and give first aid</td></tr>
</tbody>
</table>
<aside class="callout"><h3>The recovery position</h3><p>Roll the person onto their side, with the top leg bent at the knee to keep them stable and the head tilted slightly back so that fluids can drain from the mouth. Keep checking that they are still breathing normally. If breathing stops, roll them onto their back and start CPR.</p></aside>
<h3>Good Samaritan protection</h3>
<p>Many places have laws that protect people who give reasonable emergency care in good faith. Acting within your training and staying with the person until help arrives are the best ways to do the right thing.</p>`,
    },
    {
      id: 'cpr-s2',
      title: 'Adult CPR and AED Use',
      about: 'Recognizing cardiac arrest in an adult, giving chest compressions and breaths, and using an AED.',
      duration: 40,
      content: `${SAMPLE_NOTICE}
<h2>Adult CPR and AED Use</h2>
<p>Sudden cardiac arrest happens when the heart suddenly stops pumping blood effectively, usually because of an electrical problem called ventricular fibrillation. The person collapses, stops responding and stops breathing normally. Without CPR and a shock from an AED, death follows within minutes. With prompt bystander CPR and early defibrillation, many people survive.</p>
<h3>Recognizing cardiac arrest</h3>
<p>A person is in cardiac arrest if they do not respond and are not breathing normally. They may make occasional gasping sounds, which are not normal breathing. Lay rescuers do not need to check for a pulse. If in doubt, start CPR: it is very unlikely to harm someone who turns out not to be in cardiac arrest.</p>
<h3>Giving chest compressions</h3>
<ol>
<li>Make sure the person is on their back on a firm, flat surface.</li>
<li>Kneel beside the chest. Place the heel of one hand in the center of the chest on the lower half of the breastbone, and put your other hand on top.</li>
<li>Lock your elbows and position your shoulders directly over your hands.</li>
<li>Push hard and fast: at least <strong>2 inches (5 cm)</strong> deep at a rate of <strong>100 to 120 compressions per minute</strong>.</li>
<li>Let the chest come all the way back up after each compression.</li>
<li>Keep interruptions as short as possible.</li>
</ol>
<h3>Adding breaths</h3>
<p>If you are trained and willing, give 2 breaths after every 30 compressions. Open the airway with a head tilt&ndash;chin lift, pinch the nose, seal your mouth over the person's mouth or use a face shield, and blow for about 1 second until the chest rises. If the chest does not rise, retilt the head before the second breath. Do not take more than about 10 seconds for both breaths before returning to compressions.</p>
<aside class="callout"><h3>Hands-only CPR</h3><p>If you are not trained in rescue breaths, or are not willing or able to give them, give continuous compressions at 100 to 120 per minute until help arrives. For an adult who collapses suddenly, hands-only CPR is far better than doing nothing. Emergency dispatchers can coach you through it over the phone.</p></aside>
<h3>Using an AED</h3>
<p>AEDs are found in many public places such as airports, gyms, schools and offices. They are designed for anyone to use and speak instructions aloud.</p>
<ol>
<li><strong>Turn it on</strong> and follow the prompts.</li>
<li><strong>Attach the pads</strong> to the bare, dry chest as shown in the pictures: one below the right collarbone, one on the left side below the armpit.</li>
<li><strong>Stand clear</strong> while the AED analyzes the heart rhythm.</li>
<li><strong>Press the shock button</strong> if advised, after making sure nobody is touching the person. Some AEDs deliver the shock automatically.</li>
<li><strong>Restart CPR immediately</strong> after the shock, or if no shock is advised, and follow the prompts.</li>
</ol>
<table>
<caption>Adult CPR at a glance</caption>
<thead><tr><th scope="col">Step</th><th scope="col">Key point</th></tr></thead>
<tbody>
<tr><td>Compression rate</td><td>100 to 120 per minute</td></tr>
<tr><td>Compression depth</td><td>At least 2 inches (5 cm)</td></tr>
<tr><td>Ratio</td><td>30 compressions to 2 breaths, or continuous compressions for hands-only CPR</td></tr>
<tr><td>AED</td><td>Use as soon as it arrives; keep CPR going while the pads are being placed</td></tr>
</tbody>
</table>
<h3>When to stop</h3>
<p>Continue CPR until the person starts to breathe normally or move, an AED is ready to analyze, emergency responders take over, or you are too exhausted to continue. If others are present, take turns doing compressions about every 2 minutes to avoid tiring.</p>`,
    },
    {
      id: 'cpr-s3',
      title: 'Child and Infant CPR and Choking',
      about: 'CPR adjusted for children and infants, and how to help a choking adult, child or infant.',
      duration: 40,
      content: `${SAMPLE_NOTICE}
<h2>Child and Infant CPR and Choking</h2>
<p>In this course, an <strong>infant</strong> is a baby under 1 year old and a <strong>child</strong> is from 1 year old until puberty. Children's hearts are usually healthy, so cardiac arrest in children is most often caused by a breathing problem, such as choking, drowning or a severe breathing illness. For that reason, breaths are especially important in child and infant CPR.</p>
<h3>CPR for a child</h3>
<ul>
<li>Use one or two hands on the lower half of the breastbone, depending on the size of the child.</li>
<li>Compress about <strong>2 inches (5 cm)</strong>, or about one third of the depth of the chest, at 100 to 120 per minute.</li>
<li>Give 30 compressions followed by 2 gentle breaths.</li>
<li>If you are alone and did not see the child collapse, give about 2 minutes of CPR before leaving to call for help, unless you can call on a speakerphone while continuing CPR.</li>
<li>Use an AED as soon as it is available, with child pads if the AED has them.</li>
</ul>
<h3>CPR for an infant</h3>
<ul>
<li>Place the infant on a firm, flat surface.</li>
<li>Compress in the center of the chest just below the nipple line, using two thumbs with your hands encircling the chest, or the heel of one hand, about <strong>1.5 inches (4 cm)</strong> deep, or one third of the chest depth.</li>
<li>Give 30 compressions followed by 2 gentle breaths, covering the infant's mouth and nose with your mouth.</li>
<li>Give just enough air to make the chest rise; an infant's lungs are small.</li>
</ul>
<table>
<caption>Comparing CPR for adults, children and infants</caption>
<thead><tr><th scope="col">Component</th><th scope="col">Adult</th><th scope="col">Child</th><th scope="col">Infant</th></tr></thead>
<tbody>
<tr><td>Hand position</td><td>Two hands, lower half of breastbone</td><td>One or two hands, lower half of breastbone</td><td>Two thumbs encircling the chest or heel of one hand, just below nipple line</td></tr>
<tr><td>Depth</td><td>At least 2 inches (5 cm)</td><td>About 2 inches (5 cm)</td><td>About 1.5 inches (4 cm)</td></tr>
<tr><td>Rate</td><td colspan="3">100 to 120 per minute</td></tr>
<tr><td>Ratio (one rescuer)</td><td colspan="3">30 compressions to 2 breaths</td></tr>
</tbody>
</table>
<h3>Choking</h3>
<p>A person with a mild blockage can still cough, speak or cry. Encourage them to keep coughing and stay with them. A severe blockage is present when the person cannot breathe, talk, cough effectively or cry, may clutch the throat and may turn blue. This needs immediate action.</p>
<ol>
<li><strong>Adult or child</strong>: stand or kneel behind the person, make a fist with one hand and place it just above the navel, grasp it with the other hand and give quick inward and upward abdominal thrusts until the object comes out or the person becomes unresponsive. For a pregnant woman or a person too large to reach around, give chest thrusts instead.</li>
<li><strong>Infant</strong>: hold the infant face down along your forearm, supporting the head and jaw, with the head lower than the body. Give up to 5 firm back slaps between the shoulder blades, then turn the infant face up and give up to 5 chest thrusts with two fingers or the heel of one hand on the breastbone. Repeat until the object comes out or the infant becomes unresponsive.</li>
</ol>
<aside class="callout"><h3>If the person becomes unresponsive</h3><p>Call for help, lower them to the ground and start CPR. Before giving breaths, look in the mouth and remove the object only if you can see it. Never sweep blindly with your fingers, because this can push the object further in.</p></aside>
<p>Anyone who has had abdominal thrusts or chest thrusts should be checked by a healthcare professional afterwards, because thrusts can cause internal injury.</p>`,
    },
    {
      id: 'cpr-s4',
      title: 'First Aid for Medical Emergencies',
      about:
        'Recognizing and responding to heart attack, stroke, breathing difficulty, allergic reactions, low blood sugar and seizures.',
      duration: 45,
      content: `${SAMPLE_NOTICE}
<h2>First Aid for Medical Emergencies</h2>
<p>Sudden illness can be frightening for the person and for those around them. In each case, the first aider's job is to recognize that something is seriously wrong, call for help early, keep the person as comfortable and safe as possible, and help them use their own medications where appropriate.</p>
<h3>Heart attack</h3>
<p>A heart attack happens when blood flow to part of the heart muscle is blocked. Signs include chest pain, pressure or squeezing, which may spread to the arms, neck, jaw or back, together with shortness of breath, sweating, nausea or lightheadedness. Women, older adults and people with diabetes may have less typical signs, such as unusual tiredness or breathlessness.</p>
<ul>
<li>Call the emergency number immediately and get an AED.</li>
<li>Help the person rest in a comfortable position, often sitting up.</li>
<li>If the person is not allergic to aspirin, has no signs of a stroke and has no bleeding problems, the dispatcher may advise them to chew aspirin.</li>
<li>Be ready to start CPR if they become unresponsive and stop breathing normally.</li>
</ul>
<h3>Stroke</h3>
<p>Stroke occurs when blood flow to part of the brain is blocked or a blood vessel in the brain bleeds. Use <strong>BE-FAST</strong> to recognize it: <strong>B</strong>alance problems, <strong>E</strong>yesight changes, <strong>F</strong>ace drooping, <strong>A</strong>rm weakness, <strong>S</strong>peech difficulty, <strong>T</strong>ime to call emergency services. Note the time the symptoms started, because it affects which hospital treatments are possible. Do not give food, drink or medication.</p>
<h3>Breathing difficulty and asthma</h3>
<p>Help the person sit upright in a comfortable position. If they have a prescribed reliever inhaler, help them use it, with a spacer if available. Call the emergency number if breathing does not improve, if the person cannot speak in full sentences, or if their lips turn blue.</p>
<h3>Severe allergic reaction (anaphylaxis)</h3>
<p>Signs can include hives, swelling of the face, lips or tongue, difficulty breathing, wheezing, dizziness and vomiting, developing within minutes of exposure to a trigger such as food, insect stings or medication.</p>
<ol>
<li>Call the emergency number.</li>
<li>Help the person use their <strong>epinephrine auto-injector</strong> in the outer thigh, through clothing if needed, following the device instructions.</li>
<li>Let them sit or lie in the most comfortable position; lying flat with legs raised can help if they feel faint, unless breathing is easier sitting up.</li>
<li>If symptoms continue and help has not arrived after about 5 to 10 minutes, a second dose may be given if available.</li>
</ol>
<aside class="callout"><h3>Epinephrine first</h3><p>Antihistamine tablets may ease itching, but they act too slowly to treat a life-threatening reaction. If anaphylaxis is suspected and an auto-injector is available, use it without delay.</p></aside>
<h3>Low blood sugar</h3>
<p>People with diabetes can develop low blood sugar, which may cause shakiness, sweating, confusion, irritability or unusual behavior. If the person is awake and able to swallow, give sugar, such as glucose tablets, fruit juice or regular soft drink, and have them rest. If they do not improve within about 15 minutes, or become drowsy, call the emergency number. Never give food or drink to someone who cannot swallow safely.</p>
<h3>Seizures</h3>
<table>
<caption>During a seizure</caption>
<thead><tr><th scope="col">Do</th><th scope="col">Do not</th></tr></thead>
<tbody>
<tr><td>Move hard or sharp objects away and protect the head</td><td>Restrain the person</td></tr>
<tr><td>Time the seizure</td><td>Put anything in their mouth</td></tr>
<tr><td>Roll them onto their side when jerking stops</td><td>Give food or drink until fully alert</td></tr>
</tbody>
</table>
<p>Call the emergency number if the seizure lasts more than 5 minutes, another seizure follows, the person is injured, pregnant or has diabetes, the seizure happened in water, it is their first seizure, or they do not wake up afterwards.</p>`,
    },
    {
      id: 'cpr-s5',
      title: 'First Aid for Injuries',
      about:
        'Controlling life-threatening bleeding and caring for shock, head and spine injuries, bone and joint injuries and burns.',
      duration: 45,
      content: `${SAMPLE_NOTICE}
<h2>First Aid for Injuries</h2>
<h3>Life-threatening bleeding</h3>
<p>Severe bleeding can cause death within minutes, so controlling it comes first. Signs of life-threatening bleeding include blood spurting from a wound, blood that will not stop flowing, blood pooling on the ground, or a person who is confused or becoming unresponsive because of blood loss.</p>
<ol>
<li>Call the emergency number, put on gloves and expose the wound.</li>
<li>Apply <strong>firm, direct pressure</strong> with a clean dressing or cloth, using both hands and your body weight if needed.</li>
<li>If blood soaks through, do not remove the first dressing; add more on top and press harder.</li>
<li>If bleeding from an arm or leg cannot be controlled with direct pressure, or you cannot maintain pressure, apply a <strong>tourniquet</strong>.</li>
<li>Hemostatic dressings, if available and you are trained to use them, can be packed into a wound and held with firm pressure.</li>
</ol>
<aside class="callout"><h3>Tourniquet basics</h3><p>Place the tourniquet 2 to 3 inches (5 to 7 cm) above the wound, not over a joint. Tighten it until the bleeding stops. It will hurt, and that is expected. Note the time it was applied, and do not loosen or remove it; that will be done by healthcare professionals. If one tourniquet does not stop the bleeding, a second can be applied above the first.</p></aside>
<h3>Shock</h3>
<p>Shock develops when the body's organs do not get enough blood flow, for example after serious bleeding, burns or a severe allergic reaction. Signs include pale, cool, clammy skin, a fast and weak pulse, rapid breathing, thirst, anxiety and confusion. Call the emergency number, treat the cause, help the person lie down, keep them warm and do not give anything to eat or drink.</p>
<h3>Head, neck and spine injuries</h3>
<p>Suspect a head or spinal injury after a fall from height, a diving accident, a vehicle crash or any blow to the head. Keep the person still, ask them not to move their head or neck, and call for help. Move them only if they are in immediate danger or if you must turn them to keep the airway clear. Warning signs after a head injury include repeated vomiting, worsening headache, confusion, unusual drowsiness, unequal pupils or a seizure.</p>
<h3>Bone, joint and muscle injuries</h3>
<ul>
<li>Support the injured part in the position found. Do not try to straighten it.</li>
<li>Apply a cold pack wrapped in a cloth for up to about 20 minutes to reduce pain and swelling; never put ice directly on the skin.</li>
<li>If the person must be moved and you are trained, a splint can keep the limb from moving.</li>
<li>Call the emergency number for an open fracture, a deformed limb, numbness or a cold, pale limb below the injury.</li>
</ul>
<h3>Burns</h3>
<table>
<caption>Burn first aid</caption>
<thead><tr><th scope="col">Type</th><th scope="col">What to do</th></tr></thead>
<tbody>
<tr><td>Heat (thermal)</td><td>Cool with cool or lukewarm running water for at least 10 minutes; remove jewelry and clothing that is not stuck; cover loosely with a clean, non-stick dressing or plastic wrap</td></tr>
<tr><td>Chemical</td><td>Brush off dry chemical, remove contaminated clothing, then flush with large amounts of water; protect yourself from contact</td></tr>
<tr><td>Electrical</td><td>Make sure the power is off before touching the person; call the emergency number even if burns look small, because internal injury and heart rhythm problems can occur</td></tr>
</tbody>
</table>
<p>Do not use ice, butter or ointments on a burn, and do not break blisters. Call the emergency number for large burns, burns to the face, hands, feet or genitals, burns that go all the way around a limb, electrical and chemical burns, or burns in young children and older adults. Watch for signs of hypothermia when cooling large burns, especially in children.</p>`,
    },
    {
      id: 'cpr-s6',
      title: 'Environmental Emergencies, Poisoning and Minor Injuries',
      about: 'Heat and cold emergencies, poisoning, bites and stings, and common minor injuries such as nosebleeds.',
      duration: 40,
      content: `${SAMPLE_NOTICE}
<h2>Environmental Emergencies, Poisoning and Minor Injuries</h2>
<h3>Heat-related illness</h3>
<p><strong>Heat exhaustion</strong> causes heavy sweating, weakness, headache, nausea, dizziness and muscle cramps. Move the person to a cool place, loosen clothing, cool them with water and fanning, and give cool drinks, ideally containing salts and sugar, if they are alert and able to swallow.</p>
<p><strong>Heat stroke</strong> is a life-threatening emergency. The key sign is a change in behavior or mental state, such as confusion, slurred speech, seizures or unresponsiveness, in a very hot person. Skin may be hot and either dry or sweaty. Call the emergency number and start cooling immediately: <strong>immersing the body up to the neck in cold water</strong> is the most effective method. If that is not possible, use cold water spray, wet towels, ice packs and fanning. Cooling comes first; do not delay it.</p>
<h3>Cold-related emergencies</h3>
<ul>
<li><strong>Hypothermia</strong>: shivering, clumsiness, confusion and, in severe cases, drowsiness and the end of shivering. Move the person to a warm place, remove wet clothing, cover them with dry blankets including the head, and give warm sweet drinks only if they are alert. Handle them gently and call for help for anything beyond mild symptoms.</li>
<li><strong>Frostbite</strong>: numb, white or gray, hard skin, often on fingers, toes, ears or nose. Move the person somewhere warm and remove tight jewelry. Do not rub the area. Do not rewarm it if there is a chance it could freeze again, and seek medical care.</li>
</ul>
<h3>Poisoning</h3>
<p>Poisons can be swallowed, inhaled, absorbed through the skin or injected. Make sure the scene is safe, especially if gases or chemicals are involved. If the person is unresponsive, having trouble breathing or seizing, call the emergency number. Otherwise, contact your local poison control center and follow their advice. Do not make the person vomit unless told to by a poison center or medical professional. Keep the container to show responders.</p>
<h3>Bites and stings</h3>
<table>
<caption>Bites and stings</caption>
<thead><tr><th scope="col">Type</th><th scope="col">First aid</th></tr></thead>
<tbody>
<tr><td>Bee sting</td><td>Remove the stinger quickly, for example by scraping it out, wash the area and apply a cold pack; watch for signs of a severe allergic reaction</td></tr>
<tr><td>Animal or human bite</td><td>Wash well with soap and running water, control bleeding and seek medical care because of the risk of infection</td></tr>
<tr><td>Snakebite</td><td>Call the emergency number, keep the person calm and still, and remove rings and tight items; do not cut, suck, apply ice or use a tourniquet</td></tr>
<tr><td>Tick</td><td>Grasp close to the skin with fine tweezers and pull straight out steadily, then wash the area</td></tr>
</tbody>
</table>
<h3>Common minor injuries</h3>
<ul>
<li><strong>Nosebleed</strong>: have the person sit and lean forward, and pinch the soft part of the nose firmly and continuously for at least 10 minutes. Seek care if bleeding does not stop after about 20 minutes or follows a serious injury.</li>
<li><strong>Knocked-out adult tooth</strong>: pick it up by the crown, not the root. Do not scrub it. Store it in milk or a tooth-preservation solution, or in the person's own saliva, and get to a dentist as quickly as possible.</li>
<li><strong>Chemical in the eye</strong>: flush the eye with large amounts of clean running water for at least 15 minutes, with the affected eye lower than the other, and seek medical care.</li>
<li><strong>Small cuts and scrapes</strong>: wash with clean running water, apply pressure to stop bleeding and cover with a clean dressing. Watch for signs of infection, such as increasing redness, swelling or pus.</li>
</ul>
<aside class="callout"><h3>Your first aid kit</h3><p>Check your kit regularly. It should include gloves, dressings and bandages of several sizes, a tourniquet, a CPR face shield, a cold pack, scissors, tweezers and emergency phone numbers. Replace items after use and check expiry dates.</p></aside>`,
    },
  ],
  exam: {
    questionBankId: 'cpr-bank',
    questionBankName: 'CPR & First Aid Question Bank',
    questionsPerExam: 10,
    passingScore: 80,
  },
  questions: [
    mcq('cpr-q1', 'What should you do before approaching a person who has collapsed?', 1, [
      'Start CPR immediately',
      'Check that the scene is safe',
      'Move the person to a comfortable place',
      'Give the person water',
    ]),
    mcq('cpr-q2', 'What is the best way to ask a bystander to call for help?', 3, [
      'Shout "Someone call for help!"',
      'Wait until you finish your assessment',
      'Call only after starting CPR for 10 minutes',
      'Point to a specific person and tell them to call the emergency number and bring an AED',
    ]),
    mcq('cpr-q3', 'A responsive adult refuses your offer of help. What should you do?', 0, [
      'Respect their decision, stay nearby and call for help if needed',
      'Give first aid anyway',
      'Leave immediately',
      'Ask a bystander to hold them down',
    ]),
    mcq('cpr-q4', 'An unresponsive person is breathing normally and has no suspected injury. What should you do?', 2, [
      'Start chest compressions',
      'Sit them upright',
      'Place them in the recovery position and keep checking their breathing',
      'Give them something to drink',
    ]),
    mcq('cpr-q5', 'An adult is unresponsive and only gasping occasionally. What should you do?', 1, [
      'Wait and watch for 5 minutes',
      'Call for help, start CPR and use an AED',
      'Place them in the recovery position',
      'Shake them vigorously until they wake',
    ]),
    mcq('cpr-q6', 'How deep should chest compressions be for an adult?', 3, [
      'About 1 inch (2.5 cm)',
      'About half the depth of the chest',
      'Just enough to move the skin',
      'At least 2 inches (5 cm)',
    ]),
    mcq('cpr-q7', 'What is the correct rate for chest compressions?', 0, [
      '100 to 120 per minute',
      '60 to 80 per minute',
      '140 to 160 per minute',
      '30 to 40 per minute',
    ]),
    mcq(
      'cpr-q8',
      'You are not trained in rescue breaths. An adult suddenly collapses in front of you and is not breathing normally. What should you do?',
      2,
      [
        'Do nothing until trained help arrives',
        'Only call for help and wait',
        'Give hands-only CPR with continuous compressions',
        'Give rescue breaths without compressions',
      ],
    ),
    mcq('cpr-q9', 'What should you do immediately after an AED delivers a shock?', 1, [
      'Check the pulse for one minute',
      'Restart CPR immediately',
      'Remove the AED pads',
      'Place the person in the recovery position',
    ]),
    mcq('cpr-q10', 'Why must no one touch the person while the AED analyzes and shocks?', 3, [
      'It makes the CPR less effective',
      'It drains the AED battery',
      'It makes the pads fall off',
      'Movement can affect analysis and a person touching the patient could receive a shock',
    ]),
    mcq('cpr-q11', 'What is the most common cause of cardiac arrest in children?', 0, [
      'A breathing problem such as choking or drowning',
      'A heart attack',
      'High blood pressure',
      'Stroke',
    ]),
    mcq(
      'cpr-q12',
      'You are alone with an unresponsive child who is not breathing, you did not see them collapse, and you have no phone. What should you do?',
      2,
      [
        'Leave immediately to call for help',
        'Wait for someone to arrive',
        'Give about 2 minutes of CPR, then go to call for help and get an AED',
        'Give breaths only for 10 minutes',
      ],
    ),
    mcq('cpr-q13', 'How deep should compressions be for an infant?', 1, [
      'About 2.4 inches (6 cm)',
      'About 1.5 inches (4 cm), or one third of chest depth',
      'About 0.5 inch (1 cm)',
      'As deep as possible',
    ]),
    mcq('cpr-q14', 'When giving breaths to an infant, how should you cover the airway?', 3, [
      'Cover only the nose',
      'Cover only the mouth and pinch the nose',
      'Do not give breaths to infants',
      "Cover the infant's mouth and nose with your mouth",
    ]),
    mcq(
      'cpr-q15',
      'An adult is coughing forcefully and can speak after swallowing food the wrong way. What should you do?',
      2,
      [
        'Give abdominal thrusts immediately',
        'Give back slaps',
        'Encourage them to keep coughing and stay with them',
        'Perform a finger sweep',
      ],
    ),
    mcq('cpr-q16', 'How should you help a choking infant who cannot cry or breathe?', 0, [
      'Up to 5 back slaps followed by up to 5 chest thrusts, repeated',
      'Abdominal thrusts',
      'Blind finger sweeps',
      'Give water',
    ]),
    mcq(
      'cpr-q17',
      'A choking person becomes unresponsive. When giving breaths during CPR, what should you do about the object?',
      1,
      [
        'Sweep the mouth blindly with your finger',
        'Look in the mouth and remove the object only if you can see it',
        'Ignore it completely',
        'Give abdominal thrusts on the ground instead of CPR',
      ],
    ),
    mcq(
      'cpr-q18',
      'A person has chest pressure spreading to the jaw, with sweating and nausea. What is the first action?',
      3,
      [
        'Drive them to the hospital yourself',
        'Have them walk around to relieve the pain',
        'Give them a large meal',
        'Call the emergency number and get an AED',
      ],
    ),
    mcq('cpr-q19', 'What does the T in BE-FAST stand for?', 2, [
      'Temperature',
      'Tongue swelling',
      'Time to call emergency services',
      'Tremor',
    ]),
    mcq('cpr-q20', 'Why should you note the time stroke symptoms started?', 0, [
      'It affects which hospital treatments are possible',
      'It determines how much aspirin to give',
      'It tells you whether to start CPR',
      'It is only needed for insurance purposes',
    ]),
    mcq('cpr-q21', 'Where should an epinephrine auto-injector be given?', 1, [
      'Into the upper arm muscle only',
      'Into the outer thigh, through clothing if needed',
      'Into the abdomen',
      'Into a vein',
    ]),
    mcq(
      'cpr-q22',
      'A person with diabetes is shaky, sweaty and confused but awake and able to swallow. What should you do?',
      3,
      [
        'Give insulin',
        'Give nothing and wait',
        'Make them exercise',
        'Give sugar, such as glucose tablets or fruit juice',
      ],
    ),
    mcq('cpr-q23', 'What should you do during a seizure?', 2, [
      'Hold the person down firmly',
      'Put something in their mouth to protect the tongue',
      'Protect the head, move hard objects away and time the seizure',
      'Give them water',
    ]),
    mcq('cpr-q24', 'What is the first step in controlling severe bleeding from a wound?', 0, [
      'Apply firm, direct pressure with a clean dressing',
      'Raise the limb and wait',
      'Wash the wound thoroughly',
      'Apply a cold pack',
    ]),
    mcq('cpr-q25', 'Blood soaks through the dressing you are pressing on a wound. What should you do?', 1, [
      'Remove the dressing and replace it',
      'Leave the dressing in place, add more on top and press harder',
      'Stop pressing and wait',
      'Rinse the wound with water',
    ]),
    mcq('cpr-q26', 'Where should a tourniquet be placed on a bleeding leg?', 3, [
      'Directly over the wound',
      'Over the knee joint',
      'Below the wound',
      '2 to 3 inches (5 to 7 cm) above the wound, not over a joint',
    ]),
    mcq('cpr-q27', 'How should a minor heat burn on the hand be treated?', 2, [
      'Apply ice directly for 20 minutes',
      'Spread butter on it',
      'Cool it with cool running water for at least 10 minutes',
      'Break the blisters and apply ointment',
    ]),
    mcq(
      'cpr-q28',
      'A person who collapsed in the heat is very hot and confused. What is the most effective first aid?',
      0,
      [
        'Immerse the body up to the neck in cold water while waiting for help',
        'Give them a hot drink',
        'Wrap them in a blanket',
        'Have them walk in the shade',
      ],
    ),
    mcq(
      'cpr-q29',
      'What should you do for a person who has swallowed a poison but is awake and breathing normally?',
      1,
      [
        'Make them vomit immediately',
        'Contact the poison control center and follow their advice',
        'Give them a large glass of milk without advice',
        'Take no action',
      ],
    ),
    mcq('cpr-q30', 'How should you care for a nosebleed?', 3, [
      'Tilt the head back and pinch the bridge of the nose',
      'Have the person lie flat',
      'Pack the nose with tissue and leave it',
      'Have the person sit, lean forward and pinch the soft part of the nose for at least 10 minutes',
    ]),
    mcq('cpr-q31', 'How should a knocked-out adult tooth be handled?', 0, [
      'Hold it by the crown, do not scrub it, and store it in milk or saliva on the way to a dentist',
      'Scrub the root clean with soap',
      'Wrap it in a dry tissue',
      'Hold it by the root and rinse under hot water',
    ]),
    mcq('cpr-q32', 'What should you NOT do for a snakebite?', 2, [
      'Call the emergency number',
      'Keep the person still and calm',
      'Cut the wound and suck out the venom',
      'Remove rings and tight items',
    ]),
  ],
};
