// NRP: Neonatal Resuscitation (sample catalogue content).
import { mcq } from './helpers';
import { SAMPLE_NOTICE, type SeedCourse } from './types';

export const nrpCourse: SeedCourse = {
  id: 'nrp',
  courseType: 'NRP',
  title: 'Neonatal Resuscitation',
  subtitle: 'Newborn resuscitation in the delivery room and the first minutes of life',
  shortDescription:
    'Prepare for every birth and resuscitate newborns with effective ventilation, chest compressions, medications and post-resuscitation care.',
  description: [
    '<p>About one in ten newborns needs some help to begin breathing at birth, and a small number need extensive resuscitation. Because the need cannot always be predicted, every birth should be attended by at least one person skilled in the first steps of newborn care and positive-pressure ventilation.</p>',
    '<p>This course follows the newborn resuscitation algorithm from preparation and the initial steps through positive-pressure ventilation, the ventilation corrective steps, alternative airways, chest compressions and emergency medications. It also covers oxygen targets, temperature management, care of the preterm baby and the ethics of starting and stopping resuscitation.</p>',
    '<p>The final exam uses practical delivery-room scenarios. Successful learners receive a certificate of completion and continuing education credit.</p>',
  ].join(''),
  targetAudience:
    'Obstetric, neonatal and pediatric nurses, midwives, physicians, neonatal nurse practitioners, respiratory therapists and paramedics who attend births or care for newborns.',
  learningObjectives: [
    'Prepare for a birth by assessing perinatal risk, briefing the team and checking equipment.',
    'Perform the initial steps of newborn care and decide within the first minute whether ventilation is needed.',
    'Deliver effective positive-pressure ventilation and apply the ventilation corrective steps when the chest does not move.',
    'Recognize when an alternative airway, chest compressions or epinephrine is indicated and perform each correctly.',
    'Titrate oxygen to age-specific saturation targets and maintain normal temperature, including in preterm newborns.',
    'Describe post-resuscitation care and the ethical principles guiding the start and end of resuscitation.',
  ],
  creditHours: 6,
  color: '#5B2A86',
  categories: [{ name: 'Certifications', position: 1, coursePosition: 4 }],
  authors: [
    {
      id: 'amara-osei',
      name: 'Amara Osei',
      postNominal: 'MD, FAAP',
      affiliation: 'Westbrook Regional Neonatal Intensive Care Unit (fictional)',
    },
    {
      id: 'claire-dubois',
      name: 'Claire Dubois',
      postNominal: 'MSN, RNC-NIC',
      affiliation: "Meadowvale Women's and Infants' Center (fictional)",
    },
  ],
  approvalEntities: [
    { id: 'cmec', name: 'Continuing Medical Education Council (sample)' },
    { id: 'pnec', name: 'Perinatal Nursing Education Council (sample)' },
  ],
  disclosures:
    'The planners, authors and reviewers of this activity have no relevant financial relationships with ineligible companies to disclose within the past 24 months. No commercial support was received. The content was peer reviewed for scientific accuracy and independence. Drug doses are given for educational purposes and should be confirmed against current references and institutional protocols.',
  products: {
    certification: {
      id: 'nrp-cert',
      name: 'NRP Certification',
      price: 17900,
      originalPrice: 21900,
      cartSubtitle: 'Full neonatal resuscitation course and 2-year card',
      cartCta: 'Start NRP certification',
      cartDescription:
        'All seven neonatal resuscitation modules, unlimited exam attempts, 6 credit hours and a digital provider card valid for two years.',
      kind: 'certification',
    },
    recertification: {
      id: 'nrp-recert',
      name: 'NRP Recertification',
      price: 12900,
      originalPrice: 16900,
      cartSubtitle: 'Renew your current NRP card',
      cartCta: 'Renew NRP',
      cartDescription:
        'A refresher of every neonatal resuscitation module with the recertification exam, credit hours and a renewed two-year card.',
      kind: 'recertification',
    },
  },
  sections: [
    {
      id: 'nrp-s1',
      title: 'Preparing for Birth',
      about: 'Assessing perinatal risk, briefing the team and checking equipment before the baby is born.',
      duration: 40,
      content: `${SAMPLE_NOTICE}
<h2>Preparing for Birth</h2>
<p>Most newborns make the transition to life outside the womb without help. Their lungs fill with air, fluid is absorbed, blood vessels in the lungs relax and the heart rate and oxygen levels rise. When this transition fails, the usual problem is inadequate breathing, and the most important treatment is effective ventilation of the lungs. Preparation ensures that the people and equipment needed for that treatment are ready before the baby arrives.</p>
<h3>Four pre-birth questions</h3>
<p>Before every birth, the resuscitation team asks the obstetric provider four questions:</p>
<ol>
<li>What is the expected gestational age?</li>
<li>Is the amniotic fluid clear?</li>
<li>Are there any additional risk factors?</li>
<li>What is the umbilical cord management plan?</li>
</ol>
<h3>Perinatal risk factors</h3>
<table>
<caption>Examples of risk factors that increase the likelihood of resuscitation</caption>
<thead><tr><th scope="col">Before labor</th><th scope="col">During labor</th></tr></thead>
<tbody>
<tr><td>Gestational age below 36 weeks or 41 weeks or more</td><td>Emergency cesarean birth</td></tr>
<tr><td>Preeclampsia or maternal hypertension</td><td>Forceps or vacuum-assisted birth</td></tr>
<tr><td>Multiple gestation</td><td>Breech or other abnormal presentation</td></tr>
<tr><td>Fetal anemia or hydrops</td><td>Concerning fetal heart rate pattern</td></tr>
<tr><td>Known fetal malformation</td><td>Maternal general anesthesia or recent opioids</td></tr>
<tr><td>No prenatal care</td><td>Meconium-stained fluid, prolapsed cord, placental abruption</td></tr>
</tbody>
</table>
<h3>Staffing</h3>
<p>Every birth should be attended by at least one qualified person whose only responsibility is the newborn and who can perform the initial steps and positive-pressure ventilation. If risk factors are present, at least two qualified people should be present solely to care for the baby. If extensive resuscitation is anticipated, a full team with the skills to intubate, perform chest compressions and place an emergency vascular line should be present at the birth, not simply on call.</p>
<h3>Team briefing and equipment check</h3>
<p>A brief pre-birth huddle allows the team to identify a leader, assign roles, discuss the likely scenario and plan for escalation. A standardized equipment checklist is then used to check that everything works:</p>
<ul>
<li><strong>Warm</strong>: preheated radiant warmer, warm towels or blankets, hat, temperature sensor, and plastic wrap and thermal mattress for preterm babies.</li>
<li><strong>Clear airway</strong>: bulb syringe and suction catheter connected to wall suction set at about 80 to 100 mm Hg.</li>
<li><strong>Auscultate</strong>: stethoscope.</li>
<li><strong>Ventilate</strong>: flowmeter, positive-pressure device, term and preterm masks, and an orogastric tube.</li>
<li><strong>Oxygenate</strong>: oxygen blender, pulse oximeter with sensor and a saturation target table.</li>
<li><strong>Intubate</strong>: laryngoscope with blades, endotracheal tubes, stylet, carbon dioxide detector and laryngeal mask.</li>
<li><strong>Medicate</strong>: epinephrine, normal saline and supplies for emergency umbilical venous catheter placement, plus cardiac monitor leads.</li>
</ul>
<aside class="callout"><h3>Keep the baby warm</h3><p>Newborns lose heat quickly, and low temperature after birth is linked to poorer outcomes, especially in preterm babies. Set the delivery room temperature to about 23 to 25 &deg;C for preterm births and aim to keep the baby's axillary temperature between 36.5 and 37.5 &deg;C.</p></aside>`,
    },
    {
      id: 'nrp-s2',
      title: 'Initial Assessment and Initial Steps',
      about: 'The three rapid questions at birth, cord management and the initial steps of newborn care.',
      duration: 40,
      content: `${SAMPLE_NOTICE}
<h2>Initial Assessment and Initial Steps</h2>
<h3>Three questions at birth</h3>
<p>Immediately after birth, assess every baby by asking three questions:</p>
<ol>
<li>Does the baby appear to be term?</li>
<li>Does the baby have good muscle tone?</li>
<li>Is the baby breathing or crying?</li>
</ol>
<p>If the answer to all three is yes, the baby can stay with the parent for routine care. Place the baby skin-to-skin, dry them, cover them with a warm blanket, position the airway and continue to observe breathing, activity and color. If the answer to any question is no, bring the baby to the radiant warmer for the initial steps.</p>
<h3>Umbilical cord management</h3>
<p>For most vigorous term and preterm newborns, delaying cord clamping for at least 30 to 60 seconds is beneficial. It improves blood volume and iron stores, and in preterm babies is associated with better blood pressure and fewer transfusions. If a baby is not breathing or has poor tone, the team follows the agreed plan, which in many settings means clamping the cord so that resuscitation can begin without delay.</p>
<h3>The initial steps</h3>
<ul>
<li><strong>Provide warmth</strong>: place the baby under a radiant warmer.</li>
<li><strong>Position the head and neck</strong> in a slightly extended "sniffing" position to open the airway. A small shoulder roll can help.</li>
<li><strong>Clear secretions if needed</strong>: suction the mouth before the nose, and only if the baby has secretions obstructing breathing or needs positive-pressure ventilation. Vigorous suctioning can cause a slow heart rate.</li>
<li><strong>Dry</strong> the baby and remove wet linen.</li>
<li><strong>Stimulate</strong> gently by rubbing the back, trunk or extremities, or flicking the soles of the feet.</li>
</ul>
<aside class="callout"><h3>The golden minute</h3><p>The initial steps, evaluation and, if needed, the start of ventilation should be completed within about 60 seconds of birth. Do not continue stimulating a baby who is not breathing; move on to ventilation.</p></aside>
<h3>Evaluating breathing and heart rate</h3>
<p>After the initial steps, assess breathing and heart rate. Heart rate is the most important indicator of the baby's condition and of the response to resuscitation. It can be assessed by listening with a stethoscope over the left side of the chest, counting for 6 seconds and multiplying by 10. A pulse oximeter and, during extensive resuscitation, electronic cardiac monitor leads give a more reliable continuous reading.</p>
<table>
<caption>Decision after the initial steps</caption>
<thead><tr><th scope="col">Finding</th><th scope="col">Action</th></tr></thead>
<tbody>
<tr><td>Apnea or gasping, or heart rate below 100 per minute</td><td>Start positive-pressure ventilation, call for help if needed, and place a pulse oximeter on the right hand</td></tr>
<tr><td>Breathing, heart rate 100 or more, but labored breathing or persistent cyanosis</td><td>Position and clear the airway, use pulse oximetry, give supplemental oxygen as needed, and consider CPAP</td></tr>
<tr><td>Breathing comfortably, heart rate 100 or more, no cyanosis</td><td>Routine care and observation</td></tr>
</tbody>
</table>
<h3>Meconium-stained amniotic fluid</h3>
<p>If the baby is vigorous, routine care applies. If the baby is not vigorous, bring them to the warmer and perform the initial steps; start ventilation if indicated. Routine intubation for tracheal suction is not recommended, because it delays ventilation. Tracheal suction is reserved for babies whose airway appears obstructed during ventilation.</p>
<h3>Apgar score</h3>
<p>The Apgar score describes the baby's condition at 1 and 5 minutes after birth, and every 5 minutes afterward if the score is below 7. It is useful for documentation but is not used to decide whether to start resuscitation.</p>`,
    },
    {
      id: 'nrp-s3',
      title: 'Positive-Pressure Ventilation',
      about: 'Delivering and monitoring effective ventilation, the MR. SOPA corrective steps and oxygen targets.',
      duration: 55,
      content: `${SAMPLE_NOTICE}
<h2>Positive-Pressure Ventilation</h2>
<p>Ventilation of the baby's lungs is the single most important and most effective step in neonatal resuscitation. Almost all babies who need help at birth improve once their lungs are inflated and ventilated.</p>
<h3>Indications</h3>
<p>Start positive-pressure ventilation (PPV) within 60 seconds of birth if, after the initial steps, the baby is apneic or gasping, or the heart rate is below 100 per minute. PPV may also be considered for a breathing baby with a heart rate of 100 or more who remains below the oxygen saturation target despite free-flow oxygen or CPAP.</p>
<h3>Devices and settings</h3>
<ul>
<li>Devices include a flow-inflating bag, a self-inflating bag and a T-piece resuscitator. T-piece devices deliver consistent pressures and PEEP.</li>
<li>Use a mask that covers the chin, mouth and nose but not the eyes.</li>
<li>Start with an inflation pressure of about <strong>20 to 25 cm H<sub>2</sub>O</strong> and a PEEP of about <strong>5 cm H<sub>2</sub>O</strong>. Some term babies need higher pressures for the first few breaths.</li>
<li>Ventilate at <strong>40 to 60 breaths per minute</strong>. Saying "breathe, two, three" aloud helps keep the rhythm.</li>
<li>Start with <strong>21% oxygen</strong> for babies of 35 weeks' gestation or more and <strong>21% to 30%</strong> for babies under 35 weeks, then adjust to the saturation targets.</li>
</ul>
<h3>Is ventilation working?</h3>
<p>The primary sign of effective ventilation is a <strong>rising heart rate</strong>. Check the heart rate after 15 seconds of PPV. If it is not rising, check whether the chest is moving with each breath. If it is not, begin the ventilation corrective steps. After 30 seconds of ventilation that inflates the lungs, assess again.</p>
<table>
<caption>Ventilation corrective steps (MR. SOPA)</caption>
<thead><tr><th scope="col">Letter</th><th scope="col">Step</th><th scope="col">Action</th></tr></thead>
<tbody>
<tr><td>M</td><td>Mask adjustment</td><td>Reapply the mask; consider a two-hand hold to improve the seal</td></tr>
<tr><td>R</td><td>Reposition airway</td><td>Place the head in a neutral to slightly extended position</td></tr>
<tr><td>S</td><td>Suction mouth and nose</td><td>Clear secretions that may be blocking the airway</td></tr>
<tr><td>O</td><td>Open mouth</td><td>Open the mouth slightly and lift the jaw forward</td></tr>
<tr><td>P</td><td>Pressure increase</td><td>Increase inflation pressure in small steps, up to a safe maximum, until the chest moves</td></tr>
<tr><td>A</td><td>Alternative airway</td><td>Insert a laryngeal mask or endotracheal tube</td></tr>
</tbody>
</table>
<p>After the M and R steps, and after the S and O steps, try 5 breaths and check for chest movement. Once the chest moves, give 30 seconds of effective ventilation and reassess the heart rate.</p>
<h3>Target oxygen saturation</h3>
<p>Healthy newborns take several minutes to reach normal saturation, so targets rise with time. Place the pulse oximeter on the <strong>right hand or wrist</strong> (preductal).</p>
<table>
<caption>Preductal saturation targets after birth</caption>
<thead><tr><th scope="col">Time after birth</th><th scope="col">Target SpO<sub>2</sub></th></tr></thead>
<tbody>
<tr><td>1 minute</td><td>60% to 65%</td></tr>
<tr><td>2 minutes</td><td>65% to 70%</td></tr>
<tr><td>3 minutes</td><td>70% to 75%</td></tr>
<tr><td>4 minutes</td><td>75% to 80%</td></tr>
<tr><td>5 minutes</td><td>80% to 85%</td></tr>
<tr><td>10 minutes</td><td>85% to 95%</td></tr>
</tbody>
</table>
<aside class="callout"><h3>Orogastric tube</h3><p>If PPV continues for more than a few minutes, insert an orogastric tube to decompress the stomach. Gas in the stomach can press on the diaphragm and make ventilation harder.</p></aside>
<h3>CPAP</h3>
<p>Continuous positive airway pressure helps a baby who is breathing but has labored breathing or low saturation, especially a preterm baby. It is not a substitute for PPV in a baby who is apneic or has a heart rate below 100 per minute.</p>`,
    },
    {
      id: 'nrp-s4',
      title: 'Alternative Airways',
      about: 'When and how to use a laryngeal mask or endotracheal tube and how to confirm placement.',
      duration: 45,
      content: `${SAMPLE_NOTICE}
<h2>Alternative Airways: Laryngeal Mask and Endotracheal Tube</h2>
<p>Face-mask ventilation works well for most newborns, but an alternative airway becomes necessary when mask ventilation is ineffective despite the corrective steps, when ventilation must continue for a long time, or when chest compressions are needed.</p>
<h3>Indications</h3>
<ul>
<li>PPV with a face mask does not result in chest movement or clinical improvement.</li>
<li>Chest compressions are required; an alternative airway makes ventilation during compressions more effective.</li>
<li>Special circumstances, such as suspected congenital diaphragmatic hernia, in which mask ventilation should be avoided to keep air out of the bowel in the chest.</li>
<li>An endotracheal route is needed for surfactant or for direct tracheal suction of an obstructing substance.</li>
</ul>
<h3>Laryngeal mask</h3>
<p>A laryngeal mask sits over the laryngeal opening and does not require a laryngoscope. It is a good option when face-mask ventilation fails and intubation is not successful or not feasible, and is generally suitable for babies born at about 34 weeks' gestation or more, or weighing more than about 2 kg. It is not suitable for suctioning the trachea.</p>
<h3>Endotracheal intubation</h3>
<p>Intubation requires skill and practice. Preparation should happen before the baby is born when a difficult resuscitation is anticipated.</p>
<table>
<caption>Suggested endotracheal tube sizes</caption>
<thead><tr><th scope="col">Weight</th><th scope="col">Gestational age</th><th scope="col">Tube internal diameter</th></tr></thead>
<tbody>
<tr><td>Below 1 kg</td><td>Below 28 weeks</td><td>2.5 mm</td></tr>
<tr><td>1 to 2 kg</td><td>28 to 34 weeks</td><td>3.0 mm</td></tr>
<tr><td>Above 2 kg</td><td>Above 34 weeks</td><td>3.5 mm</td></tr>
</tbody>
</table>
<p>Use a straight laryngoscope blade: size 1 for term babies, size 0 for preterm babies and size 00 for extremely preterm babies. The insertion depth can be estimated from a gestational age table or by measuring the nasal-tragus length and adding 1 cm.</p>
<h3>Procedure essentials</h3>
<ol>
<li>Stabilize the baby's head in the sniffing position and give free-flow oxygen if possible.</li>
<li>Insert the laryngoscope, lift the blade to expose the glottis, and insert the tube until the vocal cord guide reaches the level of the cords.</li>
<li>Hold the tube firmly against the palate while removing the laryngoscope.</li>
<li>Limit each attempt to about 30 seconds. If the attempt is unsuccessful or the heart rate falls, stop and resume mask ventilation, or insert a laryngeal mask.</li>
</ol>
<h3>Confirming placement</h3>
<p>The primary signs of correct placement are a <strong>rising heart rate</strong> and a <strong>carbon dioxide detector</strong> that changes color within a few breaths. Supporting signs include equal breath sounds over both sides of the chest, little or no air entry over the stomach, chest movement with each breath and condensation in the tube. A colorimetric detector may fail to change color when heart function is very poor, even with a correctly placed tube.</p>
<aside class="callout"><h3>When things get worse</h3><p>If an intubated baby deteriorates, check for a displaced or blocked tube, a pneumothorax and equipment failure. Listen to both sides of the chest, check the tube depth and the CO<sub>2</sub> detector, and suction the tube if needed.</p></aside>`,
    },
    {
      id: 'nrp-s5',
      title: 'Chest Compressions',
      about: 'Indications, technique and coordination of chest compressions with ventilation in the newborn.',
      duration: 40,
      content: `${SAMPLE_NOTICE}
<h2>Chest Compressions</h2>
<p>Very few newborns need chest compressions. A newborn's heart rate usually falls because the lungs are not being ventilated effectively, so the first priority is always to make sure ventilation is working. Compressions are started only after that has been done.</p>
<h3>When to start compressions</h3>
<p>Start chest compressions if the heart rate remains <strong>below 60 per minute after at least 30 seconds of PPV that inflates the lungs</strong>, as shown by chest movement. Ideally, an alternative airway should be in place before compressions begin.</p>
<h3>Preparing to start</h3>
<ul>
<li>Insert an endotracheal tube or laryngeal mask if not already done.</li>
<li>Increase the oxygen concentration to <strong>100%</strong>.</li>
<li>Attach electronic cardiac monitor leads for the most reliable heart rate assessment.</li>
<li>Call for additional help and prepare for emergency vascular access.</li>
</ul>
<h3>Technique</h3>
<ol>
<li>The compressor moves to the head of the bed so that the person placing the umbilical line has access to the abdomen.</li>
<li>Use the <strong>two-thumb technique</strong>: encircle the chest with both hands and place both thumbs on the lower third of the breastbone, below an imaginary line between the nipples.</li>
<li>Compress to a depth of about <strong>one third of the front-to-back diameter of the chest</strong>.</li>
<li>Allow the chest to re-expand fully between compressions, but do not lift the thumbs off the chest.</li>
</ol>
<h3>Coordinating compressions and ventilation</h3>
<table>
<caption>Newborn compression and ventilation</caption>
<thead><tr><th scope="col">Feature</th><th scope="col">Target</th></tr></thead>
<tbody>
<tr><td>Ratio</td><td>3 compressions to 1 breath</td></tr>
<tr><td>Events per minute</td><td>120: 90 compressions and 30 breaths</td></tr>
<tr><td>Each cycle</td><td>About 2 seconds</td></tr>
<tr><td>Oxygen</td><td>100%</td></tr>
<tr><td>Reassessment</td><td>After 60 seconds of coordinated compressions and ventilation</td></tr>
</tbody>
</table>
<p>The compressor counts aloud, "One-and-two-and-three-and-breathe-and", and the person ventilating gives a breath during the pause after each third compression. This keeps compressions and breaths from happening at the same time.</p>
<aside class="callout"><h3>Why a 3:1 ratio?</h3><p>Because newborn arrest is almost always caused by lack of oxygen, ventilation is given a greater share of each cycle than in older children or adults. The higher proportion of breaths reflects the underlying cause.</p></aside>
<h3>Reassessing</h3>
<p>After 60 seconds, briefly pause to check the heart rate, ideally with the cardiac monitor. Stopping compressions too frequently reduces blood pressure and coronary blood flow, so pauses should be as short as possible.</p>
<ul>
<li>If the heart rate is <strong>60 or more</strong>, stop compressions and continue ventilation at 40 to 60 breaths per minute.</li>
<li>If the heart rate remains <strong>below 60</strong>, check the quality of ventilation and compressions, and give epinephrine through an emergency vascular line.</li>
</ul>
<p>Once the heart rate is above 60 and rising, wean oxygen according to the saturation targets to avoid excessive oxygen exposure.</p>`,
    },
    {
      id: 'nrp-s6',
      title: 'Medications and Vascular Access',
      about: 'Emergency umbilical venous access, epinephrine dosing and volume expansion in newborn resuscitation.',
      duration: 40,
      content: `${SAMPLE_NOTICE}
<h2>Medications and Vascular Access</h2>
<p>Medications are needed in only a tiny proportion of newborn resuscitations. When they are, it is because the heart has not responded to effective ventilation and coordinated chest compressions. Before giving drugs, always confirm that ventilation is moving the chest and compressions are being done well.</p>
<h3>Indication for epinephrine</h3>
<p>Give epinephrine if the heart rate remains <strong>below 60 per minute after at least 60 seconds of coordinated chest compressions and ventilation with 100% oxygen</strong>, ideally through an alternative airway.</p>
<h3>Vascular access</h3>
<ul>
<li>The <strong>umbilical vein</strong> is the preferred route in the delivery room. An emergency umbilical venous catheter is inserted only a short distance, about 2 to 4 cm in a term baby, until blood flows freely, so the tip stays below the liver.</li>
<li>The <strong>intraosseous</strong> route is a reasonable alternative, particularly outside the delivery room.</li>
<li>The <strong>endotracheal</strong> route can be used while vascular access is being obtained, but absorption is unreliable and a higher dose is needed.</li>
</ul>
<table>
<caption>Newborn epinephrine (0.1 mg/mL concentration)</caption>
<thead><tr><th scope="col">Route</th><th scope="col">Dose</th><th scope="col">Volume</th></tr></thead>
<tbody>
<tr><td>Intravenous or intraosseous</td><td>0.02 mg/kg (range 0.01 to 0.03 mg/kg)</td><td>0.2 mL/kg (range 0.1 to 0.3 mL/kg), followed by a 3 mL normal saline flush</td></tr>
<tr><td>Endotracheal</td><td>0.1 mg/kg (range 0.05 to 0.1 mg/kg)</td><td>1 mL/kg (range 0.5 to 1 mL/kg)</td></tr>
</tbody>
</table>
<p>Give epinephrine rapidly and repeat every 3 to 5 minutes if the heart rate remains below 60. If the first dose was given by the endotracheal route, give an intravenous dose as soon as access is obtained, without waiting 3 to 5 minutes.</p>
<aside class="callout"><h3>Use only the 0.1 mg/mL concentration</h3><p>Epinephrine is available in more than one concentration. Using the wrong one is a dangerous, avoidable error. Label syringes clearly with the drug, concentration, dose, route and volume, and read them back aloud before giving.</p></aside>
<h3>Volume expansion</h3>
<p>Consider volume expansion if the baby has not responded to resuscitation and there is a history of blood loss, such as placental abruption, cord accident or fetal-maternal hemorrhage, or signs of shock such as pale skin, weak pulses and poor perfusion.</p>
<ul>
<li>Give <strong>10 mL/kg of normal saline or O-negative red blood cells</strong>.</li>
<li>Give it over <strong>5 to 10 minutes</strong>. Rapid infusion in preterm babies may be associated with brain hemorrhage.</li>
<li>A second dose may be needed if signs of hypovolemia persist.</li>
</ul>
<h3>If the heart rate does not improve</h3>
<p>Reassess ventilation, check the airway for displacement or obstruction, confirm compression depth and coordination, and consider other causes such as pneumothorax, which may need needle aspiration, or airway abnormalities. If the heart rate remains undetectable despite all the steps of resuscitation, the team should discuss with the family whether to continue. It is reasonable to consider redirecting care at around 20 minutes after birth, taking into account the baby's condition and family wishes.</p>`,
    },
    {
      id: 'nrp-s7',
      title: 'Post-Resuscitation Care, Preterm Babies and Ethics',
      about: 'Monitoring after resuscitation, special care for preterm newborns and ethical decision-making.',
      duration: 45,
      content: `${SAMPLE_NOTICE}
<h2>Post-Resuscitation Care, Preterm Babies and Ethics</h2>
<h3>Post-resuscitation care</h3>
<p>A baby who needed more than the initial steps is at risk of further problems. Babies who required PPV beyond a brief period, or any further intervention, should be cared for where they can be closely monitored.</p>
<ul>
<li><strong>Heart rate, breathing and saturation</strong>: monitor continuously and titrate oxygen to targets.</li>
<li><strong>Temperature</strong>: keep the baby normothermic, 36.5 to 37.5 &deg;C, and avoid overheating.</li>
<li><strong>Blood glucose</strong>: check early, because stress uses up glucose stores quickly and low glucose can worsen brain injury.</li>
<li><strong>Blood pressure and perfusion</strong>: watch for hypotension, which may need volume or medications.</li>
<li><strong>Feeding</strong>: delay feeding in babies at risk of gut complications, and provide intravenous fluids if needed.</li>
</ul>
<h3>Therapeutic hypothermia</h3>
<p>Babies born at 36 weeks' gestation or more who have signs of moderate to severe hypoxic-ischemic encephalopathy may benefit from therapeutic hypothermia. It should start within 6 hours after birth under a defined protocol, so early referral to a center that provides it is essential. Turning off the radiant warmer to cool a baby should only be done under specialist guidance.</p>
<h3>Preterm newborns</h3>
<table>
<caption>Extra steps for preterm births</caption>
<thead><tr><th scope="col">Challenge</th><th scope="col">Strategy</th></tr></thead>
<tbody>
<tr><td>Rapid heat loss</td><td>Room temperature 23 to 25 &deg;C; for babies under 32 weeks, place them in a polyethylene bag or wrap without drying the body, and use a hat and thermal mattress</td></tr>
<tr><td>Stiff, surfactant-deficient lungs</td><td>Use PEEP during PPV, and CPAP for babies who are breathing with distress; consider surfactant</td></tr>
<tr><td>Oxygen toxicity</td><td>Start with 21% to 30% oxygen and adjust to saturation targets</td></tr>
<tr><td>Fragile brain blood vessels</td><td>Handle gently, avoid head-down positions, and avoid rapid fluid infusions and large swings in carbon dioxide</td></tr>
<tr><td>Infection risk and low glucose</td><td>Monitor glucose and start appropriate investigations</td></tr>
</tbody>
</table>
<aside class="callout"><h3>Talk with families early</h3><p>When a preterm birth or known anomaly is expected, meet the family beforehand if possible. Explain what may happen at birth, the likely outcomes, and the choices available, and document the shared plan so the whole team knows it.</p></aside>
<h3>Ethics of starting and stopping</h3>
<p>The ethical principles that guide resuscitation of newborns are the same as for older patients: act in the baby's best interests, avoid harm, and respect parents as decision-makers for their child. In most cases, the team offers resuscitation. In situations where survival is extremely unlikely, such as extreme prematurity at the limits of viability or certain severe anomalies, it may be appropriate not to start resuscitation after discussion with the parents, following local and national guidance.</p>
<p>If resuscitation is started and the baby has no detectable heart rate after all steps have been completed, the team should discuss stopping with the family. When resuscitation ends, the focus moves to comfort care, allowing the family to hold their baby, and providing bereavement support.</p>
<h3>Debriefing</h3>
<p>After any significant resuscitation, a brief team debrief helps identify what went well and what could be improved, and gives team members a chance to reflect on a difficult event.</p>`,
    },
  ],
  exam: { questionBankId: 'nrp-bank', questionBankName: 'NRP Question Bank', questionsPerExam: 10, passingScore: 80 },
  questions: [
    mcq('nrp-q1', 'What is the most important and effective step in neonatal resuscitation?', 1, [
      'Chest compressions',
      'Ventilation of the lungs',
      'Epinephrine',
      'Volume expansion',
    ]),
    mcq('nrp-q2', 'Which is one of the four pre-birth questions?', 3, [
      "What is the mother's blood type?",
      'How long was the second stage of labor?',
      'What is the expected birth weight?',
      'Is the amniotic fluid clear?',
    ]),
    mcq('nrp-q3', 'Which three questions are asked immediately after birth?', 0, [
      'Term? Good tone? Breathing or crying?',
      'Pink? Heart rate above 100? Crying?',
      'Meconium? Apgar above 7? Term?',
      'Breathing? Pulse? Responsive?',
    ]),
    mcq('nrp-q4', 'A term baby is crying with good tone. What is the appropriate care?', 2, [
      'Take the baby to the radiant warmer for suctioning',
      'Start positive-pressure ventilation',
      'Routine care skin-to-skin with the parent, with ongoing observation',
      'Intubate and suction the trachea',
    ]),
    mcq('nrp-q5', 'For most vigorous term and preterm newborns, how long should cord clamping be delayed?', 1, [
      'No delay',
      'At least 30 to 60 seconds',
      'At least 10 minutes',
      'Until the placenta is delivered',
    ]),
    mcq('nrp-q6', 'Which of these is one of the initial steps of newborn care?', 0, [
      'Position the head and neck to open the airway',
      'Give epinephrine',
      'Insert an orogastric tube',
      'Begin chest compressions',
    ]),
    mcq('nrp-q7', 'When suctioning a newborn, which should be suctioned first?', 3, [
      'The nose',
      'The trachea',
      'The stomach',
      'The mouth',
    ]),
    mcq('nrp-q8', 'After the initial steps, a baby is apneic. What should be done next?', 2, [
      'Continue stimulating for another 2 minutes',
      'Give free-flow oxygen and observe',
      'Start positive-pressure ventilation',
      'Give naloxone',
    ]),
    mcq('nrp-q9', 'A non-vigorous baby is born through meconium-stained fluid. Which approach is recommended?', 1, [
      'Routine intubation and tracheal suction before any other step',
      'Initial steps at the warmer, then ventilation if indicated, with tracheal suction only if the airway appears obstructed',
      'Skin-to-skin contact and no intervention',
      'Immediate chest compressions',
    ]),
    mcq('nrp-q10', "What is the most important indicator of a newborn's response to resuscitation?", 0, [
      'Heart rate',
      'Skin color',
      'Apgar score',
      'Muscle tone',
    ]),
    mcq('nrp-q11', 'What breathing rate should be used during newborn positive-pressure ventilation?', 3, [
      '10 to 12 per minute',
      '20 to 30 per minute',
      '80 to 100 per minute',
      '40 to 60 per minute',
    ]),
    mcq(
      'nrp-q12',
      'What initial oxygen concentration is recommended when starting PPV for a baby born at 38 weeks?',
      1,
      ['100%', '21%', '50%', '70%'],
    ),
    mcq('nrp-q13', 'Where should the pulse oximeter sensor be placed on a newborn?', 2, [
      'Left foot',
      'Left hand',
      'Right hand or wrist',
      'Earlobe',
    ]),
    mcq('nrp-q14', 'What is the target preductal oxygen saturation at 5 minutes after birth?', 0, [
      '80% to 85%',
      '60% to 65%',
      '95% to 100%',
      '70% to 75%',
    ]),
    mcq('nrp-q15', 'After 15 seconds of PPV, the heart rate is not rising. What should you check next?', 3, [
      'Blood glucose',
      'Temperature',
      'Apgar score',
      'Whether the chest is moving with each breath',
    ]),
    mcq('nrp-q16', 'In the MR. SOPA corrective steps, what does the P stand for?', 1, [
      'Pulse check',
      'Pressure increase',
      'Position change',
      'Pulse oximetry',
    ]),
    mcq('nrp-q17', 'When should an orogastric tube be inserted during PPV?', 2, [
      'Before the first breath',
      'Never during resuscitation',
      'When PPV continues for more than a few minutes',
      'Only after epinephrine is given',
    ]),
    mcq('nrp-q18', 'What is the recommended initial inflation pressure for newborn PPV?', 0, [
      'About 20 to 25 cm H2O',
      'About 5 cm H2O',
      'About 50 to 60 cm H2O',
      'About 80 cm H2O',
    ]),
    mcq('nrp-q19', 'In which situation should face-mask ventilation be avoided and the baby intubated?', 3, [
      'Term birth with clear fluid',
      'Baby born after a long labor',
      'Baby with a heart rate of 110',
      'Suspected congenital diaphragmatic hernia',
    ]),
    mcq('nrp-q20', "What size endotracheal tube is suggested for a baby of 30 weeks' gestation weighing 1.5 kg?", 1, [
      '2.5 mm',
      '3.0 mm',
      '3.5 mm',
      '4.0 mm',
    ]),
    mcq('nrp-q21', 'What are the primary signs that an endotracheal tube is correctly placed?', 2, [
      'Condensation in the tube and crying',
      'Abdominal distension',
      'A rising heart rate and color change on a CO2 detector',
      'Breath sounds louder over the stomach than the chest',
    ]),
    mcq('nrp-q22', 'About how long should each intubation attempt last?', 0, [
      'About 30 seconds',
      'About 2 minutes',
      'As long as needed',
      'About 5 minutes',
    ]),
    mcq('nrp-q23', 'When should chest compressions be started in a newborn?', 3, [
      'When the heart rate is below 100 after the initial steps',
      'Immediately after birth if the baby is not crying',
      'When oxygen saturation is below 85% at 5 minutes',
      'When the heart rate is below 60 after at least 30 seconds of PPV that inflates the lungs',
    ]),
    mcq('nrp-q24', 'What is the ratio of compressions to breaths in newborn resuscitation?', 1, [
      '15:2',
      '3:1',
      '30:2',
      '5:1',
    ]),
    mcq('nrp-q25', 'What oxygen concentration should be used once chest compressions begin?', 2, [
      '21%',
      '30%',
      '100%',
      '40%',
    ]),
    mcq(
      'nrp-q26',
      'After 60 seconds of compressions and ventilation, the heart rate is 80 per minute. What should you do?',
      0,
      [
        'Stop compressions and continue ventilation',
        'Give epinephrine',
        'Continue compressions for another 5 minutes',
        'Stop all support',
      ],
    ),
    mcq('nrp-q27', 'What is the preferred route for emergency vascular access in the delivery room?', 3, [
      'Scalp vein',
      'Femoral artery',
      'Peripheral vein in the hand',
      'Umbilical vein',
    ]),
    mcq('nrp-q28', 'What is the recommended IV dose of epinephrine for a newborn?', 1, [
      '1 mg/kg',
      '0.02 mg/kg (range 0.01 to 0.03 mg/kg)',
      '0.1 mg total regardless of weight',
      '0.5 mg/kg',
    ]),
    mcq(
      'nrp-q29',
      'What volume and rate are recommended for volume expansion in a newborn with suspected blood loss?',
      2,
      [
        '50 mL/kg over 1 minute',
        '1 mL/kg over 1 hour',
        '10 mL/kg over 5 to 10 minutes',
        '20 mL/kg as fast as possible',
      ],
    ),
    mcq('nrp-q30', 'For a preterm baby born at 29 weeks, how should heat loss be prevented?', 0, [
      'Place the baby in a polyethylene wrap or bag without drying the body, with a hat and thermal mattress',
      'Dry the baby thoroughly and leave uncovered under the warmer',
      'Bathe the baby in warm water',
      'Lower the room temperature to 18 °C',
    ]),
    mcq('nrp-q31', 'Which newborn may be a candidate for therapeutic hypothermia?', 3, [
      'A 30-week baby with mild breathing difficulty',
      'Any baby with an Apgar score below 7 at 1 minute',
      'A term baby with normal neurological examination',
      'A baby of 36 weeks or more with moderate to severe hypoxic-ischemic encephalopathy, started within 6 hours',
    ]),
    mcq('nrp-q32', 'What is the target axillary temperature for newborns?', 2, [
      '35.0 to 35.5 °C',
      '38.0 to 38.5 °C',
      '36.5 to 37.5 °C',
      '34.0 to 35.0 °C',
    ]),
  ],
};
