// ACLS: Advanced Cardiovascular Life Support (sample catalogue content).
import { mcq } from './helpers';
import { SAMPLE_NOTICE, type SeedCourse } from './types';

export const aclsCourse: SeedCourse = {
  id: 'acls',
  courseType: 'ACLS',
  title: 'Advanced Cardiovascular Life Support',
  subtitle: 'ACLS provider course for adult cardiopulmonary emergencies',
  shortDescription:
    'Recognize and manage adult cardiac arrest, peri-arrest arrhythmias, acute coronary syndromes and stroke as part of a high-performing resuscitation team.',
  description: [
    '<p>Advanced Cardiovascular Life Support prepares clinicians to lead and take part in the resuscitation of adults in cardiac arrest or at risk of it. The course starts from high-quality CPR and builds up through airway management, rhythm recognition, defibrillation, resuscitation drugs and the search for reversible causes.</p>',
    '<p>Beyond the arrest itself, you will work through the bradycardia and tachycardia algorithms, the first hour of care for acute coronary syndromes and acute stroke, and the bundle of post-cardiac arrest care that protects the heart and brain once circulation returns.</p>',
    '<p>Every module ends with key points, and the final exam draws on a bank of case-based questions. Learners who pass the exam receive a certificate of completion and continuing education credit.</p>',
  ].join(''),
  targetAudience:
    'Physicians, nurses, paramedics, respiratory therapists, pharmacists and other professionals who respond to adult cardiovascular emergencies in hospital or prehospital settings.',
  learningObjectives: [
    'Apply the systematic approach and deliver and monitor high-quality CPR using objective measures such as waveform capnography.',
    'Manage shockable and non-shockable cardiac arrest rhythms, including defibrillation, vascular access and first-line drugs.',
    "Identify and treat the common reversible causes of cardiac arrest (the H's and T's).",
    'Recognize symptomatic bradycardia and tachycardia and choose between drug therapy, pacing and synchronized cardioversion.',
    'Describe the early priorities for acute coronary syndromes, acute stroke and post-cardiac arrest care.',
    'Demonstrate effective team dynamics, including closed-loop communication and clearly assigned roles.',
  ],
  creditHours: 8,
  color: '#A4161A',
  categories: [
    { name: 'Featured', position: 0, coursePosition: 1 },
    { name: 'Certifications', position: 1, coursePosition: 1 },
    { name: 'Renewals', position: 2, coursePosition: 1 },
  ],
  authors: [
    {
      id: 'helena-marsh',
      name: 'Helena Marsh',
      postNominal: 'MD, FACEP',
      affiliation: 'Riverbend University Medical Center (fictional)',
    },
    {
      id: 'daniel-okafor',
      name: 'Daniel Okafor',
      postNominal: 'RN, CEN',
      affiliation: 'Lakeshore Regional Emergency Department (fictional)',
    },
  ],
  approvalEntities: [
    { id: 'cmec', name: 'Continuing Medical Education Council (sample)' },
    { id: 'nceb', name: 'Nursing Continuing Education Board (sample)' },
  ],
  disclosures:
    'The authors, editors and reviewers of this course have no relevant financial relationships with ineligible companies to disclose within the past 24 months. The content was reviewed for fair balance and independence from commercial interest. No commercial support was received for this activity. Any mention of specific drugs reflects common practice and is not an endorsement of a manufacturer.',
  products: {
    certification: {
      id: 'acls-cert',
      name: 'ACLS Certification',
      price: 19900,
      originalPrice: 24900,
      cartSubtitle: 'Full provider course, exam and 2-year card',
      cartCta: 'Start ACLS certification',
      cartDescription:
        'All eight ACLS modules, unlimited exam attempts, 8 credit hours and a digital provider card valid for two years.',
      kind: 'certification',
    },
    recertification: {
      id: 'acls-recert',
      name: 'ACLS Recertification',
      price: 14900,
      originalPrice: 19900,
      cartSubtitle: 'Renew your current ACLS card',
      cartCta: 'Renew ACLS',
      cartDescription:
        'A refresher of every ACLS module with the recertification exam, credit hours and a renewed two-year provider card.',
      kind: 'recertification',
    },
  },
  sections: [
    {
      id: 'acls-s1',
      title: 'The Systematic Approach and High-Quality CPR',
      about:
        'How ACLS providers structure their assessment and deliver, measure and protect high-quality chest compressions.',
      duration: 50,
      content: `${SAMPLE_NOTICE}
<h2>The Systematic Approach and High-Quality CPR</h2>
<p>Advanced life support rests on excellent basic life support. Drugs, airways and monitors only help when blood is moving, and blood only moves when compressions are fast, deep and nearly continuous. This section describes the structured assessment that frames every ACLS encounter and the measurable features of CPR that most strongly influence survival.</p>
<h3>Three layers of assessment</h3>
<ol>
<li><strong>Initial impression.</strong> From the doorway, note whether the patient appears awake, is breathing normally and has a reasonable skin color. An unresponsive patient who is not breathing, or is only gasping, is treated as being in cardiac arrest.</li>
<li><strong>BLS assessment.</strong> Check responsiveness, shout for help and activate the emergency response, then check breathing and a central pulse together for no more than 10 seconds. If there is no definite pulse, begin compressions and attach a defibrillator as soon as one arrives.</li>
<li><strong>Primary and secondary assessment.</strong> For a patient with a pulse, or once the arrest team is established, work through Airway, Breathing, Circulation, Disability and Exposure, then gather a focused history and search for the underlying cause.</li>
</ol>
<p>Gasping, or agonal breathing, is common in the first minutes after collapse and is easily mistaken for normal breathing. It does not provide effective ventilation and should never delay the start of CPR.</p>
<h3>The components of high-quality CPR</h3>
<table>
<caption>Adult CPR performance targets</caption>
<thead><tr><th scope="col">Component</th><th scope="col">Target</th></tr></thead>
<tbody>
<tr><td>Compression rate</td><td>100 to 120 per minute</td></tr>
<tr><td>Compression depth</td><td>At least 2 inches (5 cm), avoiding more than 2.4 inches (6 cm)</td></tr>
<tr><td>Chest recoil</td><td>Full recoil after every compression; do not lean on the chest</td></tr>
<tr><td>Interruptions</td><td>Pauses under 10 seconds; chest compression fraction at least 60%, ideally 80% or more</td></tr>
<tr><td>Ventilation without an advanced airway</td><td>30 compressions to 2 breaths, each breath over about 1 second with visible chest rise</td></tr>
<tr><td>Ventilation with an advanced airway</td><td>1 breath every 6 seconds (10 per minute) with continuous compressions</td></tr>
</tbody>
</table>
<p>Compressor fatigue reduces depth well before the rescuer notices it. Rotate the compressor about every 2 minutes, ideally during the rhythm check, and make the change in under 5 seconds. A firm surface, a backboard where available and a step stool at the bedside all help maintain depth.</p>
<h3>Monitoring the quality of CPR</h3>
<ul>
<li><strong>Quantitative waveform capnography.</strong> End-tidal carbon dioxide (ETCO<sub>2</sub>) reflects blood flow through the lungs during CPR. A value that stays below 10 mm Hg suggests compressions need to improve. An abrupt, sustained rise, often to 35 to 40 mm Hg or more, is an early sign of return of spontaneous circulation (ROSC).</li>
<li><strong>Arterial line.</strong> If one is already in place, a diastolic (relaxation-phase) pressure below about 20 mm Hg suggests CPR quality can be improved.</li>
<li><strong>Feedback devices.</strong> Accelerometer or force sensors report rate, depth and recoil so that a team member can call out corrections in real time.</li>
</ul>
<aside class="callout"><h3>Coach tip</h3><p>Many teams assign a dedicated CPR coach who watches the feedback display, counts down to the next pause, pre-announces compressor swaps and keeps pauses for rhythm checks and shocks as short as possible. The coach frees the team leader to think about causes and next steps.</p></aside>
<h3>Why interruptions matter</h3>
<p>Coronary and cerebral perfusion pressure build gradually during a run of compressions and fall almost immediately when compressions stop. After every pause, several compressions are needed just to return to the previous pressure. Plan ahead: charge the defibrillator while compressions continue, prepare airway equipment before pausing, and resume compressions immediately after a shock without waiting to check the rhythm or pulse.</p>`,
    },
    {
      id: 'acls-s2',
      title: 'Airway Management and Ventilation',
      about:
        'Opening the airway, bag-mask ventilation, advanced airways and confirming tube placement without harming circulation.',
      duration: 45,
      content: `${SAMPLE_NOTICE}
<h2>Airway Management and Ventilation</h2>
<p>Oxygenation and ventilation matter in every resuscitation, but during cardiac arrest they must never come at the cost of chest compressions. The goal is an airway that is good enough, achieved with the fewest possible interruptions, and ventilation that is gentle and measured.</p>
<h3>Opening the airway</h3>
<ul>
<li><strong>Head tilt&ndash;chin lift</strong> is the standard maneuver when there is no suspicion of spinal injury.</li>
<li><strong>Jaw thrust</strong> is used when cervical spine injury is suspected; if it does not open the airway, use head tilt&ndash;chin lift, because an open airway takes priority.</li>
<li><strong>Oropharyngeal airways</strong> hold the tongue away from the posterior pharynx in unconscious patients without a gag reflex. Size from the corner of the mouth to the angle of the jaw.</li>
<li><strong>Nasopharyngeal airways</strong> are tolerated by patients with an intact gag reflex. Size from the tip of the nose to the earlobe, and use caution with suspected basal skull fracture or severe facial trauma.</li>
</ul>
<h3>Bag-mask ventilation</h3>
<p>Bag-mask ventilation is a difficult skill that is best performed by two providers: one seals the mask with both hands while the other squeezes the bag. Give each breath over about 1 second, with just enough volume to produce visible chest rise. Excessive volume or rate raises intrathoracic pressure, reduces venous return and cardiac output, and inflates the stomach, increasing the risk of regurgitation and aspiration.</p>
<table>
<caption>Ventilation targets for adults</caption>
<thead><tr><th scope="col">Situation</th><th scope="col">Rate</th></tr></thead>
<tbody>
<tr><td>Cardiac arrest, no advanced airway</td><td>2 breaths after every 30 compressions</td></tr>
<tr><td>Cardiac arrest, advanced airway in place</td><td>1 breath every 6 seconds (10 per minute), compressions continue</td></tr>
<tr><td>Respiratory arrest with a pulse</td><td>1 breath every 6 seconds (10 per minute)</td></tr>
</tbody>
</table>
<h3>Advanced airways</h3>
<p>Supraglottic devices and endotracheal tubes allow continuous compressions and may reduce gastric inflation, but placing them early is not automatically better. The decision depends on the skill of the provider, how well bag-mask ventilation is working, and the setting. If bag-mask ventilation is adequate, insertion can be deferred until the team is ready to place the device with a pause of no more than a few seconds, or until after ROSC.</p>
<h3>Confirming placement</h3>
<p>Clinical assessment alone is unreliable. After any advanced airway is placed:</p>
<ol>
<li>Look for chest rise on both sides and listen over the epigastrium and both lung fields.</li>
<li>Attach <strong>continuous quantitative waveform capnography</strong>. A persistent waveform with each breath is the most reliable way to confirm and monitor endotracheal tube position.</li>
<li>Secure the device and note the depth marking at the teeth or lips.</li>
<li>Re-check placement after every patient move, because tubes are easily dislodged.</li>
</ol>
<aside class="callout"><h3>Watch the waveform</h3><p>A capnography trace that flattens suddenly during CPR may mean the tube has moved into the esophagus, the circuit has disconnected, or there has been a catastrophic loss of pulmonary blood flow. Check the tube and circuit before assuming the patient has deteriorated.</p></aside>
<h3>Oxygen</h3>
<p>During CPR, use the highest available oxygen concentration. Once circulation returns, the priority changes: titrate inspired oxygen to the lowest concentration that keeps oxygen saturation in the range of about 92% to 98%, because both low and high oxygen levels can injure recovering tissue.</p>`,
    },
    {
      id: 'acls-s3',
      title: 'Cardiac Arrest: VF and Pulseless VT',
      about:
        'The shockable pathway of the adult cardiac arrest algorithm: defibrillation, CPR cycles and antiarrhythmic drugs.',
      duration: 60,
      content: `${SAMPLE_NOTICE}
<h2>Cardiac Arrest: Ventricular Fibrillation and Pulseless Ventricular Tachycardia</h2>
<p>Ventricular fibrillation (VF) and pulseless ventricular tachycardia (pVT) are the shockable rhythms. In VF the ventricles quiver chaotically without coordinated contraction; in pVT a rapid, organized wide-complex rhythm produces no effective output. For both, the definitive treatment is early defibrillation supported by high-quality CPR.</p>
<h3>The shockable pathway step by step</h3>
<ol>
<li>Start CPR, give oxygen and attach the monitor or defibrillator.</li>
<li>If the rhythm is VF or pVT, deliver one shock, then <strong>immediately resume CPR for 2 minutes</strong> without a pulse check.</li>
<li>Establish IV or intraosseous (IO) access during this cycle.</li>
<li>At the next rhythm check, if VF or pVT persists, shock again and resume CPR. Give <strong>epinephrine 1 mg IV/IO</strong> and repeat every 3 to 5 minutes. Consider an advanced airway and capnography.</li>
<li>At the next check, if still shockable, shock again and resume CPR. Give <strong>amiodarone</strong> (300 mg bolus first, then 150 mg) <strong>or lidocaine</strong> (1 to 1.5 mg/kg first, then 0.5 to 0.75 mg/kg), and treat reversible causes.</li>
</ol>
<h3>Defibrillation energy and safety</h3>
<table>
<caption>Typical adult defibrillation energies</caption>
<thead><tr><th scope="col">Device type</th><th scope="col">First shock</th><th scope="col">Later shocks</th></tr></thead>
<tbody>
<tr><td>Biphasic</td><td>Manufacturer recommendation (commonly 120 to 200 J); if unknown, use the maximum available</td><td>Same or higher</td></tr>
<tr><td>Monophasic</td><td>360 J</td><td>360 J</td></tr>
</tbody>
</table>
<p>Place pads in the anterolateral position (below the right clavicle and at the left mid-axillary line) or the anteroposterior position. Keep pads away from implanted devices and off medication patches. Before every shock, the operator announces a clear warning, checks visually that no one is touching the patient or bed, and confirms oxygen is directed away from the chest.</p>
<aside class="callout"><h3>Charge during compressions</h3><p>Charging the defibrillator while compressions continue, then pausing only to confirm the rhythm and deliver the shock, keeps the pre-shock pause to a few seconds. Shorter pre-shock and post-shock pauses are associated with better shock success.</p></aside>
<h3>Why no pulse check after the shock?</h3>
<p>Even when a shock terminates VF, the heart is usually stunned and produces little output for the first minute or so. Resuming compressions immediately supports perfusion during this period. Check the rhythm after 2 minutes; check a pulse only if an organized rhythm is present.</p>
<h3>Refractory and recurrent VF</h3>
<p>VF that persists after several shocks, drugs and high-quality CPR is called refractory. Key actions are to reassess CPR quality, review pad placement, look hard for reversible causes such as acute coronary occlusion, hyperkalemia or toxicity, and consider specialist options that local systems may offer. If VF recurs after ROSC, defibrillate again at the energy that was previously successful.</p>
<h3>Torsades de pointes</h3>
<p>Polymorphic VT with a twisting QRS axis in the setting of a long QT interval is known as torsades de pointes. If pulseless, it is treated as VF with defibrillation; intravenous <strong>magnesium sulfate</strong> is commonly given as well.</p>`,
    },
    {
      id: 'acls-s4',
      title: 'Cardiac Arrest: PEA, Asystole and Reversible Causes',
      about: "The non-shockable pathway of the arrest algorithm and a structured search for the H's and T's.",
      duration: 55,
      content: `${SAMPLE_NOTICE}
<h2>Cardiac Arrest: PEA, Asystole and Reversible Causes</h2>
<p>Pulseless electrical activity (PEA) and asystole are the non-shockable arrest rhythms. Defibrillation does not help them. Survival depends on excellent CPR, early epinephrine and, above all, finding and correcting the cause.</p>
<h3>Recognizing the rhythms</h3>
<ul>
<li><strong>PEA</strong> is any organized electrical rhythm, other than VF or pVT, that occurs without a palpable pulse. The monitor may even look reassuring, which is why a pulse check is essential whenever an organized rhythm appears.</li>
<li><strong>Asystole</strong> is the absence of detectable electrical activity. Before accepting a flat line, confirm that leads and pads are attached, the gain is adequate, and the correct lead is selected.</li>
</ul>
<h3>The non-shockable pathway</h3>
<ol>
<li>Start CPR, give oxygen and attach the monitor.</li>
<li>Give <strong>epinephrine 1 mg IV/IO as soon as possible</strong>, then every 3 to 5 minutes.</li>
<li>Continue CPR in 2-minute cycles, checking the rhythm at the end of each cycle.</li>
<li>Consider an advanced airway and waveform capnography.</li>
<li>Search for and treat reversible causes throughout.</li>
<li>If the rhythm becomes shockable, switch to the VF/pVT pathway.</li>
</ol>
<p>Atropine is not recommended for routine use in PEA or asystole, and routine sodium bicarbonate or calcium is not recommended unless a specific indication such as hyperkalemia or certain overdoses is present.</p>
<h3>The H's and T's</h3>
<table>
<caption>Reversible causes of cardiac arrest</caption>
<thead><tr><th scope="col">Cause</th><th scope="col">Clues</th><th scope="col">Example actions</th></tr></thead>
<tbody>
<tr><td>Hypovolemia</td><td>Bleeding, trauma, fluid loss, flat neck veins</td><td>Rapid fluid or blood, stop bleeding</td></tr>
<tr><td>Hypoxia</td><td>Respiratory arrest before cardiac arrest</td><td>Effective ventilation with oxygen</td></tr>
<tr><td>Hydrogen ion (acidosis)</td><td>Kidney failure, diabetic ketoacidosis, prolonged arrest</td><td>Ventilation; bicarbonate only for specific indications</td></tr>
<tr><td>Hypo-/hyperkalemia</td><td>Dialysis patient, peaked T waves, wide QRS</td><td>For hyperkalemia: calcium, insulin with glucose, bicarbonate</td></tr>
<tr><td>Hypothermia</td><td>Exposure, drowning</td><td>Active rewarming</td></tr>
<tr><td>Tension pneumothorax</td><td>Trauma, ventilated patient, unilateral absent breath sounds, tracheal deviation</td><td>Needle or finger decompression</td></tr>
<tr><td>Tamponade (cardiac)</td><td>Chest trauma, recent cardiac surgery, distended neck veins</td><td>Pericardiocentesis</td></tr>
<tr><td>Toxins</td><td>History, empty packets, specific toxidromes</td><td>Specific antidotes, poison center advice</td></tr>
<tr><td>Thrombosis, pulmonary</td><td>Immobility, recent surgery, sudden collapse</td><td>Consider fibrinolysis</td></tr>
<tr><td>Thrombosis, coronary</td><td>Chest pain before collapse, known coronary disease</td><td>Coronary reperfusion after ROSC</td></tr>
</tbody>
</table>
<aside class="callout"><h3>Use what you have</h3><p>Point-of-care ultrasound, performed by an experienced operator during the rhythm check without lengthening the pause, can help identify tamponade, pneumothorax, profound hypovolemia or a dilated right ventricle. The recorder should time each pause so that imaging never extends it beyond 10 seconds.</p></aside>
<h3>When to stop</h3>
<p>Decisions to end resuscitation consider the circumstances of the arrest, the patient's known wishes, the response to treatment and local protocols. A persistently low ETCO<sub>2</sub> after prolonged high-quality CPR with an advanced airway is one of several factors associated with a very low chance of ROSC, but it should not be used on its own. Teams should pause to acknowledge the patient, support the family and debrief afterward.</p>`,
    },
    {
      id: 'acls-s5',
      title: 'Bradycardia and Tachycardia with a Pulse',
      about:
        'Deciding whether an abnormal heart rate is causing instability and choosing drugs, pacing or cardioversion.',
      duration: 60,
      content: `${SAMPLE_NOTICE}
<h2>Bradycardia and Tachycardia with a Pulse</h2>
<p>Abnormal heart rates are common and often harmless. The key ACLS question is not simply "how fast or slow?" but "is this rate causing the patient's symptoms, and is the patient stable or unstable?"</p>
<h3>Signs of instability</h3>
<ul>
<li>Hypotension or signs of shock</li>
<li>Acutely altered mental status</li>
<li>Ischemic chest discomfort</li>
<li>Acute heart failure, such as pulmonary edema</li>
</ul>
<h3>Bradycardia</h3>
<p>Bradycardia is usually defined as a heart rate below 50 per minute when it is the cause of symptoms. Start by supporting the airway and breathing, giving oxygen if the patient is hypoxemic, attaching the monitor, obtaining a 12-lead ECG and establishing IV access. If the patient has signs of poor perfusion:</p>
<ol>
<li>Give <strong>atropine 1 mg IV</strong>, repeated every 3 to 5 minutes to a maximum of 3 mg.</li>
<li>If atropine is ineffective, use <strong>transcutaneous pacing</strong>, or start an infusion of <strong>dopamine</strong> (5 to 20 mcg/kg per minute) or <strong>epinephrine</strong> (2 to 10 mcg per minute).</li>
<li>Seek expert consultation and prepare for transvenous pacing.</li>
</ol>
<p>Atropine is less likely to work after heart transplant or with high-degree blocks below the AV node, such as Mobitz type II second-degree block or third-degree block with a wide QRS. Do not delay pacing in these patients. When pacing, confirm electrical capture on the monitor and mechanical capture with a palpable pulse, and provide analgesia and sedation as needed.</p>
<h3>Tachycardia</h3>
<p>Tachycardia is a heart rate above 100 per minute; rates above about 150 are more likely to cause symptoms. If the patient is <strong>unstable</strong> because of the tachycardia, perform <strong>synchronized cardioversion</strong> promptly, with sedation if time allows. If the patient is <strong>stable</strong>, obtain a 12-lead ECG and classify the rhythm.</p>
<table>
<caption>Approach to stable tachycardia</caption>
<thead><tr><th scope="col">QRS and regularity</th><th scope="col">Likely rhythms</th><th scope="col">First-line options</th></tr></thead>
<tbody>
<tr><td>Narrow, regular</td><td>Sinus tachycardia, reentry SVT, atrial flutter</td><td>Vagal maneuvers, then adenosine 6 mg rapid IV push with a saline flush; 12 mg if needed</td></tr>
<tr><td>Narrow, irregular</td><td>Atrial fibrillation, multifocal atrial tachycardia</td><td>Rate control with a beta-blocker or calcium channel blocker; expert consultation</td></tr>
<tr><td>Wide, regular</td><td>Monomorphic VT, or SVT with aberrancy</td><td>Adenosine only if regular and monomorphic; antiarrhythmic infusion such as amiodarone or procainamide; expert consultation</td></tr>
<tr><td>Wide, irregular</td><td>Polymorphic VT, pre-excited atrial fibrillation</td><td>Expert consultation; unstable polymorphic VT is treated with defibrillation</td></tr>
</tbody>
</table>
<aside class="callout"><h3>Synchronized versus unsynchronized</h3><p>Synchronized cardioversion times the shock to the QRS complex to avoid delivering energy during the vulnerable period of repolarization. Polymorphic VT cannot be reliably synchronized, so it is treated with unsynchronized, defibrillation-dose shocks. After each synchronized shock, check that the synchronization mode is still active if another shock is needed, as many devices reset to unsynchronized.</p></aside>
<h3>Sinus tachycardia is a symptom</h3>
<p>Sinus tachycardia is a response to fever, pain, blood loss, hypoxia or anxiety. It should be treated by addressing the cause, never with cardioversion.</p>`,
    },
    {
      id: 'acls-s6',
      title: 'Acute Coronary Syndromes and Acute Stroke',
      about: 'Time-critical first-hour priorities for suspected myocardial infarction and stroke.',
      duration: 55,
      content: `${SAMPLE_NOTICE}
<h2>Acute Coronary Syndromes and Acute Stroke</h2>
<p>Many cardiac arrests are preceded by an acute coronary syndrome (ACS), and stroke is a leading cause of death and disability. For both, outcome depends on how quickly blood flow is restored. ACLS providers must recognize these conditions early and move patients along well-rehearsed time-critical pathways.</p>
<h3>Acute coronary syndromes</h3>
<p>ACS includes unstable angina, non-ST-elevation myocardial infarction and ST-elevation myocardial infarction (STEMI). Typical symptoms are chest pressure or discomfort that may spread to the arm, neck or jaw, with breathlessness, sweating or nausea. Older adults, women and people with diabetes more often have atypical symptoms such as fatigue or breathlessness alone.</p>
<h3>First actions</h3>
<ol>
<li>Obtain and interpret a <strong>12-lead ECG within 10 minutes</strong> of first contact; prehospital ECGs should be transmitted to the receiving hospital.</li>
<li>Give <strong>aspirin</strong> 162 to 325 mg to chew if there is no allergy or recent bleeding.</li>
<li>Give <strong>oxygen</strong> only if oxygen saturation is below 90% or the patient is breathless.</li>
<li>Consider <strong>nitroglycerin</strong> for ongoing discomfort unless systolic pressure is below 90 mm Hg, right ventricular infarction is suspected, or a phosphodiesterase inhibitor has been taken recently.</li>
<li>Treat pain that persists despite nitrates with an appropriate analgesic.</li>
</ol>
<table>
<caption>Reperfusion time goals for STEMI</caption>
<thead><tr><th scope="col">Strategy</th><th scope="col">Goal</th></tr></thead>
<tbody>
<tr><td>Primary percutaneous coronary intervention (PCI)</td><td>First medical contact to device within 90 minutes</td></tr>
<tr><td>Fibrinolysis, when PCI cannot be achieved in time</td><td>Door to needle within 30 minutes</td></tr>
</tbody>
</table>
<h3>Acute stroke</h3>
<p>Stroke symptoms begin suddenly. Community education commonly uses the BE-FAST memory aid: <strong>B</strong>alance loss, <strong>E</strong>yes (vision loss), <strong>F</strong>ace drooping, <strong>A</strong>rm weakness, <strong>S</strong>peech difficulty, <strong>T</strong>ime to call emergency services. Prehospital stroke scales help identify likely large-vessel occlusion so patients can be taken to a center able to perform thrombectomy.</p>
<h3>Stroke priorities</h3>
<ul>
<li>Establish the <strong>time last known well</strong>; it determines eligibility for treatment.</li>
<li>Check <strong>blood glucose</strong> early, because hypoglycemia can mimic stroke.</li>
<li>Pre-notify the receiving hospital so the stroke team can meet the patient on arrival.</li>
<li>Aim for brain imaging to begin within about 20 minutes of hospital arrival.</li>
<li>For eligible patients with ischemic stroke, give intravenous thrombolysis within the approved window (generally up to 4.5 hours from last known well), with a door-to-needle goal of 60 minutes or less.</li>
<li>Evaluate eligible patients with large-vessel occlusion for mechanical thrombectomy.</li>
</ul>
<aside class="callout"><h3>Do not treat blood pressure reflexively</h3><p>Elevated blood pressure is common after stroke and may help perfuse threatened brain tissue. Lowering it is guided by specific thresholds, particularly whether thrombolysis is planned. Avoid aggressive lowering before the stroke team has assessed the patient.</p></aside>
<p>Keep patients who are being evaluated for stroke nil by mouth until swallowing has been screened, because aspiration pneumonia is a common and preventable complication.</p>`,
    },
    {
      id: 'acls-s7',
      title: 'Post-Cardiac Arrest Care',
      about: 'Stabilizing the patient after ROSC and protecting the heart and brain in the hours that follow.',
      duration: 50,
      content: `${SAMPLE_NOTICE}
<h2>Post-Cardiac Arrest Care</h2>
<p>Return of spontaneous circulation is the start of a new phase of resuscitation, not the end. Many patients who achieve ROSC die later from brain injury, myocardial dysfunction or the condition that caused the arrest. A structured bundle of post-arrest care improves the chance of survival with good neurological function.</p>
<h3>Immediate stabilization</h3>
<ol>
<li><strong>Airway.</strong> Place or confirm an advanced airway if needed and keep waveform capnography attached.</li>
<li><strong>Breathing.</strong> Start at about 10 breaths per minute and titrate to a PaCO<sub>2</sub> of 35 to 45 mm Hg. Titrate oxygen to keep saturation at about 92% to 98%, avoiding both hypoxemia and hyperoxia.</li>
<li><strong>Circulation.</strong> Avoid hypotension. Aim for a systolic pressure of at least 90 mm Hg and a mean arterial pressure of at least 65 mm Hg, using fluids and vasopressor infusions as needed.</li>
<li><strong>12-lead ECG.</strong> Obtain one as soon as possible after ROSC.</li>
</ol>
<table>
<caption>Post-ROSC physiologic targets</caption>
<thead><tr><th scope="col">Parameter</th><th scope="col">Target</th></tr></thead>
<tbody>
<tr><td>Oxygen saturation</td><td>92% to 98%</td></tr>
<tr><td>PaCO<sub>2</sub></td><td>35 to 45 mm Hg</td></tr>
<tr><td>Systolic blood pressure</td><td>At least 90 mm Hg</td></tr>
<tr><td>Mean arterial pressure</td><td>At least 65 mm Hg</td></tr>
<tr><td>Temperature</td><td>Deliberate temperature control per local protocol; prevent fever</td></tr>
</tbody>
</table>
<h3>Coronary reperfusion</h3>
<p>Acute coronary occlusion is a common cause of arrest. Patients with ST elevation after ROSC should undergo emergency coronary angiography. Angiography is also reasonable for selected patients without ST elevation when a cardiac cause is strongly suspected, such as those who are hemodynamically unstable or electrically unstable.</p>
<h3>Protecting the brain</h3>
<p>For adults who do not follow commands after ROSC, <strong>deliberate temperature control</strong> is recommended: a target temperature is selected and maintained using cooling devices and careful monitoring, followed by active prevention of fever. Other brain-protective measures include avoiding hypotension, hypoxemia and hyperventilation, treating seizures, and managing glucose.</p>
<aside class="callout"><h3>Do not decide too early</h3><p>Predicting neurological outcome in the first hours is unreliable, especially while sedatives are still acting or the patient is being cooled. Multimodal neuroprognostication, combining clinical examination, imaging, electrophysiology and biomarkers, should generally wait until at least 72 hours after the return to normal temperature.</p></aside>
<h3>Looking for the cause</h3>
<p>Continue the search for reversible causes begun during the arrest. Review the history, laboratory results, chest radiograph and bedside ultrasound, and treat findings such as electrolyte disorders, pulmonary embolism or toxic ingestion.</p>
<h3>Beyond the hospital stay</h3>
<p>Survivors and their families frequently experience fatigue, cognitive difficulty, anxiety and depression. A structured assessment before discharge, referral for rehabilitation and follow-up of physical, cognitive and emotional needs are part of complete post-arrest care.</p>`,
    },
    {
      id: 'acls-s8',
      title: 'Resuscitation Team Dynamics',
      about: 'Roles, communication and culture that let a group of clinicians act as one high-performing team.',
      duration: 40,
      content: `${SAMPLE_NOTICE}
<h2>Resuscitation Team Dynamics</h2>
<p>Resuscitation is a team activity. Even expert individuals perform poorly when tasks overlap, orders are missed or no one is sure who is in charge. High-performing teams share a mental model, divide the work clearly and talk to each other in ways that prevent errors.</p>
<h3>Roles on a typical team</h3>
<table>
<caption>Common resuscitation roles</caption>
<thead><tr><th scope="col">Role</th><th scope="col">Main responsibilities</th></tr></thead>
<tbody>
<tr><td>Team leader</td><td>Assigns roles, directs care, makes treatment decisions, models good communication and summarizes progress</td></tr>
<tr><td>Compressor</td><td>Delivers high-quality compressions and rotates about every 2 minutes</td></tr>
<tr><td>Monitor/defibrillator</td><td>Places pads, operates the device, announces rhythm checks and delivers shocks safely</td></tr>
<tr><td>Airway</td><td>Opens the airway, provides ventilation, inserts airway adjuncts and monitors capnography</td></tr>
<tr><td>IV/IO and medications</td><td>Establishes access and prepares and administers drugs</td></tr>
<tr><td>Timer/recorder</td><td>Records interventions and times, announces when drugs and rhythm checks are due</td></tr>
<tr><td>CPR coach</td><td>Monitors compression quality and minimizes pauses, where the team has one</td></tr>
</tbody>
</table>
<p>The team leader ideally stays hands-off so that they can keep the whole situation in view. In small teams, people take on more than one role, and the leader may also need to perform tasks.</p>
<h3>Closed-loop communication</h3>
<ol>
<li>The leader gives a clear order to a named person.</li>
<li>The team member repeats the order back to confirm it was heard correctly.</li>
<li>The team member reports when the task is complete, for example "Epinephrine 1 mg IV given."</li>
<li>The leader acknowledges the report before moving on.</li>
</ol>
<h3>Elements of effective teamwork</h3>
<ul>
<li><strong>Clear roles and responsibilities</strong>: everyone knows their task and stays within it.</li>
<li><strong>Knowing your limitations</strong>: ask for help early rather than attempting a skill you are not competent in.</li>
<li><strong>Constructive intervention</strong>: any team member should speak up if they see an error, such as a wrong drug or dose, using respectful and direct language.</li>
<li><strong>Knowledge sharing</strong>: the leader invites ideas, especially about reversible causes.</li>
<li><strong>Summarizing and reevaluating</strong>: the leader periodically states what has been done, what the current rhythm and status are, and what comes next.</li>
<li><strong>Mutual respect</strong>: a calm, professional tone reduces stress and improves performance.</li>
</ul>
<aside class="callout"><h3>Speaking up</h3><p>A useful escalation phrase is: "I am concerned, I am uncomfortable, this is a safety issue." Naming the concern plainly makes it hard to overlook, regardless of seniority.</p></aside>
<h3>Debriefing</h3>
<p>Short, structured debriefs after real events and simulations help teams learn. Review what went well, what could improve, and any CPR quality data. Debriefs should be supportive and focused on systems rather than blame, and should include attention to the emotional impact on staff.</p>`,
    },
  ],
  exam: { questionBankId: 'acls-bank', questionBankName: 'ACLS Question Bank', questionsPerExam: 10, passingScore: 80 },
  questions: [
    mcq('acls-q1', 'What is the recommended chest compression rate for adults during CPR?', 2, [
      '60 to 80 per minute',
      '80 to 100 per minute',
      '100 to 120 per minute',
      '130 to 150 per minute',
    ]),
    mcq('acls-q2', 'What is the recommended compression depth for an average adult?', 1, [
      'About 1 inch (2.5 cm)',
      'At least 2 inches (5 cm) but not more than 2.4 inches (6 cm)',
      'At least 3 inches (7.5 cm)',
      'One quarter of the chest depth',
    ]),
    mcq('acls-q3', 'During CPR with an endotracheal tube in place, how should ventilation be delivered?', 3, [
      '2 breaths after every 30 compressions',
      '1 breath every 2 seconds with pauses in compressions',
      '1 breath every 12 seconds',
      '1 breath every 6 seconds with continuous compressions',
    ]),
    mcq('acls-q4', 'A persistent ETCO2 value below 10 mm Hg during CPR most likely indicates what?', 0, [
      'Compression quality needs to improve',
      'Return of spontaneous circulation',
      'Hyperventilation',
      'The endotracheal tube is correctly placed',
    ]),
    mcq(
      'acls-q5',
      'During CPR, ETCO2 suddenly rises from 15 to 40 mm Hg and stays there. What does this most likely indicate?',
      1,
      [
        'The tube has entered the esophagus',
        'Return of spontaneous circulation',
        'The compressor is fatigued',
        'A tension pneumothorax',
      ],
    ),
    mcq('acls-q6', 'About how often should the team rotate the person performing compressions?', 2, [
      'Every 30 seconds',
      'Every 10 minutes',
      'About every 2 minutes',
      'Only when the compressor asks',
    ]),
    mcq('acls-q7', 'Which method is most reliable for confirming and monitoring endotracheal tube position?', 3, [
      'Listening over the epigastrium',
      'Observing condensation in the tube',
      'Pulse oximetry',
      'Continuous quantitative waveform capnography',
    ]),
    mcq('acls-q8', 'What is the main hazard of giving breaths too forcefully or too often during CPR?', 0, [
      'Raised intrathoracic pressure reduces venous return and causes gastric inflation',
      'It causes hypercapnia',
      'It prevents defibrillation',
      'It lowers oxygen saturation',
    ]),
    mcq('acls-q9', 'A patient is in VF. After the first shock, what should the team do immediately?', 1, [
      'Check for a pulse',
      'Resume CPR for 2 minutes, starting with compressions',
      'Analyze the rhythm again',
      'Give amiodarone before anything else',
    ]),
    mcq('acls-q10', 'What is the adult dose of epinephrine during cardiac arrest?', 2, [
      '0.1 mg IV every 10 minutes',
      '0.5 mg IV once',
      '1 mg IV/IO every 3 to 5 minutes',
      '3 mg IV every minute',
    ]),
    mcq('acls-q11', 'In shock-refractory VF, what is the first dose of amiodarone?', 0, [
      '300 mg IV/IO bolus',
      '150 mg IV/IO bolus',
      '1 mg/kg IV/IO',
      '6 mg rapid IV push',
    ]),
    mcq('acls-q12', 'What energy is used for each shock with a monophasic defibrillator in adult VF?', 3, [
      '50 J',
      '120 J',
      '200 J',
      '360 J',
    ]),
    mcq('acls-q13', 'When should epinephrine be given for a patient in asystole?', 2, [
      'Only after the third rhythm check',
      'After atropine has been given',
      'As soon as possible after IV/IO access is available',
      'Never; epinephrine is only for VF',
    ]),
    mcq(
      'acls-q14',
      'A patient has an organized rhythm at 80 per minute on the monitor but no palpable pulse. What is this rhythm called?',
      1,
      ['Asystole', 'Pulseless electrical activity', 'Ventricular fibrillation', 'Sinus rhythm with a pulse'],
    ),
    mcq('acls-q15', 'Before treating a flat line as asystole, what should you check?', 0, [
      'That leads are attached, gain is adequate and the correct lead is selected',
      "The patient's blood glucose",
      "The patient's temperature",
      'Whether atropine has been given',
    ]),
    mcq(
      'acls-q16',
      'A dialysis patient arrests with a wide-complex rhythm and peaked T waves were noted before the arrest. Which reversible cause is most likely?',
      3,
      ['Hypothermia', 'Tension pneumothorax', 'Hypovolemia', 'Hyperkalemia'],
    ),
    mcq(
      'acls-q17',
      'A ventilated trauma patient arrests with absent breath sounds on one side and tracheal deviation. What is the priority intervention?',
      1,
      ['Pericardiocentesis', 'Needle or finger decompression of the chest', 'Sodium bicarbonate', 'Fibrinolysis'],
    ),
    mcq('acls-q18', 'Which drug is not recommended for routine use in PEA or asystole?', 2, [
      'Epinephrine',
      'Oxygen',
      'Atropine',
      'Normal saline when hypovolemia is suspected',
    ]),
    mcq(
      'acls-q19',
      'A patient with a heart rate of 38 per minute is hypotensive and confused. What is the first-line drug?',
      0,
      ['Atropine 1 mg IV', 'Adenosine 6 mg IV', 'Amiodarone 150 mg IV', 'Metoprolol 5 mg IV'],
    ),
    mcq('acls-q20', 'What is the maximum total dose of atropine for adult symptomatic bradycardia?', 3, [
      '0.5 mg',
      '1 mg',
      '2 mg',
      '3 mg',
    ]),
    mcq('acls-q21', 'A symptomatic bradycardia does not respond to atropine. Which option is appropriate next?', 1, [
      'Adenosine',
      'Transcutaneous pacing or a dopamine or epinephrine infusion',
      'Synchronized cardioversion',
      'Observation only',
    ]),
    mcq(
      'acls-q22',
      'A patient with a regular narrow-complex tachycardia at 180 per minute is alert with normal blood pressure. Vagal maneuvers fail. What is the next step?',
      2,
      [
        'Unsynchronized defibrillation',
        'Atropine 1 mg IV',
        'Adenosine 6 mg rapid IV push followed by a saline flush',
        'Epinephrine 1 mg IV',
      ],
    ),
    mcq(
      'acls-q23',
      'A patient with tachycardia at 170 per minute is hypotensive, confused and has chest pain caused by the rhythm. What is the treatment?',
      0,
      ['Synchronized cardioversion', 'Vagal maneuvers', 'Oral beta-blocker', 'Observation and repeat ECG'],
    ),
    mcq('acls-q24', 'Why is polymorphic VT treated with unsynchronized shocks?', 3, [
      'Because it always responds to low energies',
      'Because synchronized shocks are more painful',
      'Because polymorphic VT is a narrow-complex rhythm',
      'Because the device cannot reliably synchronize to the varying QRS complexes',
    ]),
    mcq('acls-q25', 'A patient has suspected ACS. How soon should a 12-lead ECG be obtained and interpreted?', 1, [
      'Within 60 minutes',
      'Within 10 minutes of first contact',
      'After blood tests return',
      'Only if chest pain persists for 30 minutes',
    ]),
    mcq('acls-q26', 'Which is a reason to withhold nitroglycerin in a patient with chest pain?', 2, [
      'Oxygen saturation of 95%',
      'Heart rate of 80 per minute',
      'Systolic blood pressure below 90 mm Hg',
      'Pain radiating to the left arm',
    ]),
    mcq(
      'acls-q27',
      'For a patient with suspected stroke, which information most directly determines eligibility for thrombolysis?',
      0,
      [
        'The time the patient was last known well',
        "The patient's heart rate",
        "The patient's body weight",
        'Whether the patient has eaten',
      ],
    ),
    mcq('acls-q28', 'Why is a blood glucose check an early priority in suspected stroke?', 3, [
      'High glucose is a contraindication to imaging',
      'Glucose determines the thrombolytic dose',
      'It confirms hemorrhagic stroke',
      'Hypoglycemia can mimic stroke symptoms',
    ]),
    mcq('acls-q29', 'After ROSC, what oxygen saturation range should be targeted?', 1, [
      '80% to 85%',
      '92% to 98%',
      '100% at all times',
      '85% to 90%',
    ]),
    mcq('acls-q30', 'After ROSC, which patient should undergo emergency coronary angiography?', 2, [
      'Every patient, regardless of ECG',
      'Only patients who are awake',
      'A patient with ST elevation on the post-ROSC ECG',
      'No patient until 72 hours have passed',
    ]),
    mcq('acls-q31', 'When should multimodal neuroprognostication generally be performed after cardiac arrest?', 0, [
      'At least 72 hours after the return to normal temperature',
      'Within the first hour after ROSC',
      'Immediately after sedation is started',
      'Only at hospital discharge',
    ]),
    mcq('acls-q32', 'What is the minimum mean arterial pressure commonly targeted after ROSC?', 3, [
      '40 mm Hg',
      '50 mm Hg',
      '55 mm Hg',
      '65 mm Hg',
    ]),
    mcq(
      'acls-q33',
      'The team leader says "Give 1 mg epinephrine IV." Which response best completes closed-loop communication?',
      1,
      [
        'Silently giving the drug',
        '"1 mg epinephrine IV," then "1 mg epinephrine IV given" once done',
        '"OK"',
        'Asking another team member to give it',
      ],
    ),
    mcq('acls-q34', 'A team member notices the leader has ordered an incorrect drug dose. What should they do?', 2, [
      'Give the dose as ordered',
      'Say nothing and discuss it at the debrief',
      'Clearly and respectfully question the order before giving it',
      'Leave the room',
    ]),
    mcq('acls-q35', 'Why should the team leader ideally avoid performing hands-on tasks?', 0, [
      'To keep an overview of the whole resuscitation and make decisions',
      'Because leaders are not trained in CPR',
      'To reduce the number of people in the room',
      'Because regulations forbid it',
    ]),
  ],
};
