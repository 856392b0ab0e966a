// PALS: Pediatric Advanced Life Support (sample catalogue content).
import { mcq } from './helpers';
import { SAMPLE_NOTICE, type SeedCourse } from './types';

export const palsCourse: SeedCourse = {
  id: 'pals',
  courseType: 'PALS',
  title: 'Pediatric Advanced Life Support',
  subtitle: 'PALS provider course for seriously ill and injured infants and children',
  shortDescription:
    'Use a systematic approach to recognize and treat respiratory failure, shock, arrhythmias and cardiac arrest in infants and children.',
  description: [
    '<p>Children rarely arrest suddenly. Most pediatric cardiac arrests follow a period of worsening respiratory failure or shock that can be recognized and treated. Pediatric Advanced Life Support teaches clinicians to spot these warning signs early and act on them with a consistent evaluate, identify and intervene approach.</p>',
    '<p>The course covers the pediatric assessment triangle and primary assessment, the four types of respiratory problems and four types of shock, pediatric bradycardia and tachycardia, high-quality pediatric CPR, weight-based resuscitation drugs and post-cardiac arrest care.</p>',
    '<p>Case-based questions throughout the final exam reinforce dosing and decision-making. Successful learners receive a certificate of completion and continuing education credit.</p>',
  ].join(''),
  targetAudience:
    'Pediatric and emergency physicians, nurses, paramedics, respiratory therapists and other clinicians who care for critically ill or injured infants and children.',
  learningObjectives: [
    'Perform a rapid initial impression with the pediatric assessment triangle and a systematic primary assessment.',
    'Classify respiratory problems by type and severity and choose appropriate initial interventions.',
    'Recognize compensated and hypotensive shock, identify the type of shock and manage fluid resuscitation safely.',
    'Deliver high-quality infant and child CPR and manage shockable and non-shockable arrest rhythms with weight-based doses.',
    'Manage pediatric bradycardia and tachycardia, including adenosine and synchronized cardioversion.',
    'Describe post-cardiac arrest priorities and effective team communication, including family presence.',
  ],
  creditHours: 8,
  color: '#1D4E89',
  categories: [
    { name: 'Certifications', position: 1, coursePosition: 2 },
    { name: 'Renewals', position: 2, coursePosition: 2 },
  ],
  authors: [
    {
      id: 'priya-raman',
      name: 'Priya Raman',
      postNominal: 'MD, FAAP',
      affiliation: "Northfield Children's Hospital (fictional)",
    },
    {
      id: 'sofia-lindqvist',
      name: 'Sofia Lindqvist',
      postNominal: 'RN, CPEN',
      affiliation: 'Harborview Pediatric Emergency Services (fictional)',
    },
  ],
  approvalEntities: [
    { id: 'cmec', name: 'Continuing Medical Education Council (sample)' },
    { id: 'nceb', name: 'Nursing Continuing Education Board (sample)' },
  ],
  disclosures:
    'None of the planners, authors or reviewers of this activity have had relevant financial relationships with ineligible companies within the past 24 months. All content was independently reviewed to ensure it is free of commercial bias. This activity received no commercial support. Drug doses are provided for education and must be checked against current references and local protocols before clinical use.',
  products: {
    certification: {
      id: 'pals-cert',
      name: 'PALS Certification',
      price: 19900,
      originalPrice: 24900,
      cartSubtitle: 'Full provider course, exam and 2-year card',
      cartCta: 'Start PALS certification',
      cartDescription:
        'All seven PALS modules, unlimited exam attempts, 8 credit hours and a digital provider card valid for two years.',
      kind: 'certification',
    },
    recertification: {
      id: 'pals-recert',
      name: 'PALS Recertification',
      price: 14900,
      originalPrice: 19900,
      cartSubtitle: 'Renew your current PALS card',
      cartCta: 'Renew PALS',
      cartDescription:
        'A focused review of every PALS module with the recertification exam, credit hours and a renewed two-year provider card.',
      kind: 'recertification',
    },
  },
  sections: [
    {
      id: 'pals-s1',
      title: 'The Systematic Approach to the Seriously Ill Child',
      about:
        'Using the pediatric assessment triangle and the evaluate, identify, intervene sequence to find problems early.',
      duration: 50,
      content: `${SAMPLE_NOTICE}
<h2>The Systematic Approach to the Seriously Ill Child</h2>
<p>In adults, cardiac arrest is often a sudden cardiac event. In children, it is more often the end point of progressive respiratory failure or shock. The outcome of pediatric arrest remains poor, so the most powerful thing a PALS provider can do is recognize deterioration early and stop it. A consistent, repeatable approach makes that possible even in a chaotic environment.</p>
<h3>The initial impression: the pediatric assessment triangle</h3>
<p>Within the first few seconds, and without touching the child, look at three things:</p>
<ul>
<li><strong>Appearance</strong>: muscle tone, interaction with caregivers or surroundings, consolability, look or gaze, and speech or cry.</li>
<li><strong>Work of breathing</strong>: abnormal sounds such as stridor or grunting, retractions, nasal flaring, head bobbing or abnormal positioning such as tripoding.</li>
<li><strong>Circulation to the skin</strong>: pallor, mottling or cyanosis.</li>
</ul>
<p>If the child is unresponsive and not breathing or only gasping, shout for help, activate the emergency response and check for a pulse. No pulse, or a heart rate below 60 per minute with signs of poor perfusion, means starting CPR immediately.</p>
<h3>Evaluate, identify, intervene</h3>
<p>For a child who is not in arrest, PALS uses a continuous cycle: <strong>evaluate</strong> the child, <strong>identify</strong> the type and severity of the problem, and <strong>intervene</strong>. Then evaluate again. This cycle repeats after every intervention and whenever the child's condition changes.</p>
<h3>The three parts of evaluation</h3>
<ol>
<li><strong>Primary assessment</strong> (ABCDE): Airway, Breathing, Circulation, Disability and Exposure. This is a hands-on assessment that includes vital signs and pulse oximetry.</li>
<li><strong>Secondary assessment</strong>: a focused history, often using the SAMPLE format (Signs and symptoms, Allergies, Medications, Past history, Last meal, Events), and a focused physical examination.</li>
<li><strong>Diagnostic assessments</strong>: tests such as blood gas, glucose, lactate, chest radiograph and echocardiography, used as the situation allows.</li>
</ol>
<h3>Circulation and blood pressure</h3>
<p>Assess heart rate and rhythm, peripheral and central pulses, capillary refill time (normally 2 seconds or less), skin color and temperature, and blood pressure. Children maintain blood pressure until late in shock by raising heart rate and constricting blood vessels, so a normal blood pressure does not rule out shock.</p>
<table>
<caption>Approximate definition of hypotension by age</caption>
<thead><tr><th scope="col">Age</th><th scope="col">Systolic blood pressure below</th></tr></thead>
<tbody>
<tr><td>Term neonates (0 to 28 days)</td><td>60 mm Hg</td></tr>
<tr><td>Infants (1 to 12 months)</td><td>70 mm Hg</td></tr>
<tr><td>Children 1 to 10 years</td><td>70 mm Hg + (2 &times; age in years)</td></tr>
<tr><td>Children over 10 years</td><td>90 mm Hg</td></tr>
</tbody>
</table>
<h3>Disability and exposure</h3>
<p>Assess responsiveness with the AVPU scale (Alert, responds to Voice, responds to Pain, Unresponsive) or the pediatric Glasgow Coma Scale, check pupils and <strong>measure blood glucose</strong>, since hypoglycemia is common in sick infants. During exposure, look for rashes, injuries and bleeding, and keep the child warm: small children lose heat quickly.</p>
<aside class="callout"><h3>Life-threatening findings</h3><p>If at any point you find a life-threatening problem, such as complete airway obstruction, apnea, a very slow heart rate or absent pulses, stop the assessment, call for help and intervene immediately.</p></aside>`,
    },
    {
      id: 'pals-s2',
      title: 'Respiratory Distress and Respiratory Failure',
      about: 'Classifying pediatric respiratory problems by type and severity and matching interventions to each.',
      duration: 55,
      content: `${SAMPLE_NOTICE}
<h2>Respiratory Distress and Respiratory Failure</h2>
<p>Respiratory problems are the most common cause of pediatric cardiac arrest. PALS providers describe each problem by its <strong>severity</strong> (distress or failure) and its <strong>type</strong>, because each type has specific treatments.</p>
<h3>Distress versus failure</h3>
<p><strong>Respiratory distress</strong> is a state of increased effort: fast breathing, retractions, nasal flaring, but with the child still able to maintain oxygenation and ventilation. <strong>Respiratory failure</strong> is present when oxygenation, ventilation or both are inadequate. Signs that distress is becoming failure include:</p>
<ul>
<li>A very fast breathing rate, or a rate that slows without clinical improvement</li>
<li>Tiring effort, head bobbing, or reduced air movement on auscultation</li>
<li>Low oxygen saturation despite high-flow oxygen</li>
<li>Falling level of consciousness or poor response to caregivers</li>
<li>Bradycardia, which is an ominous late sign in a hypoxic child</li>
</ul>
<h3>Four types of respiratory problem</h3>
<table>
<caption>Types of pediatric respiratory problems</caption>
<thead><tr><th scope="col">Type</th><th scope="col">Examples</th><th scope="col">Typical signs</th><th scope="col">Specific interventions</th></tr></thead>
<tbody>
<tr><td>Upper airway obstruction</td><td>Croup, anaphylaxis, foreign body</td><td>Stridor (usually inspiratory), hoarse voice, barking cough</td><td>Nebulized epinephrine and corticosteroid for croup; intramuscular epinephrine for anaphylaxis; relief of choking</td></tr>
<tr><td>Lower airway obstruction</td><td>Asthma, bronchiolitis</td><td>Wheeze, prolonged expiration</td><td>Inhaled bronchodilators and corticosteroids for asthma; suction and supportive care for bronchiolitis</td></tr>
<tr><td>Lung tissue disease</td><td>Pneumonia, pulmonary edema</td><td>Grunting, crackles, reduced breath sounds</td><td>Oxygen, positive airway pressure, antibiotics when bacterial infection is suspected</td></tr>
<tr><td>Disordered control of breathing</td><td>Raised intracranial pressure, poisoning, neuromuscular disease</td><td>Irregular or shallow breathing with little effort</td><td>Support ventilation; naloxone for opioid toxicity; treat the cause</td></tr>
</tbody>
</table>
<h3>Initial interventions for all types</h3>
<ol>
<li>Allow the child to stay in a position of comfort, often on a caregiver's lap; a frightened, crying child uses more oxygen.</li>
<li>Open and clear the airway if needed.</li>
<li>Give oxygen, titrated to saturation once the child is stable.</li>
<li>Monitor heart rate, respiratory rate and oxygen saturation continuously.</li>
<li>Assist ventilation with a bag and mask if breathing is inadequate.</li>
</ol>
<h3>Bag-mask ventilation in children</h3>
<p>Bag-mask ventilation is often as effective as intubation in the short term when performed well. Choose a mask that covers the mouth and nose without pressing on the eyes, use the E-C clamp technique and give each breath over about 1 second with just enough volume to make the chest rise. For a child with a pulse who is not breathing adequately, give <strong>1 breath every 2 to 3 seconds</strong> (20 to 30 per minute).</p>
<aside class="callout"><h3>Avoid overventilation</h3><p>Excessive rate or volume causes gastric inflation, impedes venous return and can lead to air trapping in children with asthma. Watch the chest, not the bag.</p></aside>
<h3>Advanced airways</h3>
<p>Cuffed endotracheal tubes are commonly used in infants and children, with attention to cuff pressure. Confirm placement with clinical signs and exhaled carbon dioxide detection. If a ventilated child deteriorates, think <strong>DOPE</strong>: Displacement of the tube, Obstruction, Pneumothorax and Equipment failure.</p>`,
    },
    {
      id: 'pals-s3',
      title: 'Recognition and Management of Shock',
      about: 'Identifying compensated and hypotensive shock, the four types of shock, and safe fluid resuscitation.',
      duration: 55,
      content: `${SAMPLE_NOTICE}
<h2>Recognition and Management of Shock</h2>
<p>Shock is a state in which oxygen delivery does not meet the needs of the tissues. It is defined by inadequate perfusion, not by blood pressure. Children compensate remarkably well, which means shock is often advanced by the time blood pressure falls.</p>
<h3>Severity: compensated and hypotensive shock</h3>
<p>In <strong>compensated shock</strong>, systolic blood pressure is still within the normal range, but the body is working hard to maintain it. Look for:</p>
<ul>
<li>Tachycardia, often the earliest sign</li>
<li>Cool, pale or mottled extremities and capillary refill longer than 2 seconds</li>
<li>Weak peripheral pulses compared with central pulses</li>
<li>Reduced urine output and, as shock worsens, changes in mental status</li>
</ul>
<p>When compensation fails, <strong>hypotensive shock</strong> develops. Hypotension is a late finding that may be quickly followed by cardiac arrest, so treatment must be urgent.</p>
<h3>Four types of shock</h3>
<table>
<caption>Types of shock in children</caption>
<thead><tr><th scope="col">Type</th><th scope="col">Mechanism</th><th scope="col">Examples</th></tr></thead>
<tbody>
<tr><td>Hypovolemic</td><td>Loss of circulating volume</td><td>Diarrhea and vomiting, hemorrhage, burns</td></tr>
<tr><td>Distributive</td><td>Abnormal blood vessel tone and distribution of blood flow</td><td>Sepsis, anaphylaxis, spinal cord injury</td></tr>
<tr><td>Cardiogenic</td><td>Poor heart muscle function</td><td>Myocarditis, cardiomyopathy, arrhythmias</td></tr>
<tr><td>Obstructive</td><td>Physical obstruction to blood flow</td><td>Tension pneumothorax, cardiac tamponade, ductal-dependent heart lesions, massive pulmonary embolism</td></tr>
</tbody>
</table>
<h3>Initial management</h3>
<ol>
<li>Give oxygen and support the airway and breathing.</li>
<li>Attach monitoring and obtain vascular access rapidly. If peripheral IV access is not obtained quickly in a seriously ill child, place an <strong>intraosseous (IO)</strong> line.</li>
<li>Give an isotonic crystalloid bolus of <strong>10 to 20 mL/kg</strong>, and <strong>reassess after every bolus</strong>.</li>
<li>Check glucose and treat hypoglycemia.</li>
<li>Identify the type of shock and begin specific treatment.</li>
</ol>
<h3>Reassessment is the safeguard</h3>
<p>After each bolus, check heart rate, capillary refill, mental status, blood pressure and signs of fluid overload such as new crackles, worsening breathing or an enlarging liver. Stop giving fluids if these signs appear.</p>
<aside class="callout"><h3>Cardiogenic shock needs a different approach</h3><p>Children with poor heart function tolerate fluid poorly. Use smaller boluses, typically 5 to 10 mL/kg given more slowly, watch closely for worsening breathing, and obtain expert help early. Inotropic or vasoactive support is often needed.</p></aside>
<h3>Specific treatments by type</h3>
<ul>
<li><strong>Septic shock</strong>: fluid boluses with careful reassessment, blood cultures and <strong>antibiotics as soon as possible, ideally within the first hour</strong>, and a vasoactive infusion such as epinephrine or norepinephrine if shock persists after fluids.</li>
<li><strong>Anaphylactic shock</strong>: intramuscular epinephrine without delay, fluids and adjunctive medications.</li>
<li><strong>Hemorrhagic shock</strong>: control external bleeding and transfuse blood products early.</li>
<li><strong>Obstructive shock</strong>: relieve the obstruction, such as needle decompression for tension pneumothorax or pericardiocentesis for tamponade. In a newborn with a suspected ductal-dependent lesion, a prostaglandin infusion may be lifesaving.</li>
</ul>`,
    },
    {
      id: 'pals-s4',
      title: 'Pediatric High-Quality CPR and Cardiac Arrest',
      about:
        'Infant and child CPR techniques and the shockable and non-shockable arrest pathways with weight-based doses.',
      duration: 60,
      content: `${SAMPLE_NOTICE}
<h2>Pediatric High-Quality CPR and Cardiac Arrest</h2>
<p>For resuscitation purposes, an <strong>infant</strong> is under 1 year of age and a <strong>child</strong> is from 1 year to puberty. The principles of high-quality CPR are the same as for adults, adjusted for body size and for the fact that many pediatric arrests are caused by hypoxia.</p>
<h3>Infant and child CPR</h3>
<table>
<caption>Pediatric CPR targets</caption>
<thead><tr><th scope="col">Component</th><th scope="col">Infant</th><th scope="col">Child</th></tr></thead>
<tbody>
<tr><td>Pulse check (no more than 10 seconds)</td><td>Brachial</td><td>Carotid or femoral</td></tr>
<tr><td>Compression depth</td><td>At least one third of chest depth, about 1.5 inches (4 cm)</td><td>At least one third of chest depth, about 2 inches (5 cm)</td></tr>
<tr><td>Compression rate</td><td colspan="2">100 to 120 per minute with full recoil</td></tr>
<tr><td>Ratio, one rescuer</td><td colspan="2">30 compressions to 2 breaths</td></tr>
<tr><td>Ratio, two or more rescuers</td><td colspan="2">15 compressions to 2 breaths</td></tr>
<tr><td>With an advanced airway</td><td colspan="2">Continuous compressions; 1 breath every 2 to 3 seconds</td></tr>
</tbody>
</table>
<p>Adolescents who have reached puberty receive adult CPR. Start CPR in any infant or child whose heart rate is below 60 per minute with signs of poor perfusion despite adequate oxygenation and ventilation.</p>
<h3>Shockable rhythms: VF and pulseless VT</h3>
<ol>
<li>Start CPR, give oxygen and attach a monitor or defibrillator.</li>
<li>Deliver a shock of <strong>2 J/kg</strong>, then resume CPR immediately for 2 minutes.</li>
<li>If still shockable, give <strong>4 J/kg</strong>; later shocks may be 4 J/kg or higher, up to 10 J/kg or the adult dose.</li>
<li>After the second shock, give <strong>epinephrine 0.01 mg/kg</strong> IV/IO every 3 to 5 minutes.</li>
<li>After the third shock, give <strong>amiodarone 5 mg/kg</strong> (may be repeated for refractory VF/pVT) or <strong>lidocaine 1 mg/kg</strong>.</li>
</ol>
<h3>Non-shockable rhythms: asystole and PEA</h3>
<p>Give <strong>epinephrine 0.01 mg/kg IV/IO as soon as possible</strong>, then every 3 to 5 minutes, continue high-quality CPR with rhythm checks every 2 minutes, and search for reversible causes. Earlier epinephrine in non-shockable pediatric arrest is associated with better outcomes.</p>
<table>
<caption>Key pediatric arrest drugs</caption>
<thead><tr><th scope="col">Drug</th><th scope="col">Dose</th><th scope="col">Notes</th></tr></thead>
<tbody>
<tr><td>Epinephrine</td><td>0.01 mg/kg IV/IO (0.1 mL/kg of the 0.1 mg/mL concentration)</td><td>Maximum single dose 1 mg; every 3 to 5 minutes</td></tr>
<tr><td>Epinephrine, endotracheal</td><td>0.1 mg/kg</td><td>Only if IV/IO access is not available</td></tr>
<tr><td>Amiodarone</td><td>5 mg/kg IV/IO bolus</td><td>Refractory VF/pVT</td></tr>
<tr><td>Lidocaine</td><td>1 mg/kg IV/IO loading dose</td><td>Alternative to amiodarone</td></tr>
</tbody>
</table>
<aside class="callout"><h3>Get the weight right</h3><p>Dosing errors are common in pediatric resuscitation. Use a known weight, a length-based resuscitation tape or a precalculated dosing aid, and have a second person verify each dose aloud before it is given.</p></aside>
<h3>Pads and paddles</h3>
<p>Use the largest pads that fit on the chest without touching each other. Pediatric pads are generally used for children under about 8 years of age or under 25 kg; if only adult pads are available, use them, placing them front and back if needed so they do not overlap. For infants, a manual defibrillator is preferred; if none is available, an AED with a pediatric dose attenuator is preferred, and if neither is available, a standard AED may be used.</p>
<h3>Reversible causes</h3>
<p>The H's and T's apply to children as they do to adults. In children, pay particular attention to hypoxia, hypovolemia, hypoglycemia, hypothermia, electrolyte disturbance and toxic ingestion.</p>`,
    },
    {
      id: 'pals-s5',
      title: 'Pediatric Bradycardia and Tachycardia',
      about: 'Recognizing rhythm disturbances in children and choosing oxygenation, drugs, pacing or cardioversion.',
      duration: 55,
      content: `${SAMPLE_NOTICE}
<h2>Pediatric Bradycardia and Tachycardia</h2>
<p>Normal heart rates in children vary with age, activity, fever and distress. A rate that is abnormal for the child's condition matters when it causes poor perfusion. As with adults, the first question is whether the child is stable or showing signs of cardiopulmonary compromise: hypotension, acutely altered mental status or signs of shock.</p>
<h3>Bradycardia</h3>
<p>In children, bradycardia is most often caused by <strong>hypoxia</strong>. Other causes include hypothermia, raised intracranial pressure, heart block, certain drugs and increased vagal tone, for example during suctioning.</p>
<ol>
<li>Support the airway and breathing, give oxygen and ventilate if needed. Often this alone restores the heart rate.</li>
<li>If the heart rate stays <strong>below 60 per minute with poor perfusion despite effective oxygenation and ventilation, start CPR</strong>.</li>
<li>Give <strong>epinephrine 0.01 mg/kg IV/IO</strong>, repeated every 3 to 5 minutes.</li>
<li>Give <strong>atropine 0.02 mg/kg</strong> if bradycardia is caused by increased vagal tone or primary AV block; it may be repeated once.</li>
<li>Consider transthoracic or transvenous pacing for complete heart block or sinus node dysfunction, and treat underlying causes.</li>
</ol>
<h3>Tachycardia</h3>
<p>The most important distinction in a child with a narrow-complex tachycardia is between sinus tachycardia and supraventricular tachycardia (SVT).</p>
<table>
<caption>Distinguishing sinus tachycardia from SVT</caption>
<thead><tr><th scope="col">Feature</th><th scope="col">Sinus tachycardia</th><th scope="col">SVT</th></tr></thead>
<tbody>
<tr><td>History</td><td>Compatible cause such as fever, pain or dehydration</td><td>Vague, nonspecific; abrupt onset</td></tr>
<tr><td>P waves</td><td>Present and normal</td><td>Absent or abnormal</td></tr>
<tr><td>Heart rate</td><td>Usually below 220 per minute in infants and below 180 in children</td><td>Usually 220 or more in infants and 180 or more in children</td></tr>
<tr><td>Variability</td><td>Varies with activity and stimulation</td><td>Fixed, does not change with activity</td></tr>
</tbody>
</table>
<p>Sinus tachycardia is treated by addressing its cause. For SVT:</p>
<ul>
<li><strong>Stable</strong>: try vagal maneuvers, such as applying ice to the face of an infant or asking an older child to blow through a narrow straw. Never press on the eyes. If vagal maneuvers fail, give <strong>adenosine 0.1 mg/kg</strong> (maximum 6 mg) as a rapid IV push with an immediate saline flush, then <strong>0.2 mg/kg</strong> (maximum 12 mg) if needed.</li>
<li><strong>Unstable</strong>: give adenosine if IV access is already in place, or perform <strong>synchronized cardioversion at 0.5 to 1 J/kg</strong>, increasing to 2 J/kg if unsuccessful. Sedate the child if possible without delaying treatment.</li>
</ul>
<aside class="callout"><h3>Adenosine technique</h3><p>Adenosine has a half-life of only seconds. Use a site as close to the heart as possible and a two-syringe or three-way tap setup so that the drug is followed instantly by a rapid saline flush. Record a rhythm strip during administration.</p></aside>
<h3>Wide-complex tachycardia</h3>
<p>A wide QRS tachycardia in a child should be presumed to be ventricular tachycardia until proven otherwise. If the child has a pulse and is unstable, perform synchronized cardioversion. If stable, seek expert consultation before giving antiarrhythmic drugs such as amiodarone or procainamide. Pulseless VT is treated as cardiac arrest with defibrillation.</p>`,
    },
    {
      id: 'pals-s6',
      title: 'Post-Cardiac Arrest Care in Children',
      about:
        'Stabilizing the child after return of circulation and preventing secondary injury to the brain and organs.',
      duration: 45,
      content: `${SAMPLE_NOTICE}
<h2>Post-Cardiac Arrest Care in Children</h2>
<p>After return of spontaneous circulation, children often have unstable blood pressure, impaired heart function and injured organs. The goals of post-arrest care are to optimize oxygen delivery, prevent secondary brain injury, treat the cause of the arrest and transfer the child safely to an intensive care environment.</p>
<h3>Airway and breathing</h3>
<ul>
<li>Confirm advanced airway placement and monitor exhaled carbon dioxide continuously.</li>
<li>Titrate oxygen to maintain saturation of about <strong>94% to 99%</strong>, avoiding both hypoxemia and unnecessary hyperoxia.</li>
<li>Aim for a normal PaCO<sub>2</sub>, adjusted for the child's underlying condition; avoid routine hyperventilation.</li>
</ul>
<h3>Circulation</h3>
<p>Hypotension after arrest is associated with worse outcomes. Monitor blood pressure continuously if possible and keep systolic pressure above the fifth percentile for age. Use fluid boluses carefully and start vasoactive infusions, such as epinephrine or norepinephrine, for persistent hypotension or poor perfusion. Remember that myocardial dysfunction is common after arrest.</p>
<h3>Neurological protection</h3>
<ul>
<li><strong>Temperature</strong>: in children who remain comatose, use deliberate temperature control according to local protocol and actively prevent fever.</li>
<li><strong>Seizures</strong>: seizures, including non-convulsive seizures, are common; continuous EEG monitoring is recommended where available in comatose children, and seizures should be treated.</li>
<li><strong>Glucose</strong>: monitor and avoid both hypoglycemia and significant hyperglycemia.</li>
</ul>
<table>
<caption>Post-arrest monitoring checklist</caption>
<thead><tr><th scope="col">System</th><th scope="col">What to monitor</th></tr></thead>
<tbody>
<tr><td>Respiratory</td><td>Oxygen saturation, exhaled CO<sub>2</sub>, blood gases, chest radiograph</td></tr>
<tr><td>Cardiovascular</td><td>Heart rate and rhythm, blood pressure, capillary refill, lactate, urine output</td></tr>
<tr><td>Neurological</td><td>Level of consciousness, pupils, seizures, temperature</td></tr>
<tr><td>Metabolic</td><td>Glucose, electrolytes, calcium</td></tr>
</tbody>
</table>
<h3>Treating the cause</h3>
<p>Continue to look for the condition that led to the arrest. In children this is most often a respiratory problem or shock, but consider the reversible causes reviewed during the arrest, including hypovolemia, hypoxia, acidosis, electrolyte disturbance, hypothermia, toxins, tension pneumothorax and tamponade. A careful history from caregivers, a chest radiograph, blood gases and bedside ultrasound often provide the answer. If the cause is unclear, particularly in an infant, remember that injuries that are not explained by the history may need further assessment.</p>
<h3>Safe transfer</h3>
<p>Before moving the child to intensive care or another hospital, confirm the airway is secure, all lines are working and fixed, medications are prepared for the journey, and a clear verbal handover is given. A structured handover format such as SBAR (Situation, Background, Assessment, Recommendation) reduces omissions.</p>
<aside class="callout"><h3>Prognosis takes time</h3><p>No single finding in the early hours after arrest reliably predicts outcome. Decisions should be made using several assessments over time, in partnership with the family, after sedation has worn off and temperature has been normal for a period.</p></aside>`,
    },
    {
      id: 'pals-s7',
      title: 'Team Dynamics and Family-Centered Care',
      about:
        'How pediatric resuscitation teams communicate, share roles and support families during and after an event.',
      duration: 40,
      content: `${SAMPLE_NOTICE}
<h2>Team Dynamics and Family-Centered Care</h2>
<p>Pediatric resuscitation adds pressures that adult teams rarely face: weight-based drug calculations, unfamiliar equipment sizes, and the emotional weight of caring for a child with parents nearby. Good team structure reduces errors and helps everyone perform at their best.</p>
<h3>Roles</h3>
<p>A typical team includes a team leader, an airway manager, a compressor, a monitor/defibrillator operator, a vascular access and medications provider, and a timer/recorder. In pediatrics, it is especially valuable to assign one person to calculate and double-check drug doses, and to have a length-based tape or dosing reference visible to the whole team.</p>
<h3>Communication</h3>
<ol>
<li><strong>Closed-loop communication</strong>: the leader gives a clear order to a named person, the person repeats it back, and then reports when it is done.</li>
<li><strong>Clear messages</strong>: speak in a calm voice, state doses in milligrams and in volume, and avoid abbreviations that can be misheard.</li>
<li><strong>Constructive intervention</strong>: any team member who notices a possible error must speak up, and the leader must welcome it.</li>
<li><strong>Summarizing</strong>: every few minutes, the leader states the current situation, what has been done and the plan, and invites suggestions.</li>
</ol>
<aside class="callout"><h3>Read-back for doses</h3><p>"Epinephrine 0.01 milligrams per kilogram, that is 0.2 milligrams, 2 milliliters of the 0.1 milligram per milliliter solution, for a 20-kilogram child." Stating both the dose and the volume lets a second person catch a tenfold error before it reaches the child.</p></aside>
<h3>Family presence</h3>
<p>Many families wish to be present during resuscitation, and evidence suggests that, when supported, being present can help them cope without disrupting care. Where possible:</p>
<ul>
<li>Offer family members the option to be present rather than assuming either way.</li>
<li>Assign a staff member to stay with them, explain what is happening and answer questions.</li>
<li>Provide a place where they can see and touch their child when it is safe to do so.</li>
<li>Respect a family's wish to leave at any time.</li>
</ul>
<h3>After the event</h3>
<table>
<caption>Elements of a short team debrief</caption>
<thead><tr><th scope="col">Question</th><th scope="col">Purpose</th></tr></thead>
<tbody>
<tr><td>What happened?</td><td>Build a shared account of the event</td></tr>
<tr><td>What went well?</td><td>Reinforce effective practice</td></tr>
<tr><td>What could we improve?</td><td>Identify system and team changes</td></tr>
<tr><td>How is everyone doing?</td><td>Recognize emotional impact and offer support</td></tr>
</tbody>
</table>
<p>Pediatric deaths are among the most distressing events in healthcare. Teams should know how to access staff support services, and leaders should check in with team members in the days after a difficult resuscitation.</p>`,
    },
  ],
  exam: { questionBankId: 'pals-bank', questionBankName: 'PALS Question Bank', questionsPerExam: 10, passingScore: 80 },
  questions: [
    mcq('pals-q1', 'Which three components make up the pediatric assessment triangle?', 1, [
      'Airway, breathing, circulation',
      'Appearance, work of breathing, circulation to the skin',
      'Heart rate, blood pressure, temperature',
      'Responsiveness, pupils, glucose',
    ]),
    mcq('pals-q2', 'What is the most common pathway to cardiac arrest in children?', 3, [
      'Sudden ventricular fibrillation',
      'Congenital heart block',
      'Commotio cordis',
      'Progressive respiratory failure or shock',
    ]),
    mcq('pals-q3', 'What is the PALS sequence that is repeated after every intervention?', 0, [
      'Evaluate, identify, intervene',
      'Assess, shock, medicate',
      'Call, push, shock',
      'Diagnose, treat, discharge',
    ]),
    mcq(
      'pals-q4',
      'What is the lower limit of normal systolic blood pressure for a 4-year-old child, using the common formula?',
      2,
      ['60 mm Hg', '70 mm Hg', '78 mm Hg', '90 mm Hg'],
    ),
    mcq('pals-q5', 'Which finding is consistent with compensated shock?', 1, [
      'Hypotension and bradycardia',
      'Tachycardia, cool extremities and capillary refill of 4 seconds with normal blood pressure',
      'Warm skin and a capillary refill of 1 second',
      'Normal heart rate and normal perfusion',
    ]),
    mcq('pals-q6', 'Which measurement should be part of the disability assessment in a sick infant?', 3, [
      'Urine specific gravity',
      'Serum albumin',
      'Hemoglobin',
      'Blood glucose',
    ]),
    mcq(
      'pals-q7',
      'A 2-year-old has a barking cough, hoarse voice and inspiratory stridor. What type of respiratory problem is this?',
      0,
      [
        'Upper airway obstruction',
        'Lower airway obstruction',
        'Lung tissue disease',
        'Disordered control of breathing',
      ],
    ),
    mcq(
      'pals-q8',
      'A child with asthma has wheeze and prolonged expiration. What type of respiratory problem is this?',
      2,
      ['Upper airway obstruction', 'Disordered control of breathing', 'Lower airway obstruction', 'Obstructive shock'],
    ),
    mcq(
      'pals-q9',
      'A child after an opioid overdose has slow, shallow breathing with little effort. Which type of respiratory problem is this?',
      3,
      [
        'Lung tissue disease',
        'Upper airway obstruction',
        'Lower airway obstruction',
        'Disordered control of breathing',
      ],
    ),
    mcq('pals-q10', 'Which sign suggests respiratory distress is progressing to respiratory failure?', 1, [
      'Mild nasal flaring with normal oxygen saturation',
      'A falling respiratory rate with decreasing responsiveness and no clinical improvement',
      'Crying loudly when examined',
      "Sitting upright on a caregiver's lap",
    ]),
    mcq('pals-q11', 'A child with a pulse is not breathing adequately. What ventilation rate should be given?', 2, [
      '1 breath every 6 seconds',
      '1 breath every 10 seconds',
      '1 breath every 2 to 3 seconds',
      '1 breath every second',
    ]),
    mcq('pals-q12', 'An intubated child suddenly desaturates. What does the DOPE mnemonic stand for?', 0, [
      'Displacement, Obstruction, Pneumothorax, Equipment failure',
      'Dehydration, Oxygen, Pressure, Electrolytes',
      'Drugs, Oxygen, Pulse, Epinephrine',
      'Dose, Order, Pump, Evaluate',
    ]),
    mcq('pals-q13', 'What is the usual initial fluid bolus for a child in hypovolemic shock?', 1, [
      '1 to 2 mL/kg',
      '10 to 20 mL/kg of isotonic crystalloid',
      '50 mL/kg of dextrose 5%',
      '100 mL/kg of albumin',
    ]),
    mcq('pals-q14', 'What should be done after each fluid bolus in a child with shock?', 3, [
      'Immediately give another bolus without assessment',
      'Start a vasopressor in every case',
      'Wait one hour before any reassessment',
      'Reassess perfusion and look for signs of fluid overload',
    ]),
    mcq('pals-q15', 'A child with myocarditis is in shock. How should fluid be given?', 0, [
      'In smaller boluses of 5 to 10 mL/kg given more slowly with close monitoring',
      'As rapid 20 mL/kg boluses repeated three times',
      'Fluids are always contraindicated',
      'Only by mouth',
    ]),
    mcq(
      'pals-q16',
      'Septic shock, anaphylactic shock and neurogenic shock are all examples of which type of shock?',
      2,
      ['Hypovolemic', 'Cardiogenic', 'Distributive', 'Obstructive'],
    ),
    mcq(
      'pals-q17',
      'Peripheral IV access cannot be obtained quickly in a child in shock. What is the best next step?',
      1,
      [
        'Keep trying peripheral access for 20 minutes',
        'Place an intraosseous line',
        'Give all drugs intramuscularly',
        'Wait for a central line to be placed in intensive care',
      ],
    ),
    mcq(
      'pals-q18',
      'What is the compression-to-ventilation ratio for two-rescuer CPR on a child without an advanced airway?',
      3,
      ['30:2', '5:1', '3:1', '15:2'],
    ),
    mcq('pals-q19', 'Where should the pulse be checked in an unresponsive infant?', 0, [
      'Brachial artery',
      'Radial artery',
      'Carotid artery only',
      'Dorsalis pedis artery',
    ]),
    mcq('pals-q20', 'What is the recommended compression depth for an infant?', 2, [
      'About 0.5 inch (1 cm)',
      'At least 2.4 inches (6 cm)',
      'At least one third of chest depth, about 1.5 inches (4 cm)',
      'One half of chest depth',
    ]),
    mcq(
      'pals-q21',
      'An infant has a heart rate of 50 per minute with poor perfusion despite effective oxygenation and ventilation. What should you do?',
      1,
      ['Continue observation', 'Start chest compressions', 'Give adenosine', 'Perform synchronized cardioversion'],
    ),
    mcq('pals-q22', 'What is the first defibrillation dose for a child in VF?', 0, [
      '2 J/kg',
      '0.5 J/kg',
      '10 J/kg',
      '360 J',
    ]),
    mcq('pals-q23', 'What is the IV/IO dose of epinephrine in pediatric cardiac arrest?', 3, [
      '1 mg/kg',
      '0.1 mg/kg',
      '0.001 mg/kg',
      '0.01 mg/kg',
    ]),
    mcq('pals-q24', 'A 20 kg child is in refractory VF. What is the dose of amiodarone?', 2, [
      '20 mg',
      '300 mg',
      '100 mg',
      '1 g',
    ]),
    mcq('pals-q25', 'When should epinephrine be given in pediatric asystole?', 1, [
      'After the third rhythm check',
      'As soon as possible',
      'Only after an advanced airway is placed',
      'Never',
    ]),
    mcq('pals-q26', 'What is the most common cause of bradycardia in children?', 0, [
      'Hypoxia',
      'Hyperthermia',
      'Anemia',
      'Anxiety',
    ]),
    mcq(
      'pals-q27',
      'An infant has a narrow-complex tachycardia at 240 per minute, no visible P waves and no fever or dehydration. What is the most likely rhythm?',
      3,
      ['Sinus tachycardia', 'Ventricular fibrillation', 'Sinus bradycardia', 'Supraventricular tachycardia'],
    ),
    mcq('pals-q28', 'What is the first dose of adenosine for a child with SVT?', 1, [
      '6 mg regardless of weight',
      '0.1 mg/kg rapid IV push, maximum 6 mg',
      '1 mg/kg slow IV infusion',
      '0.01 mg/kg intramuscularly',
    ]),
    mcq(
      'pals-q29',
      'A child with SVT is hypotensive and lethargic, and no IV access is available. What is the preferred treatment?',
      2,
      [
        'Oral beta-blocker',
        'Unsynchronized defibrillation at 4 J/kg',
        'Synchronized cardioversion at 0.5 to 1 J/kg',
        'Pressure on the eyeballs',
      ],
    ),
    mcq('pals-q30', 'After return of circulation in a child, what oxygen saturation range is targeted?', 0, [
      '94% to 99%',
      '80% to 85%',
      '85% to 90%',
      '100% at all times',
    ]),
    mcq('pals-q31', 'Which statement about seizures after pediatric cardiac arrest is correct?', 3, [
      'They never occur in comatose children',
      'They should not be treated',
      'They can only be detected by observation',
      'They are common and may be non-convulsive, so EEG monitoring is recommended where available',
    ]),
    mcq('pals-q32', 'Why should the team state both dose and volume when giving a pediatric drug?', 1, [
      'To satisfy billing requirements',
      'To allow a second person to detect calculation errors such as tenfold mistakes',
      'Because volumes are more important than doses',
      'It is only required for adults',
    ]),
    mcq('pals-q33', 'What is the recommended approach to family presence during pediatric resuscitation?', 2, [
      'Always ask family members to leave',
      'Insist that family members stay',
      'Offer the option to be present and assign a staff member to support them',
      'Allow presence only after the child dies',
    ]),
  ],
};
